import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionString } from '@contracts/lists/mysql/mysql.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const NO_CONNECTION = 'Please specify a valid MySql connection string to import contacts from.';
const TABLES_FAILED = 'Could not connect to MySQL server using the selected connection string.';

const crm: ConnectionString = {
  mySQLConnID: 7,
  connName: 'Demo CRM',
  mysqlHost: '127.0.0.1',
  mysqlUsername: 'crm_reader',
  mysqlDatabase: 'crm_demo',
  tablePrefix: '',
  type: 3,
  hasPassword: true,
  requireTls: true,
};
const shop: ConnectionString = { ...crm, mySQLConnID: 8, connName: 'Shop', mysqlDatabase: 'shop', type: 1 };
const BASE = '/api/lists/mysql/connection-strings';
// A table name that needs encoding in the path.
const TABLE = 'crm #1';
const TABLE_PATH = 'crm%20%231';

const topRows = {
  header: { values: ['customer_id', 'first_name', 'mobile', 'tier', 'segment'] },
  rows: [
    { values: ['1001', 'Thabo', '+27825550100', 'Gold', 'A'] },
    { values: ['1002', 'Lerato', '0825550101', 'Silver', 'B'] },
  ],
  totalRowsCount: 40,
  listTooBig: false,
  maxRowCount: 500000,
};
const columnMappings = [
  { index: 0, name: 'customer_id', value: '1001', fieldType: null, customFieldId: null },
  { index: 1, name: 'first_name', value: 'Thabo', fieldType: 'FirstName', customFieldId: null },
  { index: 2, name: 'mobile', value: '+27825550100', fieldType: 'Cellphone', customFieldId: null },
  { index: 3, name: 'tier', value: 'Gold', fieldType: null, customFieldId: null },
  { index: 4, name: 'segment', value: 'A', fieldType: null, customFieldId: null },
];

type Field = { id: number; label: string; scope: 'Account' | 'List' };

function setup(path: string, extra: MockRoutes = {}, fields: Field[] = accountFields()) {
  const bodies: Record<string, unknown> = {};
  const connections = [crm, shop];
  const fetchMock = mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/user/settings': { body: { allowInternationalisation: false, defaultCountryIso3166: 'ZA' } },
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
    'POST /api/sms/lists/all': { body: { rows: [], totalRows: 0 } },
    [`GET ${BASE}`]: () => ({ body: connections }),
    [`GET ${BASE}/7/tables`]: { body: { tables: ['branches', TABLE] } },
    [`GET ${BASE}/8/tables`]: { body: { tables: ['orders'] } },
    [`GET ${BASE}/7/top-10-rows/${TABLE_PATH}`]: { body: topRows },
    [`GET ${BASE}/7/column-mappings/${TABLE_PATH}`]: { body: columnMappings },
    [`GET ${BASE}/7/duplicates/${TABLE_PATH}`]: { body: { duplicates: 1, total: 40, invalid: 1 } },
    [`DELETE ${BASE}/7`]: () => {
      connections.splice(0, 1);
      return { status: 204 };
    },
    'GET /api/lists/custom-fields': () => ({ body: fields }),
    'POST /api/lists/custom-fields': (init) => {
      const body = JSON.parse(String(init?.body)) as { label: string; listId: number | null };
      if (fields.some((f) => f.label.toLowerCase() === body.label.toLowerCase()))
        return {
          status: 409,
          body: errorBody('CONFLICT', `There is already a custom field called ${body.label}.`),
        };
      const field: Field = {
        id: 40 + fields.length,
        label: body.label,
        scope: body.listId ? 'List' : 'Account',
      };
      fields.push(field);
      bodies.customField = body;
      return { status: 201, body: field };
    },
    'POST /api/sms/lists': (init) => {
      bodies.create = JSON.parse(String(init?.body));
      return { status: 201, body: { listId: 40, jobId: 9 } };
    },
    ...extra,
  });
  return { ...renderApp(path), bodies, fetchMock, user: userEvent.setup() };
}

function accountFields(): Field[] {
  return [
    { id: 31, label: 'Loyalty tier', scope: 'Account' },
    { id: 32, label: 'Segment', scope: 'Account' },
  ];
}

const urlsOf = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

async function toSourceStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/List name/), 'From the CRM');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByTestId('step-title')).toHaveTextContent('2. Specify Data Source');
  await user.click(screen.getByRole('radio', { name: 'MySql' }));
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Specify Data Source: MySql', { timeout: 20_000 }, () => {
  beforeEach(() => mockViewportWidth(1400));
  afterEach(() => vi.unstubAllGlobals());

  it('loads the SMS connection strings, requires one and a table, then reads the table', async () => {
    const { user, fetchMock } = setup('/smsmarketing/sms-lists/new');
    await toSourceStep(user);
    await waitFor(() =>
      expect(
        urlsOf(fetchMock).some((u) => u.pathname === BASE && u.searchParams.get('types') === '1,3'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(NO_CONNECTION)).toBeInTheDocument();

    await choose(user, 'Connection string', 'Demo CRM');
    expect(screen.getByText('crm_reader@127.0.0.1 / crm_demo')).toBeInTheDocument();
    // Without a table it is still not a valid source.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(NO_CONNECTION)).toBeInTheDocument();

    await choose(user, 'Table', TABLE);
    expect(screen.queryByText(NO_CONNECTION)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('step-title')).toHaveTextContent('3. Select First Row');
    expect(await screen.findByText(/Table crm #1: 40 rows/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'First rows of the table' })).toHaveTextContent('Thabo');
  });

  it('another connection string clears the table', async () => {
    const { user } = setup('/smsmarketing/sms-lists/new');
    await toSourceStep(user);
    await choose(user, 'Connection string', 'Demo CRM');
    await choose(user, 'Table', TABLE);
    await choose(user, 'Connection string', 'Shop');
    const table = await screen.findByRole('combobox', { name: 'Table' });
    await waitFor(() => expect(table).not.toHaveTextContent(TABLE));
    await user.click(table);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['orders']);
  });

  it('shows the tables-failed text when the tables cannot be listed', async () => {
    const { user } = setup('/smsmarketing/sms-lists/new', {
      [`GET ${BASE}/7/tables`]: { status: 422, body: errorBody('MYSQL_UNREACHABLE', TABLES_FAILED) },
    });
    await toSourceStep(user);
    await choose(user, 'Connection string', 'Demo CRM');
    const alert = await screen.findByTestId('tables-failed');
    expect(alert).toHaveTextContent(TABLES_FAILED);
    expect(alert.textContent?.match(/Could not connect/g)).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Table' })).toBeNull();
  });

  it('deletes the selected connection string only after confirmation', async () => {
    const { user, fetchMock } = setup('/smsmarketing/sms-lists/new');
    await toSourceStep(user);
    const remove = screen.getByRole('button', { name: 'Delete connection string' });
    expect(remove).toBeDisabled();
    await choose(user, 'Connection string', 'Demo CRM');
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Delete connection string' });
    expect(confirm).toHaveTextContent('Delete the connection string Demo CRM?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(urlsOf(fetchMock).some((u) => u.pathname === `${BASE}/7`)).toBe(false);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete connection string' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Table' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Connection string' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Shop']);
  });

  it('shows why a connection string could not be deleted', async () => {
    const { user } = setup('/smsmarketing/sms-lists/new', {
      [`DELETE ${BASE}/7`]: {
        status: 409,
        body: errorBody(
          'CONFLICT',
          'An import from this connection string has not finished yet; delete it afterwards.',
        ),
      },
    });
    await toSourceStep(user);
    await choose(user, 'Connection string', 'Demo CRM');
    await user.click(screen.getByRole('button', { name: 'Delete connection string' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'An import from this connection string has not finished yet; delete it afterwards.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Connection string' })).toHaveTextContent('Demo CRM');
  });

  it('selects a new connection string once it is saved', async () => {
    const created: ConnectionString = { ...crm, mySQLConnID: 9, connName: 'Archive', hasPassword: false };
    const { user } = setup('/smsmarketing/sms-lists/new', {
      'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo'] } },
      [`POST ${BASE}`]: { body: created },
      [`GET ${BASE}/9/tables`]: { body: { tables: ['old_customers'] } },
    });
    await toSourceStep(user);
    await user.click(screen.getByRole('button', { name: 'New connection string' }));
    const dialog = await screen.findByRole('dialog', { name: 'New connection string' });
    await user.type(within(dialog).getByLabelText(/Connection name/), 'Archive');
    await user.type(within(dialog).getByLabelText(/Host/), '127.0.0.1');
    await user.type(within(dialog).getByLabelText(/Username/), 'crm_reader');
    await choose(user, /Database/, 'crm_demo');
    await choose(user, 'Use for', 'SMS and Email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Connection string' })).toHaveTextContent('Archive');
    await user.click(await screen.findByRole('combobox', { name: 'Table' }));
    expect(await screen.findByRole('option', { name: 'old_customers' })).toBeInTheDocument();
  });

  it('creates the list from the table with a custom field, through all five steps', async () => {
    const { user, bodies, router, fetchMock } = setup('/smsmarketing/sms-lists/new');
    await toSourceStep(user);
    await choose(user, 'Connection string', 'Demo CRM');
    await choose(user, 'Table', TABLE);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Row 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('combobox', { name: 'Field type of mobile' })).toHaveTextContent(
      'Cellphone',
    );
    await choose(user, 'Field type of tier', 'Custom: Loyalty tier (Account)');
    await user.click(screen.getByLabelText(/I have permission to contact/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('step-title')).toHaveTextContent('5. Preview Import');
    const duplicatesCall = urlsOf(fetchMock).find((u) => u.pathname.startsWith(`${BASE}/7/duplicates/`));
    expect(duplicatesCall?.pathname).toBe(`${BASE}/7/duplicates/${TABLE_PATH}`);
    expect(Object.fromEntries(duplicatesCall!.searchParams)).toEqual({
      startRow: '0',
      keyColumn: '2',
      countryIso3166: 'ZA',
    });
    expect(screen.getByText('MySql: Demo CRM, table crm #1')).toBeInTheDocument();
    expect(screen.getByText('tier → Custom: Loyalty tier')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/sms-lists/new/queued'));
    expect(bodies.create).toEqual({
      listName: 'From the CRM',
      description: '',
      countryIso3166: 'ZA',
      exclusionList: false,
      permissionToContact: true,
      uploadedFileId: null,
      uploadedFileName: null,
      connectionStringId: 7,
      tableName: TABLE,
      importRow: 0,
      totalRows: 40,
      duplicates: 1,
      columnMappings: [
        { index: 1, fieldType: 'FirstName', customFieldId: null },
        { index: 2, fieldType: 'Cellphone', customFieldId: null },
        { index: 3, fieldType: 'Custom', customFieldId: 31 },
      ],
    });
  });
});

describe('Map Columns: custom fields', { timeout: 20_000 }, () => {
  beforeEach(() => mockViewportWidth(1400));
  afterEach(() => vi.unstubAllGlobals());

  async function toMapping(user: ReturnType<typeof userEvent.setup>) {
    await toSourceStep(user);
    await choose(user, 'Connection string', 'Demo CRM');
    await choose(user, 'Table', TABLE);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Row 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('combobox', { name: 'Field type of tier' });
  }

  it('one custom field on two columns is a duplicate; two different custom fields are not', async () => {
    const duplicate = 'Duplicate field type: Loyalty tier. Column type must only map to a single column.';
    const { user, fetchMock } = setup('/smsmarketing/sms-lists/new');
    await toMapping(user);
    await choose(user, 'Field type of tier', 'Custom: Loyalty tier (Account)');
    await choose(user, 'Field type of segment', 'Custom: Loyalty tier (Account)');
    await user.click(screen.getByLabelText(/I have permission to contact/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText(duplicate)).not.toHaveLength(0);
    expect(screen.getByTestId('step-title')).toHaveTextContent('4. Map Columns');
    expect(urlsOf(fetchMock).some((u) => u.pathname.includes('/duplicates/'))).toBe(false);

    await choose(user, 'Field type of segment', 'Custom: Segment (Account)');
    expect(screen.queryByText(duplicate)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('step-title')).toHaveTextContent('5. Preview Import');
  });

  it("'New custom field…' creates a field (showing a clash) and maps the column to it", async () => {
    const { user, bodies } = setup('/smsmarketing/sms-lists/new');
    await toMapping(user);
    await choose(user, 'Field type of segment', 'New custom field…');
    const dialog = await screen.findByRole('dialog', { name: 'New custom field' });
    // A new list can have account-wide fields only.
    expect(within(dialog).queryByLabelText('Only for this list')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Custom field name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Custom field name/), 'Segment');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('There is already a custom field called Segment.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Custom field name/));
    await user.type(within(dialog).getByLabelText(/Custom field name/), 'Favourite store');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies.customField).toEqual({ label: 'Favourite store', listId: null });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Field type of segment' })).toHaveTextContent(
        'Custom: Favourite store (Account)',
      ),
    );
  });

  it("offers an existing list's own fields and can make a field for that list only", async () => {
    const { user, fetchMock, bodies } = setup(
      '/smsmarketing/sms-lists/11/importContacts',
      {
        'GET /api/sms/lists/11': {
          body: {
            id: 11,
            name: 'Spring',
            listName: 'Spring',
            description: null,
            dateCreated: '2026-03-01T00:00:00Z',
            contacts: 1,
            optouts: 0,
            dmaOptouts: 0,
            status: 2,
            newProcess: false,
            exclusionList: false,
            needsRefresh: false,
            countryIso3166: 'ZA',
          },
        },
      },
      [
        { id: 31, label: 'Loyalty tier', scope: 'Account' },
        { id: 35, label: 'Shoe size', scope: 'List' },
      ],
    );
    expect(await screen.findByTestId('step-title')).toHaveTextContent('1. Specify Data Source');
    await user.click(screen.getByRole('radio', { name: 'MySql' }));
    await choose(user, 'Connection string', 'Demo CRM');
    await choose(user, 'Table', TABLE);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Row 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await choose(user, 'Field type of tier', 'Custom: Shoe size (This list)');
    expect(
      urlsOf(fetchMock).some(
        (u) => u.pathname === '/api/lists/custom-fields' && u.searchParams.get('listId') === '11',
      ),
    ).toBe(true);

    await choose(user, 'Field type of segment', 'New custom field…');
    const dialog = await screen.findByRole('dialog', { name: 'New custom field' });
    await user.type(within(dialog).getByLabelText(/Custom field name/), 'Branch');
    await user.click(within(dialog).getByLabelText('Only for this list'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(bodies.customField).toEqual({ label: 'Branch', listId: 11 }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Field type of segment' })).toHaveTextContent(
        'Custom: Branch (This list)',
      ),
    );
  });
});
