import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListListsRequest, SmsListRow } from '@contracts/lists/lists.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { listRow } from '../../testing/list-fixtures';

const rows: SmsListRow[] = [
  listRow(),
  listRow({ id: 12, name: 'New style', newProcess: true, status: 0 }),
  listRow({ id: 13, name: 'Exclusions', exclusionList: true, status: 1 }),
  listRow({ id: 14, name: 'Stale', needsRefresh: true }),
];

function setup({
  limitDownloads = false,
  extra = {},
}: { limitDownloads?: boolean; extra?: MockRoutes } = {}) {
  const requests: ListListsRequest[] = [];
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
    'POST /api/sms/lists/all': (init) => {
      requests.push(JSON.parse(String(init?.body)) as ListListsRequest);
      return { body: { rows, totalRows: 34 } };
    },
    ...extra,
  });
  const view = renderApp('/smsmarketing/sms-lists');
  return { ...view, requests, fetchMock, user: userEvent.setup() };
}

const rowOf = (name: string) =>
  screen.getByText(name, { selector: '[data-testid="list-name"]' }).closest('tr')!;

describe('SMS Lists page', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for page 1 of 10 sorted by name and shows the columns and 5 page buttons', async () => {
    const { requests } = setup();
    await screen.findByText('Number of lists: 34');
    expect(requests[0]).toEqual({
      sort: { field: 'name', direction: 'asc' },
      filter: '',
      pagination: { page: 1, rowsPerPage: 10 },
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'List Id',
      'Name',
      'Date Created',
      'Contacts',
      'Optouts',
      'DMA Optouts',
      'Status',
      'Actions',
    ]);
    expect(screen.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create List' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/new',
    );
    expect(screen.getByRole('link', { name: 'List Process Queue' })).toHaveAttribute(
      'href',
      '/listprocessqueue',
    );
    await waitFor(() => expect(document.title).toBe('SMS Lists | Acme Messaging'));
  });

  it('marks names and labels statuses', async () => {
    setup();
    await screen.findByText('Number of lists: 34');
    expect(within(rowOf('New style')).getByTestId('new-process')).toHaveTextContent('*');
    expect(within(rowOf('Spring sale buyers')).queryByTestId('new-process')).toBeNull();
    expect(within(rowOf('Exclusions')).getByText('DMA Exclusion')).toBeInTheDocument();
    const cells = within(rowOf('Spring sale buyers'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      '11',
      'Spring sale buyers',
      '2026-03-01 08:30',
      '12 450',
      '120',
      '30',
      'Completed',
    ]);
    expect(within(rowOf('New style')).getByText('Queued')).toBeInTheDocument();
    expect(within(rowOf('Exclusions')).getByText('Processing...')).toBeInTheDocument();
    expect(within(rowOf('Stale')).getByText('Completed')).toBeInTheDocument();
    expect(within(rowOf('Stale')).getByText('Pending refresh...')).toBeInTheDocument();
  });

  it('links each row and offers delete only when not Queued or InProgress', async () => {
    setup();
    await screen.findByText('Number of lists: 34');
    expect(screen.getByRole('link', { name: 'Stats of Spring sale buyers' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/status?smsListId=11',
    );
    expect(screen.getByRole('link', { name: 'Edit Spring sale buyers' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/Edit?smslistid=11',
    );
    expect(screen.getByRole('link', { name: 'Contacts of Spring sale buyers' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/Contacts?smslistid=11',
    );
    expect(screen.getByRole('link', { name: 'Import contacts into Spring sale buyers' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/11/importContacts',
    );
    expect(screen.getByRole('link', { name: 'Export contacts of Spring sale buyers' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/ExportContacts?smslistid=11',
    );
    expect(screen.getByRole('button', { name: 'Delete Spring sale buyers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Stale' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete New style' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Exclusions' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Download Cellphone Numbers for DMA Processing' }),
    ).toHaveAttribute('href', '/smsmarketing/smscampaigns/DownloadDMAListForProcessing');
    expect(screen.getByRole('link', { name: 'Download ID Numbers for DMA Processing' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/DownloadDMAIDNumbersForProcessing',
    );
    expect(screen.getByRole('link', { name: 'Upload DMA List' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/dmaupload',
    );
  });

  it('hides contacts, export and the DMA links when limitDownloads is set', async () => {
    setup({ limitDownloads: true });
    await screen.findByText('Number of lists: 34');
    expect(screen.getByRole('link', { name: 'Stats of Spring sale buyers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contacts of Spring sale buyers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export contacts of Spring sale buyers' })).toBeNull();
    expect(screen.queryByText('Upload DMA List')).toBeNull();
    expect(screen.queryByText('Download Cellphone Numbers for DMA Processing')).toBeNull();
    expect(screen.queryByText('Download ID Numbers for DMA Processing')).toBeNull();
  });

  it('deletes after confirmation and reloads', async () => {
    const deleted: string[] = [];
    const { user, requests } = setup({
      extra: {
        'DELETE /api/sms/lists/11': () => {
          deleted.push('11');
          return { status: 204 };
        },
      },
    });
    await screen.findByText('Number of lists: 34');
    await user.click(screen.getByRole('button', { name: 'Delete Spring sale buyers' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'You are about to delete the list "Spring sale buyers" and all its contacts.',
    );
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['11']));
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });

  it('searches by name from page 1 and clears the filter', async () => {
    const { user, requests } = setup();
    await screen.findByText('Number of lists: 34');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requests.at(-1)?.pagination?.page).toBe(2));
    await user.type(screen.getByLabelText('Search by name'), ' sale ');
    await waitFor(() => expect(requests.at(-1)?.filter).toBe('sale'));
    expect(requests.at(-1)?.pagination?.page).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(requests.at(-1)?.filter).toBe(''));
  });

  it('shows the empty state', async () => {
    setup({ extra: { 'POST /api/sms/lists/all': { body: { rows: [], totalRows: 0 } } } });
    expect(
      await screen.findByText("There are no lists currently, why don't you create one?"),
    ).toBeInTheDocument();
  });
});
