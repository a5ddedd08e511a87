import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignListRequest, CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { campaignRow, categoryGroups } from '../../testing/campaign-fixtures';

const rows: CampaignRow[] = [
  campaignRow(),
  campaignRow({
    id: 8,
    name: 'OTP',
    isTransactional: true,
    status: 1,
    providerName: 'Vodacom Bulk',
    reverseBilled: false,
    timeZone: 'Asia/Dubai',
    scheduleDays: [],
    archived: false,
  }),
  campaignRow({
    id: 9,
    name: 'Dubai evenings',
    status: 4,
    reverseBilled: true,
    scheduleDays: [],
    timeZone: 'Asia/Dubai',
    dailySendStartTime: null,
    recycleCampaignDays: -2,
    restPeriodDays: 0,
    sendStatus: 0,
    receiveStatus: 2,
  }),
];

function setup(path = '/smsmarketing/smscampaigns', extra: MockRoutes = {}) {
  const requests: CampaignListRequest[] = [];
  const fetchMock = mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/categories/sms': { body: categoryGroups },
    'POST /api/sms/campaigns/list': (init) => {
      requests.push(JSON.parse(String(init?.body)) as CampaignListRequest);
      return { body: { rows, totalRows: 23 } };
    },
    ...extra,
  });
  const view = renderApp(path);
  return { ...view, requests, fetchMock, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const cells = (name: string) => within(rowOf(name)).getAllByRole('cell');

describe('SMS campaign list', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first page sorted by name with unarchived campaigns, and shows the count', async () => {
    const { requests } = setup();
    expect(await screen.findByText('Number of campaigns: 23')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      sort: { field: 'name', direction: 'asc' },
      filters: [{ field: 'archived', operation: 'Equals', value: false }],
      pagination: { page: 1, rowsPerPage: 10 },
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Id',
      'Name',
      'Status',
      'Provider Name',
      'Spread Type',
      'Created',
      'Next Segment Build',
      'Campaign Finish Date',
      'Schedule Days',
      'Send Start Time',
      'Send Finish Time',
      'Recycle Campaign Days',
      'Rest Period Days',
      'Send Status',
      'Receive Status',
      'Actions',
    ]);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SMS Campaigns | Acme Messaging'));
  });

  it('applies the display rules of every cell', async () => {
    setup();
    await screen.findByRole('link', { name: 'Spring sale' });
    expect(cells('Spring sale').map((cell) => cell.textContent)).toEqual([
      '7',
      'Spring salePromotions',
      'Active',
      'Spread Equally',
      'N/A',
      '2026-03-01 08:30',
      'None selected',
      '2026-06-30 23:59',
      'Mon, Wed, Fri',
      '08:00SAST',
      '17:30SAST',
      '0',
      '3',
      'On',
      'Off',
      '',
    ]);
    // Transactional: a label, N/A for the schedule fields, Completed has no status label.
    expect(cells('OTP').map((cell) => cell.textContent)).toEqual([
      '8',
      'OTPPromotionsTransactional',
      '',
      'Vodacom Bulk',
      'Standard',
      '2026-03-01 08:30',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      'On',
      'Off',
      '',
    ]);
    const dubai = cells('Dubai evenings');
    expect(dubai.map((cell) => cell.textContent)).toEqual([
      '9',
      'Dubai eveningsPromotions',
      'Building Segment',
      'Spread Equally',
      'Reverse Billed',
      '2026-03-01 08:30',
      'None selected',
      '2026-06-30 23:59',
      'No days selected',
      'None selected',
      '19:30UTC+4',
      '-2',
      '0',
      'Off',
      'On',
      '',
    ]);
    // Zero-or-less days are red labels; converted times carry the South African time.
    expect(within(dubai[11]!).getByText('-2').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(dubai[12]!).getByText('0').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(dubai[10]!).getByLabelText('19:30 UTC+4 (17:30 SAST)')).toBeInTheDocument();
  });

  it('links each row to its status report and edit settings', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Spring sale' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/status?smscampaignid=7',
    );
    expect(screen.getByRole('link', { name: 'Edit settings of Spring sale' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/edit?smscampaignid=7',
    );
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/create',
    );
    expect(screen.getByRole('link', { name: 'Segment Build History' })).toHaveAttribute(
      'href',
      '/segmentbuildhistory',
    );
  });

  it('preselects a known category from the URL and ignores an unknown one', async () => {
    const known = setup('/smsmarketing/smscampaigns?categoryId=2');
    await screen.findByText('Number of campaigns: 23');
    expect(known.requests[0]?.filters).toContainEqual({ field: 'category', operation: 'Equals', value: 2 });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Newsletters');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
    known.unmount();

    const unknown = setup('/smsmarketing/smscampaigns?categoryId=99');
    await screen.findByText('Number of campaigns: 23');
    expect(unknown.requests[0]?.filters).toEqual([{ field: 'archived', operation: 'Equals', value: false }]);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All Categories');
  });

  it('puts only the category in the URL and goes back to page 1 on every filter', async () => {
    const { requests, router, user } = setup();
    await screen.findByText('Number of campaigns: 23');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requests.at(-1)?.pagination?.page).toBe(2));

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(within(screen.getByRole('listbox')).getByText('Ungrouped')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Misc' }));
    await waitFor(() => expect(requests.at(-1)?.pagination?.page).toBe(1));
    expect(requests.at(-1)?.filters).toContainEqual({ field: 'category', operation: 'Equals', value: 4 });
    expect(router.state.location.search).toBe('?categoryId=4');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requests.at(-1)?.pagination?.page).toBe(3));
    await user.type(screen.getByLabelText('Search by name'), '  sale ');
    await waitFor(() =>
      expect(requests.at(-1)?.filters).toContainEqual({
        field: 'campaignName',
        operation: 'Contains',
        value: 'sale',
      }),
    );
    expect(requests.at(-1)?.pagination?.page).toBe(1);
    expect(router.state.location.search).toBe('?categoryId=4');

    await user.click(screen.getByRole('combobox', { name: 'Archived' }));
    await user.click(screen.getByRole('option', { name: 'Show Archived' }));
    await waitFor(() =>
      expect(requests.at(-1)?.filters).toContainEqual({
        field: 'archived',
        operation: 'Equals',
        value: true,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(requests.at(-1)?.filters).toEqual([{ field: 'archived', operation: 'Equals', value: false }]),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('sorts by Id, Name and Created only', async () => {
    const { requests, user } = setup();
    await screen.findByText('Number of campaigns: 23');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(requests.at(-1)?.sort).toEqual({ field: 'name', direction: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(requests.at(-1)?.sort).toEqual({ field: 'createdDate', direction: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Id' }));
    await waitFor(() => expect(requests.at(-1)?.sort).toEqual({ field: 'id', direction: 'asc' }));
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();
  });

  it('shows the empty state', async () => {
    setup('/smsmarketing/smscampaigns', {
      'POST /api/sms/campaigns/list': { body: { rows: [], totalRows: 0 } },
    });
    expect(await screen.findByText('No sms campaigns to show')).toBeInTheDocument();
    expect(screen.getByText('Number of campaigns: 0')).toBeInTheDocument();
  });

  it.each([
    ['Copy', 'Copy campaign', 'You are about to make a copy of this campaign. Are you sure?', 'copy'],
    [
      'Archive',
      'Archive campaign',
      'You are about to archive this Sms Campaign. Archiving a campaign will automatically disable the campaign. Are you sure?',
      'archive',
    ],
  ])('%s asks for confirmation, calls the API and reloads the list', async (button, title, text, action) => {
    const calls: string[] = [];
    const { requests, user } = setup('/smsmarketing/smscampaigns', {
      [`POST /api/sms/campaigns/7/${action}`]: () => {
        calls.push(action);
        return action === 'copy' ? { status: 201, body: { id: 99 } } : { status: 204 };
      },
    });
    await screen.findByRole('link', { name: 'Spring sale' });
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: `${button} Spring sale` }));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(text);
    await user.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(requests.length).toBe(before + 1));
    expect(calls).toEqual([action]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers only unarchive for archived campaigns, and swallows a failure before reloading', async () => {
    const { requests, user } = setup('/smsmarketing/smscampaigns', {
      'POST /api/sms/campaigns/list': (init) => {
        requests.push(JSON.parse(String(init?.body)) as CampaignListRequest);
        return { body: { rows: [campaignRow({ archived: true })], totalRows: 1 } };
      },
      'POST /api/sms/campaigns/7/unarchive': { status: 500, body: errorBody('INTERNAL', 'Boom') },
    });
    await screen.findByRole('link', { name: 'Spring sale' });
    expect(screen.queryByRole('button', { name: 'Copy Spring sale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Spring sale' })).not.toBeInTheDocument();
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: 'Unarchive Spring sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Unarchive campaign' });
    expect(dialog).toHaveTextContent('You are about to unarchive this Sms Campaign. Are you sure?');
    await user.click(within(dialog).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(requests.length).toBe(before + 1));
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the name, status and actions on a phone', async () => {
    mockViewportWidth(390);
    setup();
    await screen.findByRole('link', { name: 'Spring sale' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Actions']);
    expect(within(rowOf('Spring sale')).getByText('Active')).toBeInTheDocument();
  });
});
