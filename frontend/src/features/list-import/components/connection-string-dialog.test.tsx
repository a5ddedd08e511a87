import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionString } from '@contracts/lists/mysql/mysql.schemas';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import {
  CHECKING_TEXT,
  CLEAR_PASSWORD_LABEL,
  CONNECTED_TEXT,
  CONNECTION_FAILED_TEXT,
  ConnectionStringDialog,
  ENTER_HOST_HELP,
  KEEP_PASSWORD_HELP,
  RETYPE_PASSWORD_HELP,
} from './connection-string-dialog';
import { REQUIRE_TLS_LABEL, TLS_OFF_HELP, TLS_ON_HELP } from './require-tls-switch';

const LOADING = 'Loading the list of databases.';
const CANNOT_CONNECT = 'Cannot connect to MySQL with the connection details provided.';
const NO_DATABASES = 'No databases found';
const HOST_REFUSED =
  'This host is on a private, loopback or link-local network; connect to a MySQL server that is reachable over the internet.';

const saved: ConnectionString = {
  mySQLConnID: 7,
  connName: 'Demo CRM',
  mysqlHost: 'db.example.com',
  mysqlUsername: 'crm_reader',
  mysqlDatabase: 'crm_demo',
  tablePrefix: 'crm_',
  type: 3,
  hasPassword: true,
  requireTls: true,
};

function setup(routes: MockRoutes, editing: ConnectionString | null = null, debounceMs = 0) {
  const fetchMock = mockApi(routes);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <ConnectionStringDialog
      listKind="Sms"
      editing={editing}
      onClose={onClose}
      onSaved={onSaved}
      debounceMs={debounceMs}
    />,
  );
  return { fetchMock, onSaved, onClose, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

/** The URLs of the calls made so far to this path. */
const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string): URL[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

const databaseHelp = () => screen.getByRole('combobox', { name: /Database/ });

describe('ConnectionStringDialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every required-field message of spec 1 §5 and sends nothing', async () => {
    const { fetchMock, onSaved, user, dialog } = setup({});
    expect(within(dialog).getByRole('heading', { name: 'New connection string' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Connection name is required',
      'Host is required',
      'Username is required',
      'Please select a database',
      'Please select what to use this connection string for.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();

    // Typing into a field clears its message only.
    await user.type(within(dialog).getByLabelText(/Connection name/), 'CRM');
    expect(within(dialog).queryByText('Connection name is required')).toBeNull();
    expect(within(dialog).getByText('Host is required')).toBeInTheDocument();
  });

  it("offers the list's type or 'SMS and Email' under Use for", async () => {
    const { user, dialog } = setup({});
    await user.click(within(dialog).getByRole('combobox', { name: 'Use for' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['SMS', 'SMS and Email']);
  });

  it('lists databases only once host and username are there, then shows the check as successful', async () => {
    const { fetchMock, user, dialog } = setup({
      'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo', 'shop'] } },
    });
    expect(within(dialog).getByText(ENTER_HOST_HELP)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Host/), 'db.example.com');
    expect(callsTo(fetchMock, '/api/lists/mysql/databases')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Username/), 'crm');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret');

    const check = await within(dialog).findByTestId('connection-check');
    await waitFor(() => expect(check).toHaveTextContent(CONNECTED_TEXT));
    const last = callsTo(fetchMock, '/api/lists/mysql/databases').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      host: 'db.example.com',
      username: 'crm',
      password: 'secret',
      requireTls: 'true',
    });
    await user.click(databaseHelp());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['crm_demo', 'shop']);
  });

  it('waits until typing settles before listing the databases', async () => {
    const { fetchMock, user, dialog } = setup(
      { 'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo'] } } },
      null,
      300,
    );
    await user.type(within(dialog).getByLabelText(/Username/), 'crm');
    await user.type(within(dialog).getByLabelText(/Host/), 'db.example.com');
    await waitFor(() =>
      expect(within(dialog).getByTestId('connection-check')).toHaveTextContent(CONNECTED_TEXT),
    );
    // One call for the settled details, not one per key stroke.
    expect(callsTo(fetchMock, '/api/lists/mysql/databases')).toHaveLength(1);
  });

  it("says 'Loading the list of databases.' while the list is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(
      <ConnectionStringDialog
        listKind="Sms"
        editing={null}
        onClose={() => {}}
        onSaved={() => {}}
        debounceMs={0}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Host/), 'h');
    await user.type(screen.getByLabelText(/Username/), 'u');
    expect(await screen.findByText(LOADING)).toBeInTheDocument();
    expect(screen.getByTestId('connection-check')).toHaveTextContent(CHECKING_TEXT);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    answer(new Response(JSON.stringify({ databases: [] }), { status: 200 }));
    expect(await screen.findByText(NO_DATABASES)).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).toBeNull();
  });

  it("says 'No databases found' when the server has none", async () => {
    const { user, dialog } = setup({ 'GET /api/lists/mysql/databases': { body: { databases: [] } } });
    await user.type(within(dialog).getByLabelText(/Host/), 'db.example.com');
    await user.type(within(dialog).getByLabelText(/Username/), 'crm');
    expect(await within(dialog).findByText(NO_DATABASES)).toBeInTheDocument();
    expect(within(dialog).getByTestId('connection-check')).toHaveTextContent(CONNECTED_TEXT);
  });

  it('shows the failed connection check when the server cannot be reached', async () => {
    const { user, dialog } = setup({
      'GET /api/lists/mysql/databases': {
        status: 422,
        body: errorBody('MYSQL_UNREACHABLE', CANNOT_CONNECT),
      },
    });
    await user.type(within(dialog).getByLabelText(/Host/), 'db.example.com');
    await user.type(within(dialog).getByLabelText(/Username/), 'crm');
    expect(await within(dialog).findByText(CANNOT_CONNECT)).toBeInTheDocument();
    const check = within(dialog).getByTestId('connection-check');
    expect(check).toHaveAttribute('data-state', 'failed');
    expect(check).toHaveTextContent(CONNECTION_FAILED_TEXT);
  });

  it('explains a refused host in the connection check', async () => {
    const { user, dialog } = setup({
      'GET /api/lists/mysql/databases': { status: 422, body: errorBody('HOST_NOT_ALLOWED', HOST_REFUSED) },
    });
    await user.type(within(dialog).getByLabelText(/Host/), '10.0.0.1');
    await user.type(within(dialog).getByLabelText(/Username/), 'crm');
    await waitFor(() =>
      expect(within(dialog).getByTestId('connection-check')).toHaveTextContent(
        `${CONNECTION_FAILED_TEXT} ${HOST_REFUSED}`,
      ),
    );
    expect(within(dialog).getByText(CANNOT_CONNECT)).toBeInTheDocument();
  });

  it('keeps the saved password when editing with the password left blank', async () => {
    let posted: unknown;
    const answer = { ...saved, connName: 'Demo CRM 2' };
    const { fetchMock, onSaved, user, dialog } = setup(
      {
        'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo', 'shop'] } },
        'POST /api/lists/mysql/connection-strings': (init) => {
          posted = JSON.parse(String(init?.body));
          return { body: answer };
        },
      },
      saved,
    );
    expect(within(dialog).getByRole('heading', { name: 'Edit connection string' })).toBeInTheDocument();
    expect(within(dialog).getByText(KEEP_PASSWORD_HELP)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
    // The listing uses the saved password (the browser never has it).
    await waitFor(() => expect(callsTo(fetchMock, '/api/lists/mysql/databases')).toHaveLength(1));
    expect(Object.fromEntries(callsTo(fetchMock, '/api/lists/mysql/databases')[0]!.searchParams)).toEqual({
      host: 'db.example.com',
      username: 'crm_reader',
      password: '',
      requireTls: 'true',
      connectionStringId: '7',
    });
    expect(databaseHelp()).toHaveTextContent('crm_demo');
    expect(within(dialog).getByRole('combobox', { name: 'Use for' })).toHaveTextContent('SMS and Email');

    await user.clear(within(dialog).getByLabelText(/Connection name/));
    await user.type(within(dialog).getByLabelText(/Connection name/), 'Demo CRM 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    expect(posted).toEqual({
      mySQLConnID: 7,
      connName: 'Demo CRM 2',
      mysqlHost: 'db.example.com',
      mysqlUsername: 'crm_reader',
      mysqlPassword: '',
      clearPassword: false,
      mysqlDatabase: 'crm_demo',
      tablePrefix: 'crm_',
      type: 3,
      requireTls: true,
    });
  });

  it('never tries the saved password against another host or user', async () => {
    const { fetchMock, user, dialog } = setup(
      { 'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo'] } } },
      saved,
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/lists/mysql/databases')).toHaveLength(1));
    await user.clear(within(dialog).getByLabelText(/Host/));
    await user.type(within(dialog).getByLabelText(/Host/), 'other.example.com');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/lists/mysql/databases').at(-1)?.searchParams.get('host')).toBe(
        'other.example.com',
      ),
    );
    const last = callsTo(fetchMock, '/api/lists/mysql/databases').at(-1)!;
    expect(last.searchParams.has('connectionStringId')).toBe(false);
    expect(last.searchParams.get('password')).toBe('');
  });

  it('a typed password replaces the saved one; removing it clears the password', async () => {
    const { fetchMock, user, dialog } = setup(
      { 'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo'] } } },
      saved,
    );
    await user.type(within(dialog).getByLabelText(/^Password/), 'new-pass');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/lists/mysql/databases').at(-1)?.searchParams.get('password')).toBe(
        'new-pass',
      ),
    );
    expect(
      callsTo(fetchMock, '/api/lists/mysql/databases').at(-1)?.searchParams.has('connectionStringId'),
    ).toBe(false);
    await user.click(within(dialog).getByLabelText(CLEAR_PASSWORD_LABEL));
    expect(within(dialog).getByLabelText(/^Password/)).toBeDisabled();
    expect(within(dialog).queryByText(KEEP_PASSWORD_HELP)).toBeNull();
  });

  it('creates a connection string and hands back what the server saved', async () => {
    let posted: unknown;
    const answer = { ...saved, mySQLConnID: 12, hasPassword: true };
    const { onSaved, user, dialog } = setup({
      'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo', 'shop'] } },
      'POST /api/lists/mysql/connection-strings': (init) => {
        posted = JSON.parse(String(init?.body));
        return { body: answer };
      },
    });
    await user.type(within(dialog).getByLabelText(/Connection name/), '  Shop DB ');
    await user.type(within(dialog).getByLabelText(/Host/), 'db.example.com');
    await user.type(within(dialog).getByLabelText(/Username/), 'crm');
    await user.type(within(dialog).getByLabelText(/^Password/), 'pw');
    await waitFor(() =>
      expect(within(dialog).getByTestId('connection-check')).toHaveTextContent(CONNECTED_TEXT),
    );
    await user.click(databaseHelp());
    await user.click(screen.getByRole('option', { name: 'shop' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Use for' }));
    await user.click(screen.getByRole('option', { name: 'SMS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    expect(posted).toEqual({
      mySQLConnID: null,
      connName: 'Shop DB',
      mysqlHost: 'db.example.com',
      mysqlUsername: 'crm',
      mysqlPassword: 'pw',
      clearPassword: false,
      mysqlDatabase: 'shop',
      tablePrefix: '',
      type: 1,
      requireTls: true,
    });
  });

  it("'Require TLS' is on by default, off for local-development hosts, until the user sets it", async () => {
    const { fetchMock, user, dialog } = setup({
      'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo'] } },
    });
    const tls = within(dialog).getByRole('switch', { name: REQUIRE_TLS_LABEL });
    expect(tls).toBeChecked();
    expect(within(dialog).getByTestId('tls-help')).toHaveTextContent(TLS_ON_HELP);
    const hostField = within(dialog).getByLabelText(/Host/);
    for (const [host, on] of [
      ['db.example.com:3307', true],
      ['localhost', false],
      ['127.0.0.5:3307', false],
      ['[[::1]:3306', false],
      ['10.0.0.1', true],
      ['127.0.0.1.example.com', true],
    ] as const) {
      await user.clear(hostField);
      await user.type(hostField, host);
      expect((tls as HTMLInputElement).checked, host).toBe(on);
    }
    expect(within(dialog).getByTestId('tls-help')).toHaveTextContent(TLS_ON_HELP);
    // The user's choice stays whatever the host.
    await user.click(tls);
    expect(tls).not.toBeChecked();
    expect(within(dialog).getByTestId('tls-help')).toHaveTextContent(TLS_OFF_HELP);
    await user.clear(hostField);
    await user.type(hostField, 'db.example.com');
    expect(tls).not.toBeChecked();
    await user.type(within(dialog).getByLabelText(/Username/), 'crm');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/lists/mysql/databases').at(-1)?.searchParams.get('requireTls')).toBe(
        'false',
      ),
    );
  });

  it('asks for the password again when Require TLS is turned off for a password saved with TLS', async () => {
    let posted: unknown;
    const { fetchMock, user, dialog } = setup(
      {
        'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo'] } },
        'POST /api/lists/mysql/connection-strings': (init) => {
          posted = JSON.parse(String(init?.body));
          return { body: { ...saved, requireTls: false } };
        },
      },
      saved,
    );
    const tls = within(dialog).getByRole('switch', { name: REQUIRE_TLS_LABEL });
    expect(tls).toBeChecked();
    await waitFor(() => expect(callsTo(fetchMock, '/api/lists/mysql/databases')).toHaveLength(1));
    await user.click(tls);
    expect(within(dialog).getByText(RETYPE_PASSWORD_HELP)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/lists/mysql/databases').at(-1)?.searchParams.get('requireTls')).toBe(
        'false',
      ),
    );
    expect(
      callsTo(fetchMock, '/api/lists/mysql/databases').at(-1)?.searchParams.has('connectionStringId'),
    ).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Password/), 'again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toMatchObject({ mysqlPassword: 'again', requireTls: false }));
  });

  it("shows the server's errors: a 422 message for the form, 400 messages at their fields", async () => {
    let status = 422;
    const { onSaved, user, dialog } = setup(
      {
        'GET /api/lists/mysql/databases': { body: { databases: ['crm_demo'] } },
        'POST /api/lists/mysql/connection-strings': () =>
          status === 422
            ? { status, body: errorBody('MYSQL_UNREACHABLE', CANNOT_CONNECT) }
            : {
                status,
                body: errorBody('VALIDATION_FAILED', 'Validation failed', {
                  connName: ['At most 100 characters.'],
                }),
              },
      },
      saved,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('form-failure')).toHaveTextContent(CANNOT_CONNECT);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    status = 400;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 100 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Connection name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByTestId('form-failure')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
