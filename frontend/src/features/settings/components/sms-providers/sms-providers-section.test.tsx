import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Provider } from '@contracts/providers/providers.schemas';
import { adminUser, clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const twilio: Provider = {
  id: 31,
  accountId: 2,
  accountName: 'Acme Retail',
  name: 'Twilio main',
  type: 'Twilio',
  pricePerPart: '0.5000',
  messagesPerSecond: 10,
  reverseBilled: false,
  active: true,
  apiAddress: 'https://api.twilio.com',
  createdDate: '2026-03-01T09:30:00Z',
  credentials: { set: true, hint: 'Account SID ending cdef' },
  webhooksToPaste: [
    {
      label: 'Messaging Service › Integration › Send a webhook: Request URL (HTTP POST)',
      url: 'https://api.test/webhooks/twilio/31/inbound',
    },
  ],
  health: { state: 'Ok', weight: 100, reason: null },
};

function setup(user: typeof adminUser, routes: MockRoutes) {
  const fetchMock = mockApi({
    ...sessionRoutes(user),
    'GET /api/settings': {
      body: {
        limitDownloads: false,
        apiHost: 'https://api.test',
        smsShortUrlHost: 'https://s.test',
        optoutConfirmation: true,
        senderName: 'Acme Retail',
        optoutLine: 'Acme Retail: Reply STOP to opt out',
      },
    },
    'GET /api/settings/api-keys': { body: [] },
    'GET /api/settings/webhook-secret': { body: { secret: 'whsec_abc', previousSecretValidUntil: null } },
    'GET /api/sms/custom-fields': { body: [] },
    'POST /api/sms/lists/all': { body: { rows: [], totalRows: 0 } },
    'GET /api/email/sending-domains': { body: { rows: [] } },
    'GET /api/email/suppressions': { body: { rows: [], totalRows: 0 } },
    'GET /api/admin/accounts': {
      body: [
        { id: 1, name: 'Platform Ops', createdDate: '2026-01-01T00:00:00Z', userCount: 1 },
        { id: 2, name: 'Acme Retail', createdDate: '2026-01-01T00:00:00Z', userCount: 3 },
      ],
    },
    ...routes,
  });
  return { ...renderApp('/settings'), fetchMock, user: userEvent.setup() };
}

// Filling a whole provider form types many characters: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const section = () => screen.getByRole('region', { name: 'SMS Providers' });

describe('Settings › SMS Providers', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('a client sees its providers and tests a connection, but cannot add or edit', async () => {
    const { user } = setup(clientUser, {
      'GET /api/sms/providers': { body: [{ ...twilio, webhooksToPaste: [] }] },
      'POST /api/sms/providers/31/test-connection': {
        body: {
          ok: false,
          reason: 'Twilio refused the Account SID and auth token (401, error 20003): check them.',
        },
      },
    });
    const row = (
      await within(await screen.findByRole('region', { name: 'SMS Providers' })).findByText('Twilio main')
    ).closest('tr')!;
    expect(row).toHaveTextContent('Twilio');
    expect(row).toHaveTextContent('Standard');
    expect(row).toHaveTextContent('0.5000');
    expect(row).toHaveTextContent('Active');
    expect(within(section()).queryByRole('button', { name: 'Add provider' })).toBeNull();
    expect(within(section()).queryByRole('button', { name: 'Edit Twilio main' })).toBeNull();
    await user.click(within(section()).getByRole('button', { name: 'Test connection of Twilio main' }));
    expect(await within(section()).findByTestId('connection-test-result')).toHaveTextContent(
      'Twilio main: Twilio refused the Account SID and auth token (401, error 20003): check them.',
    );
  });

  it('shows how routing by measured delivery treats each active provider: Degraded with why, Recovering with its share', async () => {
    setup(clientUser, {
      'GET /api/sms/providers': {
        body: [
          { ...twilio, webhooksToPaste: [] },
          {
            ...twilio,
            id: 32,
            name: 'Vodacom Bulk',
            webhooksToPaste: [],
            health: {
              state: 'Degraded',
              weight: 0,
              reason: 'delivery 41% in the last hour against its usual 96%',
            },
          },
          {
            ...twilio,
            id: 33,
            name: 'Clickatell ZA',
            type: 'Clickatell',
            webhooksToPaste: [],
            health: { state: 'Recovering', weight: 50, reason: null },
          },
          {
            ...twilio,
            id: 34,
            name: 'Old route',
            active: false,
            webhooksToPaste: [],
            health: { state: 'Degraded', weight: 0, reason: 'errors 80% of its last attempts' },
          },
        ],
      },
    });
    const rowOf = async (name: string) =>
      (await within(await screen.findByRole('region', { name: 'SMS Providers' })).findByText(name)).closest(
        'tr',
      )!;
    expect(await rowOf('Twilio main')).toHaveTextContent('Active');
    const degraded = await rowOf('Vodacom Bulk');
    expect(degraded).toHaveTextContent('Degraded');
    expect(within(degraded).getByTestId('provider-health-reason')).toHaveTextContent(
      'Out of its spreads: delivery 41% in the last hour against its usual 96%.',
    );
    expect(await rowOf('Clickatell ZA')).toHaveTextContent('Recovering (50% of its share)');
    const disabled = await rowOf('Old route');
    expect(disabled).toHaveTextContent('Disabled');
    expect(disabled).not.toHaveTextContent('Degraded');
  });

  it('an administrator adds a Twilio provider for an account: per-type fields, secrets as password inputs, the URLs to paste', async () => {
    const bodies: unknown[] = [];
    let listed: Provider[] = [];
    const { user } = setup(adminUser, {
      'GET /api/sms/providers': () => ({ body: listed }),
      'POST /api/sms/providers': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        listed = [twilio];
        return {
          status: 201,
          body: {
            provider: twilio,
            webhooks: {
              outcome: 'paste',
              detail: 'Paste the webhook URLs below into the provider’s console.',
            },
          },
        };
      },
    });
    await user.click(
      await within(await screen.findByRole('region', { name: 'SMS Providers' })).findByRole('button', {
        name: 'Add provider',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add SMS provider' });

    // Checked before sending, in the user's terms.
    await user.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Retail' }));
    expect(within(dialog).getByLabelText(/API token secret/)).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Twilio' }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Twilio main');
    await user.type(within(dialog).getByLabelText(/Account SID/), 'AC0123456789abcdef0123456789abcdef');
    expect(within(dialog).getByLabelText(/Auth token/)).toHaveAttribute('type', 'password');
    await user.type(within(dialog).getByLabelText(/Auth token/), 'auth-token-1234');
    await user.type(within(dialog).getByLabelText(/^Sender/), 'MG0123456789abcdef0123456789abcdef');
    await user.type(within(dialog).getByLabelText(/Price per SMS part/), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add provider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        accountId: 2,
        name: 'Twilio main',
        type: 'Twilio',
        credentials: {
          accountSid: 'AC0123456789abcdef0123456789abcdef',
          authToken: 'auth-token-1234',
          from: 'MG0123456789abcdef0123456789abcdef',
        },
        pricePerPart: '0.5',
        messagesPerSecond: 10,
        reverseBilled: false,
        active: true,
      },
    ]);
    expect(await within(section()).findByTestId('webhook-outcome')).toHaveTextContent(
      'Paste the webhook URLs',
    );
    expect(await within(section()).findByTestId('webhook-url')).toHaveTextContent(
      'https://api.test/webhooks/twilio/31/inbound',
    );
    expect(within(section()).getByRole('button', { name: /Copy Twilio main/ })).toBeInTheDocument();
  });

  it('editing leaves the credentials out unless typed; Disable asks first', async () => {
    const edits: unknown[] = [];
    const actives: unknown[] = [];
    const { user } = setup(adminUser, {
      'GET /api/sms/providers': { body: [twilio] },
      'PUT /api/sms/providers/31': (init) => {
        edits.push(JSON.parse(String(init?.body)));
        return {
          body: {
            provider: { ...twilio, name: 'Twilio renamed' },
            webhooks: { outcome: 'unchanged', detail: '' },
          },
        };
      },
      'PATCH /api/sms/providers/31/active': (init) => {
        actives.push(JSON.parse(String(init?.body)));
        return { body: { ...twilio, active: false } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Twilio main' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Twilio main' });
    expect(within(dialog).getByText(/Account SID ending cdef/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Auth token/)).toHaveValue('');
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Twilio renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).not.toHaveProperty('credentials');
    expect(edits[0]).toMatchObject({ name: 'Twilio renamed', type: 'Twilio', pricePerPart: '0.5000' });

    await user.click(await screen.findByRole('button', { name: 'Disable Twilio main' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable SMS provider' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(actives).toEqual([{ active: false }]));
  });
});
