import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReplyListRequest, ReplyRow } from '@contracts/replies/replies.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { browserNavigation } from '../api/replies';
import { replyRow } from '../testing/reply-fixtures';

const unallocatedA = replyRow({ from: '+27820000001', message: 'Tell me more' });
const unallocatedB = replyRow({ from: '+27820000002', message: 'Call me' });
const lead = replyRow({ from: '+27820000003', type: 'Lead', keyword: 'YES', message: 'YES' });
const ignored = replyRow({ from: '+27820000004', type: 'Ignored', ignored: true, message: 'meh' });
const orphan = replyRow({ from: '+27820000005', campaignId: null, campaignName: null, message: 'Hi?' });
const rows: ReplyRow[] = [unallocatedA, unallocatedB, lead, ignored, orphan];

function setup(
  extra: MockRoutes = {},
  answer: { rows: ReplyRow[]; totalRows: number } = { rows, totalRows: 45 },
) {
  const requests: ReplyListRequest[] = [];
  const posts: { url: string; body: unknown }[] = [];
  const record = (url: string, body: unknown) => (init?: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init?.body)) });
    return { body };
  };
  mockApi({
    ...sessionRoutes(clientUser),
    'POST /api/sms/responses': (init) => {
      requests.push(JSON.parse(String(init?.body)) as ReplyListRequest);
      return { body: answer };
    },
    'POST /api/sms/responses/lead': record('lead', { changed: 2 }),
    'POST /api/sms/responses/unignore': record('unignore', { changed: 1 }),
    'POST /api/sms/responses/respond': record('respond', { messageId: 9, to: '+27820000001' }),
    'POST /api/sms/responses/download': record('download', {
      url: 'https://files.test/replies.csv',
      rows: 3,
    }),
    'GET /api/sms/keywords/reserved/lead': { body: ['YES'] },
    'GET /api/sms/keywords/lead': { body: [{ keyword: 'Interested', operation: 'Contains' }] },
    ...extra,
  });
  renderApp('/smsmarketing/sms-inbox');
  return { requests, posts, user: userEvent.setup() };
}

const rowOf = (from: string) => screen.getByText(from).closest('tr')!;

// Whole-app renders with MUI are slow on a busy machine: the default 5 s is too tight.
describe('SMS Inbox page', { timeout: 20_000 }, () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for page 1 of 20 by date received, newest first, and shows the banner, count, columns and links', async () => {
    const { requests } = setup();
    await screen.findByText('Number of replies: 45');
    expect(requests[0]).toEqual({
      sort: { field: 'date', direction: 'desc' },
      type: 'All',
      filter: '',
      pagination: { page: 1, rowsPerPage: 20 },
    });
    expect(
      screen.getByText(
        'The SMS Inbox contains all the incoming messages from replies to your outgoing smses.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      '',
      'Date Received',
      'SMS Campaign',
      'From',
      'Message',
      'Keyword',
      'Type',
      'Actions',
    ]);
    expect(screen.getByPlaceholderText('Search by cellphone or message')).toBeInTheDocument();
    expect(within(rowOf('+27820000001')).getByText('2026-03-01 10:05')).toBeInTheDocument();
    expect(within(rowOf('+27820000001')).getByRole('link', { name: 'Winter promo' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/Status?smscampaignid=7',
    );
    expect(within(rowOf('+27820000001')).getByRole('link', { name: '+27820000001' })).toHaveAttribute(
      'href',
      '/smsmarketing/searchsmshistory/?cellphonenumber=%2B27820000001',
    );
    // No campaign: N/A, and the number is not a link to its history; its conversation is.
    expect(within(rowOf('+27820000005')).getByText('N/A')).toBeInTheDocument();
    expect(within(rowOf('+27820000005')).getAllByRole('link')).toHaveLength(1);
    expect(
      within(rowOf('+27820000005')).getByRole('link', { name: 'Conversation with +27820000005' }),
    ).toHaveAttribute('href', '/smsmarketing/conversations/%2B27820000005');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await waitFor(() => expect(document.title).toBe('SMS Inbox | Acme Messaging'));
  });

  it('shows the empty state', async () => {
    setup({}, { rows: [], totalRows: 0 });
    expect(await screen.findByText('No SMS replies to show')).toBeInTheDocument();
  });

  it('goes back to page 1 when the type changes', async () => {
    const { requests, user } = setup();
    await screen.findByText('Number of replies: 45');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requests.at(-1)!.pagination).toEqual({ page: 2, rowsPerPage: 20 }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Unallocated' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ type: 'Unallocated', pagination: { page: 1 } }),
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  });

  it('goes back to page 1 when the sort changes, searches, and clears the filters', async () => {
    const { requests, user } = setup();
    await screen.findByText('Number of replies: 45');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'From' }));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        sort: { field: 'from', direction: 'asc' },
        pagination: { page: 1 },
      }),
    );
    await user.type(screen.getByPlaceholderText('Search by cellphone or message'), '082 123');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: '082 123' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: '', type: 'All' }));
  });

  it('selects only Unallocated rows; a selected row’s action applies to all of them, others are disabled', async () => {
    const { posts, requests, user } = setup();
    await screen.findByText('Number of replies: 45');
    const checkbox = (from: string) => within(rowOf(from)).getByRole('checkbox');
    expect(checkbox('+27820000003')).toBeDisabled();
    expect(checkbox('+27820000004')).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all Unallocated replies on this page' }));
    expect(checkbox('+27820000001')).toBeChecked();
    expect(checkbox('+27820000002')).toBeChecked();
    expect(checkbox('+27820000005')).toBeChecked();
    await user.click(checkbox('+27820000005'));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 replies selected');
    // Respond and unselected rows' actions are disabled while a selection is active.
    expect(within(rowOf('+27820000001')).getByRole('button', { name: 'Respond' })).toBeDisabled();
    expect(within(rowOf('+27820000005')).getByRole('button', { name: 'Lead' })).toBeDisabled();
    expect(within(rowOf('+27820000004')).getByRole('button', { name: 'Unignore' })).toBeDisabled();
    const before = requests.length;
    await user.click(within(rowOf('+27820000002')).getByRole('button', { name: 'Lead' }));
    await screen.findByText('2 replies marked as Leads.');
    expect(posts).toEqual([{ url: 'lead', body: { ids: [unallocatedA.id, unallocatedB.id] } }]);
    // Reloaded on the same page, selection cleared.
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    expect(requests.at(-1)!.pagination).toMatchObject({ page: 1 });
    expect(screen.queryByTestId('selection-count')).toBeNull();
    expect(checkbox('+27820000001')).not.toBeChecked();
  });

  it('unignores an ignored reply', async () => {
    const { posts, user } = setup();
    await screen.findByText('Number of replies: 45');
    await user.click(within(rowOf('+27820000004')).getByRole('button', { name: 'Unignore' }));
    await screen.findByText('1 reply unignored.');
    expect(posts).toEqual([{ url: 'unignore', body: { ids: [ignored.id] } }]);
  });

  it('responds with at most 160 characters, Send disabled while empty, and shows a refusal', async () => {
    const { posts, user } = setup({
      'POST /api/sms/responses/respond': {
        status: 422,
        body: errorBody(
          'RECIPIENT_SUPPRESSED',
          'This number opted out of your messages, so the response was not sent.',
        ),
      },
    });
    await screen.findByText('Number of replies: 45');
    expect(within(rowOf('+27820000005')).getByRole('button', { name: 'Respond' })).toBeDisabled();
    await user.click(within(rowOf('+27820000001')).getByRole('button', { name: 'Respond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respond' });
    expect(within(dialog).getByTestId('respond-reply')).toHaveTextContent('Tell me more');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const box = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(200));
    expect(box).toHaveValue('x'.repeat(160));
    expect(within(dialog).getByText('160/160 characters')).toBeInTheDocument();
    await user.click(send);
    expect(await within(dialog).findByTestId('form-failure')).toHaveTextContent(
      'This number opted out of your messages, so the response was not sent.',
    );
    expect(posts).toEqual([]);
  });

  it('downloads replies.csv for yesterday through today by default', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T23:30:00Z'), toFake: ['Date'] });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { posts, user } = setup();
    await screen.findByText('Number of replies: 45');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download replies' });
    // 23:30 UTC is already 11 March in South Africa.
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-03-10');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2026-03-11');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://files.test/replies.csv'));
    expect(posts).toEqual([{ url: 'download', body: { from: '2026-03-10', to: '2026-03-11' } }]);
    vi.useRealTimers();
  });

  it('edits custom keywords and shows the uniqueness message on the row at fault', async () => {
    const { user } = setup({
      'POST /api/sms/keywords/lead': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'Keyword must be unique among custom and reserved keywords.', {
          'keywords.1.keyword': ['Keyword must be unique among custom and reserved keywords.'],
        }),
      },
    });
    await screen.findByText('Number of replies: 45');
    await user.click(screen.getByRole('button', { name: 'Lead Keywords' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead Keywords' });
    expect(await within(dialog).findByText('YES')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Keyword edits take up to 5 minutes to take effect.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Keyword 1' })).toHaveValue('Interested');
    await user.click(within(dialog).getByRole('button', { name: 'Add keyword' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Keyword 2' }), 'interested');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Caught in the browser first (the same contract as the server's).
    expect(
      await within(dialog).findByText('Keyword must be unique among custom and reserved keywords.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Keyword 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Keyword 2' }), 'stop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByRole('textbox', { name: 'Keyword 2' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Keyword must be unique among custom and reserved keywords.'),
    );
  });
});
