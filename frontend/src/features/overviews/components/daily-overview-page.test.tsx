import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERVIEW_TEXTS, STORAGE_KEYS } from '@contracts/overviews/overviews.schemas';
import { southAfricanToday } from '@contracts/overviews/overview-params.schemas';
import { addDays } from '@contracts/platform/time/zoned-time';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { overviewDays, overviewRow, ResizeObserverStub } from '../testing/overview-fixtures';

function setup(path: string) {
  const bodies: { date: string; endDate: string; rangeMode: boolean }[] = [];
  mockApi({
    ...sessionRoutes(clientUser),
    'POST /api/sms/overview/campaign/daily': (init) => {
      const body = JSON.parse(String(init?.body)) as { date: string; endDate: string; rangeMode: boolean };
      bodies.push(body);
      return {
        body: {
          monthName: 'March',
          year: 2024,
          startDate: body.date,
          endDate: body.endDate,
          data: body.date === '2024-03-21' ? [] : [overviewRow()],
          totals: overviewRow({ smsCampaignId: null, campaignName: 'Total' }),
          rebuild: null,
          isExclusionDay: body.date === '2024-03-21',
          days: body.rangeMode
            ? overviewDays(body.date, 3, { [body.date]: { sent: 1000, delivered: 950 } })
            : [{ date: body.date, sent: 1000, delivered: 950 }],
        },
      };
    },
  });
  return { bodies, user: userEvent.setup(), ...renderApp(path) };
}

describe('Daily Overview By Campaign', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws sent and delivered per day in range mode only', async () => {
    const { router } = setup('/smsmarketing/daily-overview-by-campaign?date=2024-03-10&endDate=2024-03-12');
    const figure = await screen.findByRole('figure', { name: 'Sent and delivered per day' });
    expect(figure).toHaveTextContent('1 000 sent and 950 delivered from Sun 10 Mar 2024 to Tue 12 Mar 2024');
    await router.navigate('/smsmarketing/daily-overview-by-campaign?date=2024-03-10');
    await waitFor(() => expect(screen.queryByRole('figure')).toBeNull());
    await screen.findByRole('row', { name: /Winter sale/ });
    expect(screen.queryByText('Sent and delivered per day')).toBeNull();
  });

  it('single day with Prev and Next, and the exclusion-day warning', async () => {
    const { user, router, bodies } = setup('/smsmarketing/daily-overview-by-campaign?date=2024-03-20');
    await screen.findByRole('row', { name: /Winter sale/ });
    expect(bodies[0]).toEqual({ date: '2024-03-20', endDate: '2024-03-20', rangeMode: false });
    expect(screen.queryByText(OVERVIEW_TEXTS.exclusionDay)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2024-03-21'));
    expect(
      await screen.findByText(
        'This day is a weekend day or a public holiday or otherwise an exclusion day. Therefore no SMS were sent on this day.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no data for this time period.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2024-03-20'));
  });

  it('date range mode: an end not after the start becomes the start plus one day; the end has a minimum', async () => {
    const { user, router, bodies } = setup(
      '/smsmarketing/daily-overview-by-campaign?date=2024-03-10&endDate=2024-03-01',
    );
    await screen.findByRole('row', { name: /Winter sale/ });
    expect(bodies[0]).toEqual({ date: '2024-03-10', endDate: '2024-03-11', rangeMode: true });
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2024-03-10');
    expect(screen.queryByRole('button', { name: 'Prev' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Single Day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2024-03-10'));
  });

  it('bad dates fall back to today (and tomorrow)', async () => {
    const { bodies } = setup('/smsmarketing/daily-overview-by-campaign?date=2024-02-31&endDate=never');
    await screen.findByRole('row', { name: /Winter sale/ });
    const today = southAfricanToday();
    expect(bodies[0]).toEqual({ date: today, endDate: addDays(today, 1), rangeMode: true });
  });

  it('remembers the columns switch under smsOverDailyCampResponsive', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dailyColumns, 'false');
    setup('/smsmarketing/daily-overview-by-campaign?date=2024-03-20');
    await screen.findByRole('row', { name: /Winter sale/ });
    expect(screen.getByRole('columnheader', { name: 'Cost per Click' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all columns' })).toHaveAttribute('aria-pressed', 'true');
  });
});
