import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  HistoryListRow,
  HistoryMessageRow,
  HistoryPanel,
  HistoryReplyRow,
} from '@contracts/sms-history/sms-history.schemas';
import { adminUser, clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const CELLPHONE = '+27825551001';
const panelOf = <Row,>(rows: Row[], totalRows = rows.length): HistoryPanel<Row> => ({
  cellphone: CELLPHONE,
  rows,
  totalRows,
});
const list = (id: number, account: string | null = null): HistoryListRow => ({
  id,
  name: `List ${id}`,
  firstName: 'Thandi',
  lastName: 'Mokoena',
  msisdn: CELLPHONE,
  optout: id === 1,
  dmaOptout: false,
  deliveryFailures: 3,
  dateCreated: '2026-03-01T08:00:00.000Z',
  account,
});
const message = (id: number, account: string | null = null): HistoryMessageRow => ({
  id,
  message: `Message ${id}`,
  campaignId: 7,
  campaignName: 'Order Tracking',
  providerName: 'BulkSMS',
  sent: true,
  delivered: id % 2 === 0,
  dateAdded: '2026-03-01T08:00:00.000Z',
  dateSent: '2026-03-01T08:00:01.000Z',
  account,
});
const reply: HistoryReplyRow = {
  id: 1,
  message: 'Who is this?',
  keyword: null,
  campaignId: null,
  campaignName: null,
  type: 'Unallocated',
  dateReceived: '2026-03-01T09:00:00.000Z',
  account: null,
};

/** Every panel's call; messages has 12 rows over two pages. */
function panelRoutes(base = '/api/sms/history/phone', account: string | null = null): MockRoutes {
  return {
    [`GET ${base}/lists`]: { body: panelOf([list(1, account), list(2, account)]) },
    [`GET ${base}/messages`]: (_init, url) => {
      const page = Number(url?.searchParams.get('page'));
      const ids = page === 2 ? [2, 1] : [12, 11, 10, 9, 8, 7, 6, 5, 4, 3];
      return {
        body: panelOf(
          ids.map((id) => message(id, account)),
          12,
        ),
      };
    },
    [`GET ${base}/delivery-reports`]: { body: panelOf([]) },
    [`GET ${base}/replies`]: { body: panelOf([{ ...reply, account }]) },
    [`GET ${base}/callbacks`]: { body: panelOf([]) },
    [`GET ${base}/clicks`]: { body: panelOf([]) },
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('History by Cellphone', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the consent on record under Marketing Lists, the opt-out winning, and downloads it', async () => {
    mockApi({
      ...sessionRoutes(clientUser),
      ...panelRoutes(),
      'GET /api/sms/history/phone/consent': {
        body: {
          cellphone: CELLPHONE,
          optedOutAt: '2026-03-05T08:00:00.000Z',
          dmaOptedOutAt: null,
          marketingAllowed: false,
          verdict: 'Opted out: no marketing, whatever consent was given (the opt-out wins).',
          entries: [
            {
              kind: 'Import',
              listId: 1,
              listName: 'List 1',
              source: 'File',
              sourceName: 'spring.csv',
              importedBy: 'Carol Smith <carol@acme.test>',
              consentedAt: '2026-03-01T08:00:00.000Z',
              addedAt: '2026-03-01T08:01:00.000Z',
            },
            {
              kind: 'PartnerSend',
              campaignId: 7,
              campaignName: 'Order Tracking',
              messages: 2,
              firstAt: '2026-03-01T08:00:00.000Z',
              lastAt: '2026-03-02T08:00:00.000Z',
            },
          ],
          exportedAt: '2026-03-06T08:00:00.000Z',
        },
      },
    });
    const createObjectURL = vi.fn(() => 'blob:consent');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp('/smsmarketing/sms-history/0825551001');
    await screen.findByText('2 lists found.');
    const consent = await within(section('Marketing Lists')).findByTestId('consent-record');
    expect(within(consent).getByTestId('consent-verdict')).toHaveTextContent(
      'Opted out: no marketing, whatever consent was given (the opt-out wins). Opted out on 2026-03-05 10:00.',
    );
    expect(consent).toHaveTextContent(
      'Imported into “List 1” from the file spring.csv; “permission to contact” ticked by Carol Smith <carol@acme.test> on 2026-03-01 10:00.',
    );
    expect(consent).toHaveTextContent('Sent 2 transactional messages through the partner API');
    await userEvent.setup().click(within(consent).getByRole('button', { name: 'Download consent record' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows each panel’s loading text, then its count sentence, table or empty text', async () => {
    const fetchMock = mockApi({ ...sessionRoutes(clientUser), ...panelRoutes() });
    // Hold the replies panel's answer until the test has seen its loading text.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/phone/replies')) await held;
        return answer(input, init);
      }),
    );
    renderApp('/smsmarketing/sms-history/0825551001');
    expect(await screen.findByText('Loading replies...')).toBeInTheDocument();
    expect(await screen.findByText('2 lists found.')).toBeInTheDocument();
    release();
    expect(await screen.findByText('1 reply found.')).toBeInTheDocument();
    expect(screen.queryByText('Loading replies...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SMS History | Acme Messaging'));
    expect(screen.getByRole('textbox', { name: 'Cellphone' })).toHaveValue('0825551001');
    expect(screen.getByTestId('history-cellphone')).toHaveTextContent(`History of ${CELLPHONE}`);

    expect(within(section('Messages Sent')).getByText('12 SMS messages found.')).toBeInTheDocument();
    expect(within(section('Delivery Reports')).getByText('No delivery reports found')).toBeInTheDocument();
    expect(within(section('Web-service Callbacks')).getByText('No callbacks found')).toBeInTheDocument();
    expect(within(section('Unique Clicks')).getByText('No clicks found')).toBeInTheDocument();
    const lists = within(section('Marketing Lists'));
    expect(lists.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'List',
      'First Name',
      'Last Name',
      'Cellphone',
      'Opted Out',
      'DMA Opted Out',
      'Delivery Failures',
      'Date Added',
    ]);
    expect(lists.getAllByRole('row')[1]).toHaveTextContent(
      'List 1ThandiMokoena+27825551001YesNo32026-03-01 10:00',
    );
    const replies = within(section('Replies Received'));
    expect(replies.getByRole('row', { name: /Who is this\?/ })).toHaveTextContent('N/A');

    // The calls carried the number as typed and the page size of spec 2 §9.
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/sms/history/phone/messages?cellphone=0825551001&page=1&rowsPerPage=10');
    expect(urls).toContain('/api/sms/history/phone/lists?cellphone=0825551001');
  });

  it('links campaign names to their status page and pages the messages, 10 a page', async () => {
    mockApi({ ...sessionRoutes(clientUser), ...panelRoutes() });
    const user = userEvent.setup();
    renderApp(`/smsmarketing/sms-history/${encodeURIComponent(CELLPHONE)}`);
    const messages = within(await screen.findByRole('region', { name: 'Messages Sent' }));
    await messages.findByText('Message 12');
    expect(messages.getAllByRole('row')).toHaveLength(11);
    expect(messages.getAllByRole('link', { name: 'Order Tracking' })[0]).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/status?smscampaignid=7',
    );
    expect(
      within(section('Delivery Reports')).queryByRole('navigation', { name: 'Delivery Reports pages' }),
    ).toBeNull();
    expect(messages.getByRole('navigation', { name: 'Messages Sent pages' })).toBeInTheDocument();
    await user.click(messages.getByRole('button', { name: 'Page 2' }));
    expect(await messages.findByText('Message 1')).toBeInTheDocument();
    expect(messages.getAllByRole('row')).toHaveLength(3);
  });

  it('says once that a number is not valid, instead of six panels', async () => {
    const text =
      'hello is not a valid cellphone number. Type it as 0821234567, 27821234567 or +27 82 123 4567.';
    const invalid = { status: 400, body: errorBody('VALIDATION_FAILED', text, { cellphone: [text] }) };
    mockApi({
      ...sessionRoutes(clientUser),
      ...Object.fromEntries(Object.keys(panelRoutes()).map((key) => [key, invalid])),
    });
    renderApp('/smsmarketing/sms-history/hello');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Marketing Lists' })).not.toBeInTheDocument();
  });

  it('searches from the box, whose Search button is disabled while it is empty', async () => {
    mockApi({ ...sessionRoutes(clientUser), ...panelRoutes() });
    const user = userEvent.setup();
    const { router } = renderApp('/smsmarketing/sms-history');
    const search = await screen.findByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Marketing Lists' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Cellphone' }), '   ');
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Cellphone' }), '+27 82 555 1001');
    await user.click(search);
    expect(await screen.findByText('2 lists found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/smsmarketing/sms-history/%2B27%2082%20555%201001');
  });

  it('adds the Account column in the global view, with campaign names as text', async () => {
    mockApi({ ...sessionRoutes(adminUser), ...panelRoutes('/api/sms/history/global/phone', 'Acme Retail') });
    renderApp('/smsmarketing/global-sms-history/0825551001');
    expect(await screen.findByRole('heading', { name: 'Global SMS History', level: 1 })).toBeInTheDocument();
    const messages = within(await screen.findByRole('region', { name: 'Messages Sent' }));
    await messages.findByText('Message 12');
    expect(messages.getAllByRole('columnheader').at(-1)).toHaveTextContent('Account');
    expect(messages.getAllByRole('row')[1]).toHaveTextContent('Acme Retail');
    expect(messages.queryByRole('link', { name: 'Order Tracking' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Global SMS History' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Cellphones by ID Number', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the cellphones with View History links, or says none were found', async () => {
    mockApi({
      ...sessionRoutes(clientUser),
      'GET /api/sms/history/id': (_init, url) =>
        url?.searchParams.get('idNumber') === '8001015009087'
          ? {
              body: {
                idNumber: '8001015009087',
                rows: [{ cellphone: CELLPHONE, account: null }],
                totalRows: 1,
              },
            }
          : { body: { idNumber: '1', rows: [], totalRows: 0 } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/smsmarketing/sms-history/id');
    expect(await screen.findByRole('tab', { name: 'Cellphones by ID Number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'ID Number' }), '8001015009087');
    await user.click(search);
    expect(await screen.findByText('1 cellphone found.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Cellphones' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Cellphone', 'Actions']);
    expect(within(table).getByRole('link', { name: 'View History' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-history/%2B27825551001',
    );
    expect(router.state.location.search).toBe('?idnumber=8001015009087');
    await user.clear(screen.getByRole('textbox', { name: 'ID Number' }));
    await user.type(screen.getByRole('textbox', { name: 'ID Number' }), '1');
    await user.click(search);
    expect(await screen.findByText('No cellphones found')).toBeInTheDocument();
  });
});
