import { accountSettings } from '../../testing/campaign-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignStatus } from '@contracts/campaign-status/campaign-status.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { statusRefreshInterval } from '../../api/campaign-status';

const HOUR = 60 * 60 * 1000;

function hours(n: number, busy: Record<number, [number, number]> = {}) {
  const last = Date.UTC(2026, 2, 10, 12);
  return Array.from({ length: n }, (_, i) => {
    const [sent, delivered] = busy[i] ?? [0, 0];
    return { hour: new Date(last - (n - 1 - i) * HOUR).toISOString(), sent, delivered };
  });
}

function status(values: Partial<CampaignStatus['totals']> = {}, type = 2): CampaignStatus {
  return {
    campaign: {
      id: 42,
      name: 'OTP sender',
      type,
      isTransactional: type === 2,
      status: 5,
      archived: false,
      timeZone: 'Africa/Johannesburg',
      nextSegmentBuildAt: null,
    },
    totals: {
      queued: 19,
      inFlight: 3,
      awaitingReports: 0,
      sent: 15,
      delivered: 11,
      undelivered: 1,
      failed: 1,
      suppressed: 2,
      clicks: 3,
      uniqueClicks: 2,
      segments: 18,
      cost: 4.6234,
      deliveryRate: 11 / 15,
      currencySymbol: 'R',
      ...values,
    },
    series: hours(48, { 45: [9, 6], 47: [2, 1] }),
    segment: null,
  };
}

function setup(routes: MockRoutes, path = '/smsmarketing/smscampaigns/status?smscampaignid=42') {
  const fetchMock = mockApi({ ...sessionRoutes(clientUser), ...routes });
  return { ...renderApp(path), fetchMock, user: userEvent.setup() };
}

const figure = (name: string) => screen.getByTestId(`status-${name}`);

describe('SMS Campaign Status', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the counters, the delivery rate, the cost and a column pair per hour', async () => {
    setup({ 'GET /api/sms/campaigns/42/status': { body: status() } });
    // The first test loads the page's code cold.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'OTP sender' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('status-campaign-name')).toHaveAttribute(
      'href',
      '/smsmarketing/sms-campaigns/42',
    );
    expect(figure('queued')).toHaveTextContent('19');
    expect(figure('queued-note')).toHaveTextContent('3 in flight');
    expect(figure('sent')).toHaveTextContent('15');
    expect(figure('delivered')).toHaveTextContent('11');
    expect(figure('delivery-rate')).toHaveTextContent('73.3%');
    expect(figure('failed')).toHaveTextContent('2');
    expect(figure('failed-note')).toHaveTextContent('1 undelivered, 1 not sent');
    expect(figure('suppressed')).toHaveTextContent('2');
    expect(figure('clicks')).toHaveTextContent('3');
    expect(figure('clicks-note')).toHaveTextContent('2 unique clicks');
    expect(figure('cost')).toHaveTextContent('R4.62');
    const chart = screen.getByRole('img', {
      name: /Messages sent and delivered per hour: 11 sent and 7 delivered/,
    });
    expect(within(chart).getAllByTestId('chart-hour')).toHaveLength(48);
    expect(screen.getByTestId('status-live')).toBeInTheDocument();
    // Spec 2: the title is preserved (no company name).
    await waitFor(() => expect(document.title).toBe('SMS Campaign Status'));
  });

  it('prepares the dispatch log (proof of dispatch) on request, then offers its download', async () => {
    const settings = {
      body: {
        ...accountSettings,
        limitDownloads: false,
        apiHost: 'https://api.test',
        smsShortUrlHost: 'https://s.test',
      },
    };
    const completed = {
      id: 7,
      status: 'Completed',
      rows: 1234,
      createdDate: '2027-03-19T06:00:00.000Z',
      finishedDate: '2027-03-19T06:00:09.000Z',
      errorText: null,
      downloadUrl: '/api/sms/campaigns/42/dispatch-log/7/download',
    };
    const { user, fetchMock } = setup({
      'GET /api/sms/campaigns/42/status': { body: status() },
      'GET /api/settings': settings,
      'GET /api/sms/campaigns/42/dispatch-log': { body: { build: completed } },
      'POST /api/sms/campaigns/42/dispatch-log': {
        status: 202,
        body: {
          build: { ...completed, id: 8, status: 'Queued', rows: 0, finishedDate: null, downloadUrl: null },
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Download dispatch log' })).toHaveAttribute(
      'href',
      '/api/sms/campaigns/42/dispatch-log/7/download',
    );
    expect(screen.getByTestId('dispatch-log-ready')).toHaveTextContent(
      'Dispatch log of 1 234 messages, prepared 2027-03-19 08:00.',
    );
    await user.click(screen.getByRole('button', { name: 'Prepare a new dispatch log' }));
    // Being prepared: no second request can be started from the page, nothing to download yet.
    expect(await screen.findByRole('button', { name: 'Preparing the dispatch log…' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Download dispatch log' })).toBeNull();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => String(url).endsWith('/dispatch-log') && init?.method === 'POST',
      ),
    ).toHaveLength(1);
  });

  it('hides the dispatch log when the account’s downloads are limited', async () => {
    setup({
      'GET /api/sms/campaigns/42/status': { body: status() },
      'GET /api/settings': {
        body: {
          ...accountSettings,
          limitDownloads: true,
          apiHost: 'https://api.test',
          smsShortUrlHost: 'https://s.test',
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'OTP sender' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Download dispatch log' })).toBeNull());
  });

  it('asks for another period', async () => {
    const { fetchMock, user } = setup({ 'GET /api/sms/campaigns/42/status': { body: status() } });
    await screen.findByRole('heading', { level: 1, name: 'OTP sender' });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/sms/campaigns/42/status?hours=168',
      ),
    );
  });

  it('refreshes every 3 seconds while messages are in flight or await delivery reports, and not otherwise', () => {
    expect(statusRefreshInterval(status({ inFlight: 3 }))).toBe(3000);
    expect(statusRefreshInterval(status({ inFlight: 0, awaitingReports: 2 }))).toBe(3000);
    expect(statusRefreshInterval(status({ inFlight: 0 }))).toBe(0);
    expect(statusRefreshInterval(undefined)).toBe(0);
  });

  it('stays live while sent messages await their delivery reports, and says how many', async () => {
    setup({ 'GET /api/sms/campaigns/42/status': { body: status({ inFlight: 0, awaitingReports: 2 }) } });
    await screen.findByRole('heading', { level: 1, name: 'OTP sender' });
    expect(figure('queued-note')).toHaveTextContent('None in flight');
    expect(figure('delivered-note')).toHaveTextContent('2 awaiting a delivery report');
    expect(screen.getByTestId('status-live')).toBeInTheDocument();
  });

  it('explains how to send when nothing was sent yet (transactional: API keys and a test)', async () => {
    const empty = status({
      queued: 0,
      inFlight: 0,
      awaitingReports: 0,
      sent: 0,
      delivered: 0,
      undelivered: 0,
      failed: 0,
      suppressed: 0,
      clicks: 0,
      uniqueClicks: 0,
      segments: 0,
      cost: 0,
      deliveryRate: null,
    });
    setup({ 'GET /api/sms/campaigns/42/status': { body: { ...empty, series: hours(48) } } });
    expect(await screen.findByRole('heading', { name: 'No messages sent yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API keys in Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Send a test from the editor' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-campaigns/42',
    );
    expect(screen.queryByTestId('status-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('status-live')).not.toBeInTheDocument();
  });

  it('says when the campaign does not exist or belongs to another account', async () => {
    setup({ 'GET /api/sms/campaigns/42/status': { status: 404, body: errorBody('NOT_FOUND', 'Nope') } });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
  });

  it('says so for a missing or malformed campaign id without asking the API', async () => {
    const { fetchMock } = setup({}, '/smsmarketing/smscampaigns/status?smscampaignid=abc');
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/status'))).toEqual([]);
  });
});
