import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportJob, SmsListRow } from '@contracts/lists/lists.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { listRow } from '../../testing/list-fixtures';
import { LIST_NOT_FOUND_TEXT } from '../shared/list-not-found';
import { NO_IMPORTS_TEXT } from './import-history';

const job = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  listId: 11,
  listKind: 'Sms',
  listName: 'Spring sale buyers',
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

function setup({
  list = listRow({ description: 'Bought in the spring sale', exclusionList: true }),
  jobs = [job()],
  limitDownloads = false,
  path = '/smsmarketing/sms-lists/status?smsListId=11',
  extra = {},
}: {
  list?: SmsListRow;
  jobs?: ImportJob[];
  limitDownloads?: boolean;
  path?: string;
  extra?: MockRoutes;
} = {}) {
  const fetchMock = mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/settings': {
      body: {
        optoutConfirmation: true,
        limitDownloads,
        apiHost: 'a',
        smsShortUrlHost: 'b',
        senderName: 'Acme',
        optoutLine: 'Acme: Reply STOP to opt out',
      },
    },
    'GET /api/sms/lists/11': { body: list },
    'GET /api/lists/import-jobs': { body: jobs },
    ...extra,
  });
  return { ...renderApp(path), fetchMock };
}

/** The Status entry of the list's details. */
const statusOfList = () => screen.getByText('Status', { selector: 'dt' }).nextElementSibling;

const calledUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe('SMS list stats', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the details, markers and figures of the list', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByRole('heading', { name: 'Spring sale buyers', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('list-description')).toHaveTextContent('Bought in the spring sale');
    expect(screen.getByText('DMA Exclusion')).toBeInTheDocument();
    expect(screen.getByText('South Africa (ZA)')).toBeInTheDocument();
    expect(screen.getByText('2026-03-01 08:30')).toBeInTheDocument();
    expect(statusOfList()).toHaveTextContent(/^Completed$/);
    expect(screen.getByTestId('figure-contacts-value')).toHaveTextContent('12 450');
    expect(screen.getByTestId('figure-optouts-value')).toHaveTextContent('120');
    expect(screen.getByTestId('figure-dma-optouts-value')).toHaveTextContent('30');
    expect(screen.getByRole('region', { name: 'Optouts' })).toHaveTextContent('1.0% of contacts');
    expect(screen.getByRole('region', { name: 'DMA Optouts' })).toHaveTextContent('0.2% of contacts');
    expect(calledUrls(fetchMock)).toContain('/api/lists/import-jobs?listId=11');
    await waitFor(() => expect(document.title).toBe('SMS List Stats | Acme Messaging'));
  });

  it('labels the statuses of a list being processed that needs a refresh', async () => {
    setup({ list: listRow({ status: 1, needsRefresh: true }) });
    await screen.findByRole('heading', { name: 'Spring sale buyers', level: 1 });
    expect(statusOfList()).toHaveTextContent(/^Processing\.\.\.Pending refresh\.\.\.$/);
    expect(screen.queryByText('DMA Exclusion')).toBeNull();
    expect(screen.getByTestId('list-description')).toHaveTextContent('No description.');
  });

  it('links to edit, contacts, import and export', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Spring sale buyers', level: 1 });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute(
        'href',
        '/smsmarketing/sms-lists/Contacts?smslistid=11',
      ),
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/Edit?smslistid=11',
    );
    expect(screen.getByRole('link', { name: 'Import contacts' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/11/importContacts',
    );
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/ExportContacts?smslistid=11',
    );
  });

  it('hides contacts, export and the rejected rows when downloads are limited', async () => {
    setup({ limitDownloads: true });
    await screen.findByRole('heading', { name: 'Spring sale buyers', level: 1 });
    const spring = (await screen.findByRole('cell', { name: /spring\.csv/ })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contacts' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
    expect(within(spring).queryByRole('link', { name: 'Download rejected rows' })).toBeNull();
  });

  it('shows each import with its counts, times, error and rejected rows', async () => {
    setup({
      jobs: [
        job({
          id: 8,
          sourceName: 'autumn.xlsx',
          status: 'Failed',
          errorMessage: 'No Cellphone values.',
          hasRejectedRows: false,
        }),
        job(),
      ],
    });
    const spring = (await screen.findByText('spring.csv')).closest('tr')!;
    await within(spring).findByRole('link', { name: 'Download rejected rows' });
    const cells = within(spring)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'spring.csvFileDownload rejected rows',
      'Completed',
      '5 000',
      '4 870',
      '100',
      '30',
      '12',
      '4',
      'Created2026-03-02 09:00Started2026-03-02 09:01Finished2026-03-02 09:09',
    ]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Source',
      'Status',
      'Rows',
      'Imported',
      'Duplicates',
      'Invalid',
      'Optouts',
      'DMA Optouts',
      'Times',
    ]);
    expect(within(spring).getByRole('link', { name: 'Download rejected rows' })).toHaveAttribute(
      'href',
      '/api/lists/import-jobs/7/rejected-rows',
    );
    const autumn = screen.getByText('autumn.xlsx').closest('tr')!;
    expect(within(autumn).getByText('Failed')).toBeInTheDocument();
    expect(within(autumn).getByTestId('job-error')).toHaveTextContent('No Cellphone values.');
    expect(within(autumn).queryByRole('link', { name: 'Download rejected rows' })).toBeNull();
  });

  it('says when nothing has been imported yet', async () => {
    setup({ jobs: [] });
    expect(await screen.findByText(NO_IMPORTS_TEXT)).toBeInTheDocument();
  });

  it('refreshes while an import runs and stops when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    setup({
      extra: {
        'GET /api/lists/import-jobs': () => {
          answers += 1;
          return {
            body: [
              answers === 1
                ? job({
                    status: 'InProgress',
                    rowsProcessed: 2000,
                    finishedDate: null,
                    hasRejectedRows: false,
                  })
                : job(),
            ],
          };
        },
      },
    });
    expect(await screen.findByText('40% of 5 000 rows')).toBeInTheDocument();
    expect(screen.getByText(/this page refreshes itself/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(await screen.findByRole('link', { name: 'Download rejected rows' })).toBeInTheDocument();
    expect(screen.queryByText('40% of 5 000 rows')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(answers).toBe(2);
  });

  it('says the list does not exist when the API answers 404', async () => {
    setup({
      extra: {
        'GET /api/sms/lists/11': { status: 404, body: errorBody('NOT_FOUND', 'The list was not found.') },
      },
    });
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
    expect(screen.getByText(LIST_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to SMS Lists' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists',
    );
  });

  it.each(['', '?smsListId=', '?smsListId=abc', '?smsListId=0', '?smsListId=-3', '?smsListId=1.5'])(
    'says the list does not exist for the query %j without asking the API',
    async (query) => {
      const { fetchMock } = setup({ path: `/smsmarketing/sms-lists/status${query}` });
      expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
      expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/sms/lists'))).toEqual([]);
    },
  );

  it('reads the list id whatever the case of the parameter', async () => {
    setup({ path: '/smsmarketing/sms-lists/status?smslistid=11' });
    expect(await screen.findByRole('heading', { name: 'Spring sale buyers', level: 1 })).toBeInTheDocument();
  });
});
