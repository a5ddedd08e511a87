import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@contracts/api-keys/api-keys.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { COPY_FALLBACK_TEXT, KEY_SHOWN_ONCE_TEXT } from './api-key-created-dialog';
import { NO_API_KEYS_TEXT } from './api-keys-table';

const KEY = 'pk_live_Ab3dEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  name: 'Online shop',
  prefix: 'pk_live_Zz9yXw',
  createdAt: '2026-03-02T07:00:00Z',
  lastUsedAt: null,
  status: 'Active',
  rateLimitPerSecond: 100,
  ...overrides,
});

function setup(routes: MockRoutes, path = '/settings') {
  const fetchMock = mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/settings': {
      body: {
        limitDownloads: false,
        apiHost: 'https://api.pulsar.test',
        smsShortUrlHost: 'https://s.test',
        optoutConfirmation: true,
        senderName: 'Acme Retail',
        optoutLine: 'Acme Retail: Reply STOP to opt out',
      },
    },
    'GET /api/settings/webhook-secret': {
      body: { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', previousSecretValidUntil: null },
    },
    // The route's Manage Custom Fields card.
    'GET /api/sms/custom-fields': { body: [] },
    'GET /api/sms/providers': { body: [] },
    'POST /api/sms/lists/all': { body: { rows: [], totalRows: 0 } },
    // The route's Sending domains card.
    'GET /api/email/sending-domains': { body: { rows: [] } },
    // The route's Email suppressions card.
    'GET /api/email/suppressions': { body: { rows: [], totalRows: 0 } },
    ...routes,
  });
  return { ...renderApp(path), fetchMock, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'API keys' });

describe('Settings › API keys', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the keys with prefix, dates and status, and shows how to call the send endpoint', async () => {
    setup({
      'GET /api/settings/api-keys': {
        body: [
          apiKey({ lastUsedAt: '2026-03-03T10:15:00Z' }),
          apiKey({ id: 2, name: 'Old CRM', prefix: 'pk_live_Qq1rRr', status: 'Disabled' }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Settings | Acme Messaging'));
    const rows = await within(table()).findAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Prefix', 'Created', 'Last used', 'Status', 'Actions']);
    // South African time (UTC+2).
    expect(within(rows[1]!).getByTestId('api-key-name')).toHaveTextContent('Online shop');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    ).toEqual(['pk_live_Zz9yXw…', '2026-03-02 09:00', '2026-03-03 12:15', 'Active', 'Revoke']);
    expect(within(rows[2]!).getAllByRole('cell')[3]).toHaveTextContent('Never');
    expect(within(rows[2]!).getAllByRole('cell')[4]).toHaveTextContent('Disabled');
    expect(await screen.findByTestId('send-get-example')).toHaveTextContent(
      'https://api.pulsar.test/campaigns/sms/{campaignId}/sms/send?apikey={apikey}&to={to}',
    );
    const post = screen.getByTestId('send-post-example').textContent ?? '';
    expect(post).toContain("curl -X POST 'https://api.pulsar.test/campaigns/sms/{campaignId}/sms/send'");
    expect(post).toContain("-H 'Authorization: Bearer {apikey}'");
    expect(post).toContain('{"to": "{to}"}');
  });

  it('says so when there are no keys', async () => {
    setup({ 'GET /api/settings/api-keys': { body: [] } });
    expect(await screen.findByText(NO_API_KEYS_TEXT)).toBeInTheDocument();
  });

  it('creates a key: validates the name with the shared schema, shows the server’s field message, then the key once', async () => {
    const bodies: unknown[] = [];
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: errorBody('VALIDATION_FAILED', 'Bad', { name: ['An active API key already has this name.'] }),
    };
    let listed: ApiKey[] = [];
    const { user } = setup({
      'GET /api/settings/api-keys': () => ({ body: listed }),
      'POST /api/settings/api-keys': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer;
      },
    });
    // After userEvent.setup(), which installs its own clipboard stub.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('API key name is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Name/), '  Online shop ');
    expect(within(dialog).queryByText('API key name is required.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('An active API key already has this name.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Online shop' }]);

    answer = {
      status: 201,
      body: {
        id: 5,
        name: 'Online shop',
        prefix: KEY.slice(0, 14),
        key: KEY,
        createdAt: '2026-03-04T08:00:00Z',
      },
    };
    listed = [apiKey({ id: 5, prefix: KEY.slice(0, 14) })];
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'API key created' });
    expect(within(shown).getByText(KEY_SHOWN_ONCE_TEXT)).toBeInTheDocument();
    expect(within(shown).getByTestId('new-api-key')).toHaveValue(KEY);
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
    expect(await within(table()).findByTestId('api-key-prefix')).toHaveTextContent('pk_live_Ab3dEf…');
  });

  it('selects the key for the user to copy when the clipboard refuses', async () => {
    const { user } = setup({
      'GET /api/settings/api-keys': { body: [] },
      'POST /api/settings/api-keys': {
        status: 201,
        body: { id: 5, name: 'Shop', prefix: KEY.slice(0, 14), key: KEY, createdAt: '2026-03-04T08:00:00Z' },
      },
    });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByLabelText(/Name/), 'Shop');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'API key created' });
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(within(shown).getByText(COPY_FALLBACK_TEXT)).toBeInTheDocument();
    const field = within(shown).getByTestId('new-api-key') as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, KEY.length]);
  });

  it('revokes a key after confirmation, and keeps it when cancelled', async () => {
    let listed = [apiKey(), apiKey({ id: 2, name: 'Old CRM', prefix: 'pk_live_Qq1rRr' })];
    const revoked: string[] = [];
    const { user } = setup({
      'GET /api/settings/api-keys': () => ({ body: listed }),
      'DELETE /api/settings/api-keys/2': () => {
        revoked.push('2');
        listed = listed.filter((k) => k.id !== 2);
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Old CRM' }));
    let confirm = screen.getByRole('dialog', { name: 'Revoke API key' });
    expect(confirm).toHaveTextContent('Revoke the API key "Old CRM" (pk_live_Qq1rRr…)?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(revoked).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Old CRM' }));
    confirm = screen.getByRole('dialog', { name: 'Revoke API key' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key "Old CRM" revoked.')).toBeInTheDocument();
    expect(revoked).toEqual(['2']);
    await waitFor(() => expect(within(table()).queryByText('Old CRM')).not.toBeInTheDocument());
    expect(within(table()).getByText('Online shop')).toBeInTheDocument();
  });

  it('shows a load failure with Try again', async () => {
    setup({ 'GET /api/settings/api-keys': { status: 500, body: errorBody('INTERNAL', 'Database down.') } });
    expect(await screen.findByText('Database down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Settings › Sender name', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sender name and its opt-out line, checks it with the shared schema and saves it', async () => {
    let sent: unknown;
    const { user } = setup({
      'GET /api/settings/api-keys': { body: [] },
      'PUT /api/settings/sender-name': (init) => {
        sent = JSON.parse(String(init?.body));
        return {
          body: {
            limitDownloads: false,
            apiHost: 'https://api.pulsar.test',
            smsShortUrlHost: 'https://s.test',
            optoutConfirmation: true,
            senderName: 'Acme Shoes',
            optoutLine: 'Acme Shoes: Reply STOP to opt out',
          },
        };
      },
    });
    const section = await screen.findByRole('region', { name: 'Sender name' });
    const field = within(section).getByRole('textbox', { name: 'Sender name' });
    await waitFor(() => expect(field).toHaveValue('Acme Retail'));
    expect(section).toHaveTextContent('Opt-out line: Acme Retail: Reply STOP to opt out');
    await user.clear(field);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(within(section).getByText('Enter the name your messages say they are from.')).toBeInTheDocument();
    await user.type(field, 'Acme Shoes');
    expect(section).toHaveTextContent('Opt-out line: Acme Shoes: Reply STOP to opt out');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual({ senderName: 'Acme Shoes' }));
    expect(await screen.findByText('Sender name saved.')).toBeInTheDocument();
  });
});
