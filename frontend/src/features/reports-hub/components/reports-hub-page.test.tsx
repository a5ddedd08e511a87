import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUB_TEXTS, type HubCampaign, type HubResponse } from '@contracts/reports-hub/reports-hub.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const figures = {
  sent: 12345,
  delivered: 12000,
  deliveryRate: 97.21,
  replies: 300,
  replyRate: 2.5,
  leads: 250,
  optouts: 50,
  clicks: 900,
  clickRate: 7.5,
  cost: 3086.25,
  revenue: 1000,
  profit: -2086.25,
};
const campaign = (id: number, name: string, value: number): HubCampaign => ({
  ...figures,
  campaignId: id,
  campaignName: name,
  categoryName: 'Retail',
  value,
});

function setup(options: { empty?: boolean; status?: number } = {}) {
  const urls: URL[] = [];
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/reports/hub': (_init, url) => {
      urls.push(url!);
      if (options.status)
        return {
          status: options.status,
          body: errorBody('VALIDATION_FAILED', 'x', { from: [HUB_TEXTS.fromAfterTo] }),
        };
      const body: HubResponse = {
        from: url!.searchParams.get('from')!,
        to: url!.searchParams.get('to')!,
        metric: (url!.searchParams.get('metric') ?? 'deliveryRate') as HubResponse['metric'],
        currencySymbol: 'R',
        totals: options.empty ? null : figures,
        trend: { unit: 'day', points: [] },
        rankedCampaigns: options.empty ? 0 : 3,
        best: options.empty ? [] : [campaign(1, 'Alpha', 99), campaign(2, 'Beta', 90)],
        worst: options.empty ? [] : [campaign(3, 'Gamma', 40)],
      };
      return { body };
    },
  });
  return urls;
}

describe('Reports (the hub)', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', ResizeObserverStub));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the period's figures, the ranked campaigns and the links for the period", async () => {
    const urls = setup();
    renderApp('/reports?period=custom&from=2026-02-01&to=2026-02-28');
    const list = await screen.findByTestId('headline-figures');
    expect(within(list).getByTestId('figure-sent')).toHaveTextContent('12 345');
    expect(within(list).getByTestId('figure-deliveryRate')).toHaveTextContent('97.21%');
    expect(within(list).getByTestId('figure-profit')).toHaveTextContent('-R2 086.25');
    expect(urls[0]!.search).toBe('?from=2026-02-01&to=2026-02-28&metric=deliveryRate');
    const best = screen.getByRole('table', { name: 'Best campaigns by delivery rate' });
    expect(
      within(best)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Alpha', 'Beta']);
    expect(within(best).getByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/status?smscampaignid=1',
    );
    const links = screen.getByRole('navigation', { name: 'Detailed reports' });
    expect(within(links).getByRole('link', { name: 'Monthly Overview By Campaign' })).toHaveAttribute(
      'href',
      '/smsmarketing/monthly-overview-by-campaign?month=2&year=2026',
    );
    expect(within(links).getByRole('link', { name: 'SMS Overview By Category' })).toHaveAttribute(
      'href',
      '/smsmarketing/overview-by-category?mode=range&from=2026-02-01&to=2026-02-28',
    );
  });

  it('asks again when the metric changes', async () => {
    const urls = setup();
    const { router } = renderApp('/reports?period=custom&from=2026-02-01&to=2026-02-28');
    await screen.findByTestId('headline-figures');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rank campaigns by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Leads' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('metric')).toBe('leads'));
    expect(router.state.location.search).toContain('metric=leads');
    expect(await screen.findByRole('table', { name: 'Best campaigns by leads' })).toBeInTheDocument();
  });

  it('switches to a custom period starting from the shown days', async () => {
    const urls = setup();
    const { router } = renderApp('/reports?period=lastMonth');
    await screen.findByTestId('headline-figures');
    const shown = { from: urls[0]!.searchParams.get('from'), to: urls[0]!.searchParams.get('to') };
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom' }));
    expect(await screen.findByLabelText('From')).toHaveValue(shown.from);
    expect(screen.getByLabelText('To')).toHaveValue(shown.to);
    expect(router.state.location.search).toBe(
      `?period=custom&from=${shown.from}&to=${shown.to}&metric=deliveryRate`,
    );
  });

  it('says when the period is empty, with no figures', async () => {
    setup({ empty: true });
    renderApp('/reports');
    expect(await screen.findByText(HUB_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('headline-figures')).not.toBeInTheDocument();
  });

  it("shows the API's text for a bad period", async () => {
    setup({ status: 400 });
    renderApp('/reports?period=custom&from=2026-03-01&to=2026-02-01');
    expect(await screen.findByTestId('hub-input-error')).toHaveTextContent(HUB_TEXTS.fromAfterTo);
  });
});
