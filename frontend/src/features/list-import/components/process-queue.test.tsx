import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '@contracts/lists/lists.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { isJobRunning, progressPercent } from '@/lib/import-jobs';

const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: 1,
  listId: 11,
  listKind: 'Sms',
  listName: 'Spring',
  source: 'File',
  sourceName: 'spring.csv',
  status: 'Completed',
  rowsTotal: 5000,
  rowsProcessed: 5000,
  rowsImported: 4870,
  rowsDuplicate: 100,
  rowsInvalid: 30,
  optouts: 12,
  dmaOptouts: 4,
  errorMessage: null,
  createdDate: '2026-03-02T07:00:00Z',
  startedDate: '2026-03-02T07:01:00Z',
  finishedDate: '2026-03-02T07:09:00Z',
  hasRejectedRows: true,
  ...overrides,
});

describe('List Process Queue', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('shows every job with progress, counts, times, errors and the rejected rows link', async () => {
    mockApi({
      ...sessionRoutes(clientUser),
      'GET /api/settings': {
        body: {
          optoutConfirmation: true,
          limitDownloads: false,
          apiHost: 'a',
          smsShortUrlHost: 'b',
          senderName: 'Acme',
          optoutLine: 'Acme: Reply STOP to opt out',
        },
      },
      'GET /api/lists/import-jobs': {
        body: [
          job(),
          job({
            id: 2,
            listName: 'Autumn',
            status: 'Failed',
            rowsProcessed: 1200,
            errorMessage: 'No Cellphone values.',
            hasRejectedRows: false,
            finishedDate: null,
          }),
          job({ id: 3, listName: 'Winter', status: 'InProgress', rowsProcessed: 2100, finishedDate: null }),
        ],
      },
    });
    renderApp('/listprocessqueue');
    const spring = (await screen.findByText('Spring')).closest('tr')!;
    expect(within(spring).getByText('Completed')).toBeInTheDocument();
    expect(within(spring).getByText('5 000 / 5 000 rows (100%)')).toBeInTheDocument();
    expect(within(spring).getByText('4 870')).toBeInTheDocument();
    expect(within(spring).getByText('2026-03-02 09:00')).toBeInTheDocument();
    expect(within(spring).getByText('2026-03-02 09:09')).toBeInTheDocument();
    expect(await within(spring).findByRole('link', { name: 'Rejected rows' })).toHaveAttribute(
      'href',
      '/api/lists/import-jobs/1/rejected-rows',
    );
    const autumn = screen.getByText('Autumn').closest('tr')!;
    expect(within(autumn).getByText('No Cellphone values.')).toBeInTheDocument();
    expect(within(autumn).queryByRole('link', { name: 'Rejected rows' })).toBeNull();
    expect(within(screen.getByText('Winter').closest('tr')!).getByText('Processing...')).toBeInTheDocument();
  });

  it('hides the rejected rows link when the account’s downloads are limited', async () => {
    const fetchMock = mockApi({
      ...sessionRoutes(clientUser),
      'GET /api/settings': {
        body: {
          optoutConfirmation: true,
          limitDownloads: true,
          apiHost: 'a',
          smsShortUrlHost: 'b',
          senderName: 'Acme',
          optoutLine: 'Acme: Reply STOP to opt out',
        },
      },
      'GET /api/lists/import-jobs': { body: [job()] },
    });
    renderApp('/listprocessqueue');
    const spring = (await screen.findByText('Spring')).closest('tr')!;
    expect(within(spring).getByText('Completed')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/settings'))).toBe(true),
    );
    // The settings answered; the table is drawn again with them and the link stays hidden.
    expect(await screen.findByText('Spring')).toBeInTheDocument();
    expect(within(spring).queryByRole('link', { name: 'Rejected rows' })).toBeNull();
  });

  it('polls only while a job is queued or running', () => {
    expect(
      ['Queued', 'InProgress', 'Completed', 'Failed'].map((status) =>
        isJobRunning(job({ status: status as ImportJob['status'] })),
      ),
    ).toEqual([true, true, false, false]);
    expect(progressPercent({ rowsProcessed: 1, rowsTotal: 3 })).toBe(33);
    expect(progressPercent({ rowsProcessed: 0, rowsTotal: 0 })).toBe(0);
  });
});
