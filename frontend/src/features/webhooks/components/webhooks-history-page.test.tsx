import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookCallRow, WebhookHistory } from '@contracts/webhooks/webhooks.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { NO_CALLS_TEXT, REPLAY_RANGE_HINT } from './webhooks-history-page';

const call = (id: number, patch: Partial<WebhookCallRow> = {}): WebhookCallRow => ({
  id,
  type: 'Reply',
  callbackUrl: `https://crm.example.com/hooks/${id}`,
  requestHttpMethod: 'POST',
  requestContentType: 'application/json',
  sendAttempts: 1,
  sent: true,
  lastStatusCode: 200,
  statusCodeString: 'OK',
  lastError: null,
  dateCreated: '2026-03-01T08:00:00.000Z',
  dateSent: '2026-03-01T08:00:02.000Z',
  dateToBeSent: null,
  replayPending: false,
  ...patch,
});

const ROWS = [
  call(1, { type: 'Lead' }),
  call(2, {
    type: 'DeliveryReport',
    sendAttempts: 3,
    sent: false,
    lastStatusCode: 500,
    statusCodeString: 'Internal Server Error',
    dateSent: null,
    dateToBeSent: '2026-03-01T09:00:00.000Z',
  }),
  call(3, {
    type: 'Optout',
    dateSent: '2026-03-02T10:30:00.000Z',
    lastStatusCode: 204,
    statusCodeString: 'No Content',
  }),
];
const history = (rows: WebhookCallRow[], totalCount = rows.length): WebhookHistory => ({
  data: { rows, totalRows: rows.length },
  totalCount,
});
const RAW =
  'POST /hooks/2 HTTP/1.1\r\nHost: crm.example.com\r\nwebhook-id: msg_2\r\n\r\n{"type":"sms.delivery_report"}';

function setup(routes: MockRoutes) {
  mockApi({ ...sessionRoutes(clientUser), ...routes });
  return { ...renderApp('/webhook-history'), user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Web-hook calls' });
const typesInOrder = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('Webhooks History', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the calls with their columns, colours and South African times, Date Sent newest first', async () => {
    setup({ 'GET /api/web-hooks/history': { body: history(ROWS, 1234) } });
    expect(await screen.findByRole('heading', { name: 'Webhooks History', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Webhooks History | Acme Messaging'));
    expect(await screen.findByText('Showing last 3 calls out of 1 234')).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(headers).toEqual([
      'Type',
      'Url',
      'Method',
      'Content Type',
      'Attempts',
      'Sent',
      'Last Status Code',
      'Created',
      'Date Sent',
      'Date to be Sent',
      'Replay',
      'Details',
    ]);
    expect(screen.getByRole('columnheader', { name: /Date Sent/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(typesInOrder()).toEqual(['Opt-out', 'Lead', 'Delivery Report']);
    const failed = within(table()).getAllByRole('row')[3]!;
    expect(within(failed).getByText('Internal Server Error (500)').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );
    expect(within(failed).getByText('2026-03-01 11:00')).toBeInTheDocument();
    expect(screen.getByText('No Content (204)').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(screen.getByText('2026-03-02 12:30')).toBeInTheDocument();
  });

  it('filters Successful and Errors, and sorts by any column, in the browser', async () => {
    const { user } = setup({ 'GET /api/web-hooks/history': { body: history(ROWS) } });
    await screen.findByText('Showing last 3 calls out of 3');
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Errors' }));
    expect(typesInOrder()).toEqual(['Delivery Report']);
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Successful' }));
    expect(typesInOrder()).toEqual(['Opt-out', 'Lead']);
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Attempts' }));
    expect(typesInOrder()).toEqual(['Opt-out', 'Lead', 'Delivery Report']);
    await user.click(screen.getByRole('button', { name: 'Attempts' }));
    expect(typesInOrder()[0]).toBe('Delivery Report');
    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(typesInOrder()).toEqual(['Delivery Report', 'Lead', 'Opt-out']);
  });

  it('opens Request Details with the raw request, at most 900 wide, and closes it', async () => {
    const { user } = setup({
      'GET /api/web-hooks/history': { body: history(ROWS) },
      'GET /api/web-hooks/request-details': { body: RAW },
    });
    await user.click(await screen.findByRole('button', { name: 'Details of call 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Details' });
    expect(within(dialog).getByTestId('raw-request').textContent).toBe(RAW.replace(/\r\n/g, '\n'));
    expect(getComputedStyle(dialog).maxWidth).toBe('900px');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the account has no calls', async () => {
    setup({ 'GET /api/web-hooks/history': { body: history([]) } });
    expect(await screen.findByText(NO_CALLS_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Showing last 0 calls out of 0')).toBeInTheDocument();
  });

  it('shows a load failure with Try again', async () => {
    setup({
      'GET /api/web-hooks/history': { status: 500, body: errorBody('INTERNAL', 'History unavailable.') },
    });
    expect(await screen.findByText('History unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Replaying calls from Webhooks History', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  const givenUp = call(4, {
    sendAttempts: 8,
    sent: false,
    lastStatusCode: 500,
    statusCodeString: 'Internal Server Error',
    dateSent: null,
  });
  const retrying = call(5, {
    sent: false,
    lastStatusCode: 500,
    dateSent: null,
    dateToBeSent: '2026-03-01T09:00:00.000Z',
  });
  const queued = call(6, { replayPending: true });
  const ROWS_TO_REPLAY = [givenUp, retrying, queued, call(7)];
  const row = (id: number) => screen.getByRole('button', { name: `Details of call ${id}` }).closest('tr')!;

  it('replays one call after a confirmation and shows the answer; a queued or retrying call has no Replay', async () => {
    const replayed: string[] = [];
    const { user } = setup({
      'GET /api/web-hooks/history': { body: history(ROWS_TO_REPLAY) },
      'POST /api/web-hooks/history/4/replay': (init) => {
        replayed.push(String(init?.method));
        return {
          status: 202,
          body: { queued: 1, more: false, message: 'The call was queued to be sent again.' },
        };
      },
    });
    expect(await screen.findByRole('button', { name: 'Replay call 7' })).toBeEnabled();
    expect(within(row(6)).getByText('Queued')).toBeInTheDocument();
    expect(within(row(5)).queryByRole('button', { name: /Replay/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replay call 4' }));

    const dialog = await screen.findByRole('dialog', { name: 'Replay this call?' });
    expect(dialog).toHaveAccessibleDescription(
      /Call 4 is sent again to https:\/\/crm\.example\.com\/hooks\/4/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(replayed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Replay call 4' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The call was queued to be sent again.');
    expect(replayed).toEqual(['POST']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('replays the failed calls of the chosen Created days (South African time) and shows the answer', async () => {
    let sent: unknown;
    const { user } = setup({
      'GET /api/web-hooks/history': {
        body: history([...ROWS_TO_REPLAY, call(8, { dateCreated: '2026-03-05T08:00:00.000Z' })]),
      },
      'POST /api/web-hooks/history/replay': (init) => {
        sent = JSON.parse(String(init?.body));
        return {
          status: 202,
          body: { queued: 3, more: false, message: '3 failed calls were queued to be sent again.' },
        };
      },
    });
    const button = await screen.findByRole('button', { name: 'Replay failed calls' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(REPLAY_RANGE_HINT);
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-03-01' } });
    // The table shows the period's calls only.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Details of call 8' })).not.toBeInTheDocument(),
    );
    expect(button).toBeEnabled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Replay failed calls?' });
    expect(dialog).toHaveAccessibleDescription(/created from 2026-03-01 to 2026-03-01/);
    await user.click(within(dialog).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '3 failed calls were queued to be sent again.',
    );
    expect(sent).toEqual({ from: '2026-02-28T22:00:00.000Z', to: '2026-03-01T21:59:59.999Z' });
  });

  it('shows a refused replay in words', async () => {
    const { user } = setup({
      'GET /api/web-hooks/history': { body: history(ROWS_TO_REPLAY) },
      'POST /api/web-hooks/history/4/replay': {
        status: 404,
        body: errorBody('NOT_FOUND', 'The web-hook call was not found.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Replay call 4' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The web-hook call was not found.');
  });
});
