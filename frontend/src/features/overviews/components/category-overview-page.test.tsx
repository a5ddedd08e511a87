import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@contracts/overviews/overviews.schemas';
import { southAfricanToday } from '@contracts/overviews/overview-params.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { categoryCounters, overviewRow } from '../testing/overview-fixtures';

function setup(path: string) {
  const bodies: { fromInclusive: string; toInclusive: string }[] = [];
  mockApi({
    ...sessionRoutes(clientUser),
    'POST /api/sms/overview/category': (init) => {
      const body = JSON.parse(String(init?.body)) as { fromInclusive: string; toInclusive: string };
      bodies.push(body);
      return {
        body: {
          ...body,
          items: [
            {
              categoryId: 1,
              categoryName: 'Retail',
              campaigns: [overviewRow(), overviewRow({ smsCampaignId: 12, campaignName: 'Yes deal' })],
              ...categoryCounters({ queued: 2400, grossProfit: 4, revenue: 16.5 }),
            },
          ],
          totals: categoryCounters({ queued: 2400 }),
        },
      };
    },
  });
  return { bodies, user: userEvent.setup(), ...renderApp(path) };
}

describe('SMS Overview By Category', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is a single day (today) by default; rows expand to their campaigns; totals in Rand', async () => {
    const { user, bodies } = setup('/smsmarketing/overview-by-category');
    const today = southAfricanToday();
    const row = await screen.findByRole('row', { name: /Retail/ });
    expect(bodies[0]).toEqual({ fromInclusive: today, toInclusive: today });
    expect(screen.getByRole('radio', { name: 'Single Day' })).toBeChecked();
    expect(row).toHaveTextContent('2 400');
    expect(within(row).getByText('R4.00')).toHaveAttribute('data-profit', '4');
    expect(screen.queryByRole('row', { name: /Winter sale/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the campaigns of Retail' }));
    expect(screen.getAllByTestId('campaign-row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Winter sale' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/status?smscampaignid=11',
    );
    expect(screen.getByTestId('totals-row')).toHaveTextContent('-R12.50');
  });

  it('month mode reads month and year; range mode from and to; the mode is remembered under dateMode', async () => {
    const { user, bodies, router } = setup('/smsmarketing/overview-by-category?mode=month&month=2&year=2024');
    await screen.findByRole('row', { name: /Retail/ });
    expect(bodies[0]).toEqual({ fromInclusive: '2024-02-01', toInclusive: '2024-02-29' });
    await user.click(screen.getByRole('radio', { name: 'Date Range' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?mode=range&from=2024-02-01&to=2024-02-02'),
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.dateMode)).toBe('range');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ fromInclusive: '2024-02-01', toInclusive: '2024-02-02' }),
    );
  });

  it('bad parameters fall back: a bad month is the current month, bad range dates today and tomorrow', async () => {
    const { bodies, router } = setup('/smsmarketing/overview-by-category?mode=month&month=13&year=2024');
    await screen.findByRole('row', { name: /Retail/ });
    const today = southAfricanToday();
    expect(bodies[0]!.fromInclusive).toBe(`2024-${today.slice(5, 7)}-01`);
    await router.navigate('/smsmarketing/overview-by-category?mode=range&from=nope&to=2024-99-01');
    await waitFor(() => expect(bodies.at(-1)!.fromInclusive).toBe(today));
  });
});
