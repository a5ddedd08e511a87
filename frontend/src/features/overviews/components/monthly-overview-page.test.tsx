import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERVIEW_TEXTS, STORAGE_KEYS } from '@contracts/overviews/overviews.schemas';
import { southAfricanToday } from '@contracts/overviews/overview-params.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { overviewDays, overviewRow, ResizeObserverStub } from '../testing/overview-fixtures';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function setup(path: string, options: { empty?: boolean } = {}) {
  const bodies: Record<string, unknown>[] = [];
  let polls = 0;
  mockApi({
    ...sessionRoutes(clientUser),
    'POST /api/sms/overview/campaign/monthly': (init) => {
      const body = JSON.parse(String(init?.body)) as { year: number; month: number; refresh?: boolean };
      bodies.push(body);
      const rows = options.empty
        ? []
        : [
            overviewRow(),
            overviewRow({ smsCampaignId: 12, campaignName: 'Yes deal', grossProfit: 3, totalRevenue: 15.5 }),
          ];
      return {
        body: {
          monthName: MONTHS[body.month - 1],
          year: body.year,
          startDate: `${body.year}-${String(body.month).padStart(2, '0')}-01`,
          endDate: `${body.year}-${String(body.month).padStart(2, '0')}-28`,
          data: rows,
          totals: overviewRow({ smsCampaignId: null, campaignName: 'Total', totalInQueue: 2400 }),
          days: overviewDays(`${body.year}-${String(body.month).padStart(2, '0')}-01`, 28, {
            [`${body.year}-${String(body.month).padStart(2, '0')}-10`]: options.empty
              ? { sent: 0, delivered: 0 }
              : { sent: 1000, delivered: 950 },
          }),
          rebuild: body.refresh
            ? {
                id: 5,
                status: 'Queued',
                periodFrom: '2024-03-01',
                periodTo: '2024-03-31',
                daysDone: 0,
                daysTotal: 31,
                errorText: null,
              }
            : null,
        },
      };
    },
    'GET /api/sms/overview/rebuilds/5': () => {
      polls += 1;
      return {
        body: {
          id: 5,
          status: polls > 1 ? 'Completed' : 'InProgress',
          periodFrom: '2024-03-01',
          periodTo: '2024-03-31',
          daysDone: polls > 1 ? 31 : 12,
          daysTotal: 31,
          errorText: null,
        },
      };
    },
  });
  return { bodies, user: userEvent.setup(), ...renderApp(path) };
}

describe('Monthly Overview By Campaign', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws sent and delivered per day and the rates per campaign above the table, with text alternatives', async () => {
    setup('/smsmarketing/monthly-overview-by-campaign?month=3&year=2024');
    const days = await screen.findByRole('figure', { name: 'Sent and delivered per day' });
    expect(days).toHaveTextContent(
      '1 000 sent and 950 delivered from Fri 1 Mar 2024 to Thu 28 Mar 2024; the busiest day was Sun 10 Mar 2024 with 1 000 sent.',
    );
    const perDay = within(days).getByRole('table', { name: 'Messages per day (days with messages)' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(2);
    expect(within(perDay).getByRole('row', { name: /10 Mar 2024/ })).toHaveTextContent('1 000950');
    const rates = await screen.findByRole('figure', { name: 'Rates per campaign' });
    const rateTable = within(rates).getByRole('table', { name: 'Rates per campaign' });
    expect(within(rateTable).getByRole('row', { name: /Winter sale/ })).toHaveTextContent(
      'Winter sale95.00%5.26%12.63%',
    );
    expect(within(rates).getByText('Show the rates')).toBeInTheDocument();
    // The charts come before the table.
    const table = screen.getByRole('table', { name: 'Campaigns of the month' });
    expect(days.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the month from the query, the campaigns with the important columns, totals and the note', async () => {
    const { bodies } = setup('/smsmarketing/monthly-overview-by-campaign?month=3&year=2024');
    const table = await screen.findByRole('table', { name: 'Campaigns of the month' });
    const row = await within(table).findByRole('row', { name: /Winter sale/ });
    expect(row).toHaveTextContent('1 000');
    expect(row).toHaveTextContent('95.00%');
    expect(row).toHaveTextContent('-R12.50');
    expect(within(row).getByText('-R12.50')).toHaveAttribute('data-profit', '-12.5');
    expect(within(table).getByText('R3.00')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Queued' })).toBeNull();
    expect(screen.getByTestId('totals-row')).toHaveTextContent('Total');
    expect(screen.getByTestId('period-title')).toHaveTextContent('March 2024');
    expect(screen.getByTestId('consolidation-note')).toHaveTextContent(OVERVIEW_TEXTS.consolidationNote);
    expect(bodies[0]).toEqual({ year: 2024, month: 3 });
    await waitFor(() => expect(document.title).toBe('Monthly Overview By Campaign | Acme Messaging'));
  });

  it('remembers the columns switch under smsOverMonCampResponsive', async () => {
    const { user } = setup('/smsmarketing/monthly-overview-by-campaign?month=3&year=2024');
    await within(await screen.findByRole('table', { name: 'Campaigns of the month' })).findByRole('row', {
      name: /Winter sale/,
    });
    await user.click(screen.getByRole('button', { name: 'Show all columns' }));
    for (const header of ['Queued', 'Opt-outs', 'Gross Profit Margin', 'Cost per Lead', 'Cost per Click'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.monthlyColumns)).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Show important columns' }));
    expect(screen.queryByRole('columnheader', { name: 'Queued' })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.monthlyColumns)).toBe('true');
  });

  it('Prev and Next wrap over the year; bad query parameters fall back to the current month', async () => {
    const { user, router, bodies } = setup('/smsmarketing/monthly-overview-by-campaign?month=1&year=2024');
    await within(await screen.findByRole('table', { name: 'Campaigns of the month' })).findByRole('row', {
      name: /Winter sale/,
    });
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=12&year=2023'));
    await screen.findByText('December 2023');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=1&year=2024'));
    await router.navigate('/smsmarketing/monthly-overview-by-campaign?month=13&year=abc');
    const today = southAfricanToday();
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }),
    );
  });

  it('offers the years from 2010', async () => {
    const { user } = setup('/smsmarketing/monthly-overview-by-campaign?month=3&year=2024');
    await within(await screen.findByRole('table', { name: 'Campaigns of the month' })).findByRole('row', {
      name: /Winter sale/,
    });
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('2010');
    expect(options.at(-1)).toHaveTextContent(southAfricanToday().slice(0, 4));
  });

  it('says when there is no data', async () => {
    setup('/smsmarketing/monthly-overview-by-campaign?month=3&year=2024', { empty: true });
    expect(await screen.findByText('There is no data for this time period.')).toBeInTheDocument();
    expect(screen.queryByTestId('totals-row')).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByText('Sent and delivered per day')).toBeNull();
    expect(screen.queryByText('Rates per campaign')).toBeNull();
  });

  it('Rebuild queues the month and shows its progress until it completes', async () => {
    const { user, bodies } = setup('/smsmarketing/monthly-overview-by-campaign?month=3&year=2024');
    await within(await screen.findByRole('table', { name: 'Campaigns of the month' })).findByRole('row', {
      name: /Winter sale/,
    });
    await user.click(screen.getByRole('button', { name: 'Rebuild' }));
    expect(bodies.some((b) => b.refresh === true)).toBe(true);
    expect(await screen.findByText('Rebuilding: 12 of 31 days')).toBeInTheDocument();
    expect(await screen.findByText('Rebuilt 31 days.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
