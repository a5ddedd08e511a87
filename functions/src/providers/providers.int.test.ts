// Settings › SMS Providers through the real HTTP stack: administrators add, edit, disable and assign providers;
// a client sees its own account's (and tests their connections) but changes nothing; credentials are sealed
// and never come back; Test connection makes a real authenticated call to the test stage's gateway emulator;
// adding a provider registers its webhooks there (BulkSMS's webhooks, a Twilio number's incoming-message URL)
// or answers the URL to paste (a Twilio Messaging Service).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { createEmulatorAccount, emulatorUrl, type EmulatorAccount } from '../test-support/sms-gateway';
import { open } from '../platform/crypto/secret-box';
import type { Provider, SavedProvider } from './providers.schemas';

vi.setConfig({ testTimeout: 60_000 });

let admin: ApiClient;
let adminUser: TestUser;
let client: ApiClient;
let clientUser: TestUser;
let other: TestUser;

const signedIn = async (user: TestUser) => {
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return api;
};

beforeAll(async () => {
  adminUser = await createAccountWithUser('Admin');
  clientUser = await createAccountWithUser();
  other = await createAccountWithUser();
  admin = await signedIn(adminUser);
  client = await signedIn(clientUser);
});

const bulkSmsBody = (account: EmulatorAccount, accountId: number, extra: Record<string, unknown> = {}) => ({
  accountId,
  name: `BulkSMS ${account.username.slice(4, 10)}`,
  type: 'BulkSms',
  credentials: { tokenId: account.username, tokenSecret: account.password },
  apiAddress: `${emulatorUrl()}/v1`,
  pricePerPart: '0.25',
  messagesPerSecond: 20,
  reverseBilled: false,
  active: true,
  ...extra,
});

const twilioBody = (account: EmulatorAccount, accountId: number, from = account.replyNumber!) => ({
  accountId,
  name: `Twilio ${account.username.slice(2, 8)}`,
  type: 'Twilio',
  credentials: { accountSid: account.username, authToken: account.password, from },
  apiAddress: emulatorUrl(),
  pricePerPart: '0.5',
  messagesPerSecond: 10,
  reverseBilled: true,
  active: true,
});

const put = <T>(api: ApiClient, path: string, json: unknown) => api.request<T>('PUT', path, { json });
const patch = <T>(api: ApiClient, path: string, json: unknown) => api.request<T>('PATCH', path, { json });

describe('adding and managing providers', () => {
  it('an administrator adds a BulkSMS provider to a client’s account: sealed credentials, never returned, webhooks registered', async () => {
    const account = await createEmulatorAccount();
    const added = await admin.post<SavedProvider>(
      '/api/sms/providers',
      bulkSmsBody(account, clientUser.accountId),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { provider, webhooks } = added.body;
    expect(provider).toMatchObject({
      accountId: clientUser.accountId,
      type: 'BulkSms',
      pricePerPart: '0.2500',
      messagesPerSecond: 20,
      reverseBilled: false,
      active: true,
      credentials: { set: true, hint: `Token id ending ${account.username.slice(-4)}` },
      webhooksToPaste: [],
    });
    expect(webhooks).toEqual({ outcome: 'registered', detail: expect.stringContaining('(2)') });
    const text = JSON.stringify(added.body);
    expect(text).not.toContain(account.password);
    expect(text).not.toContain(account.username);

    // Sealed at rest: the column is not the JSON, and opens to the token.
    const row = await testDb()
      .selectFrom('sms_providers')
      .selectAll()
      .where('id', '=', provider.id)
      .executeTakeFirstOrThrow();
    expect(row.credentials!.toString('utf8')).not.toContain(account.password);
    expect(JSON.parse(open(row.credentials!))).toEqual({
      username: account.username,
      password: account.password,
    });

    // The emulator (as BulkSMS) has the SENT and RECEIVED webhooks, each pointing at this provider's URLs.
    const listed = (await fetch(`${emulatorUrl()}/__emulator/accounts`).then((r) => r.json())) as {
      username: string;
      webhooks: { url: string; triggerScope: string }[];
    }[];
    const hooks = listed.find((a) => a.username === account.username)!.webhooks;
    expect(hooks.map((h) => h.triggerScope).sort()).toEqual(['RECEIVED', 'SENT']);
    expect(hooks.map((h) => h.url).join(' ')).toContain(`/webhooks/sms/${provider.id}/delivery-reports`);

    // The client sees it in its list (and in the campaign editor's), without credentials or webhook URLs.
    const mine = await client.get<Provider[]>('/api/sms/providers');
    expect(mine.status).toBe(200);
    expect(mine.body.find((p) => p.id === provider.id)).toMatchObject({
      name: provider.name,
      credentials: { set: true },
    });
    expect(JSON.stringify(mine.body)).not.toContain(account.password);
    const short = await client.get<{ id: number }[]>('/api/sms/providers/short');
    expect(short.body.map((p) => p.id)).toContain(provider.id);
    // The administrator sees every account's, or one account's.
    const one = await admin.get<Provider[]>(`/api/sms/providers?accountId=${clientUser.accountId}`);
    expect(one.body.every((p) => p.accountId === clientUser.accountId)).toBe(true);
    expect(one.body.map((p) => p.id)).toContain(provider.id);
  });

  it('edits keep the credentials unless new ones are given; disable and enable; assign moves it', async () => {
    const account = await createEmulatorAccount();
    const { body } = await admin.post<SavedProvider>(
      '/api/sms/providers',
      bulkSmsBody(account, clientUser.accountId),
    );
    const id = body.provider.id;
    const stored = async () =>
      await testDb().selectFrom('sms_providers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = await stored();

    const {
      credentials: _dropped,
      accountId: _a,
      ...withoutCredentials
    } = bulkSmsBody(account, clientUser.accountId, {
      name: 'Renamed BulkSMS',
      pricePerPart: '0.3100',
      messagesPerSecond: 40,
      reverseBilled: true,
    });
    const edited = await put<SavedProvider>(admin, `/api/sms/providers/${id}`, withoutCredentials);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.provider).toMatchObject({
      name: 'Renamed BulkSMS',
      pricePerPart: '0.3100',
      messagesPerSecond: 40,
      reverseBilled: true,
    });
    expect(edited.body.webhooks.outcome).toBe('unchanged');
    expect((await stored()).credentials!.equals(before.credentials!)).toBe(true);
    expect((await admin.post(`/api/sms/providers/${id}/test-connection`)).body).toMatchObject({ ok: true });

    // New credentials replace the old ones (and the webhooks are registered again with them).
    const next = await createEmulatorAccount();
    const replaced = await put<SavedProvider>(admin, `/api/sms/providers/${id}`, {
      ...withoutCredentials,
      credentials: { tokenId: next.username, tokenSecret: next.password },
    });
    expect(replaced.body.webhooks.outcome).toBe('registered');
    expect(JSON.parse(open((await stored()).credentials!))).toEqual({
      username: next.username,
      password: next.password,
    });

    // The type is fixed.
    const retyped = await put<{ error: { message: string } }>(admin, `/api/sms/providers/${id}`, {
      ...twilioBody(
        { username: `AC${'0'.repeat(32)}`, password: 'auth-token-1234', replyNumber: '+27600000001' },
        0,
      ),
      accountId: undefined,
    });
    expect(retyped.status).toBe(400);
    expect(retyped.body.error.message).toBe(
      'A provider’s type cannot change. Add a new provider of the other type instead.',
    );

    const disabled = await patch<Provider>(admin, `/api/sms/providers/${id}/active`, { active: false });
    expect(disabled.body.active).toBe(false);
    expect((await stored()).active).toBe(0);
    expect(
      (await patch<Provider>(admin, `/api/sms/providers/${id}/active`, { active: true })).body.active,
    ).toBe(true);

    const assigned = await patch<Provider>(admin, `/api/sms/providers/${id}/account`, {
      accountId: other.accountId,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.accountId).toBe(other.accountId);
    expect((await client.get<Provider[]>('/api/sms/providers')).body.map((p) => p.id)).not.toContain(id);
    expect(
      (await admin.request('PATCH', `/api/sms/providers/${id}/account`, { json: { accountId: 999_999_999 } }))
        .status,
    ).toBe(404);
  });

  it('a client changes nothing; other accounts’ providers are not found; wrong input is answered in the user’s terms', async () => {
    const account = await createEmulatorAccount();
    const { body } = await admin.post<SavedProvider>(
      '/api/sms/providers',
      bulkSmsBody(account, other.accountId),
    );
    const othersId = body.provider.id;
    const own = await admin.post<SavedProvider>(
      '/api/sms/providers',
      bulkSmsBody(await createEmulatorAccount(), clientUser.accountId),
    );
    const ownId = own.body.provider.id;

    expect((await client.post('/api/sms/providers', bulkSmsBody(account, clientUser.accountId))).status).toBe(
      403,
    );
    expect(
      (await patch(client, `/api/sms/providers/${ownId}/account`, { accountId: other.accountId })).status,
    ).toBe(403);
    expect((await patch(client, `/api/sms/providers/${ownId}/active`, { active: false })).status).toBe(403);
    expect(
      (await put(client, `/api/sms/providers/${ownId}`, bulkSmsBody(account, clientUser.accountId))).status,
    ).toBe(403);

    const hidden = await client.post<{ error: { message: string } }>(
      `/api/sms/providers/${othersId}/test-connection`,
    );
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe('The SMS provider was not found.');
    expect((await client.get<Provider[]>('/api/sms/providers')).body.map((p) => p.id)).not.toContain(
      othersId,
    );
    expect((await client.post(`/api/sms/providers/${ownId}/test-connection`)).body).toMatchObject({
      ok: true,
    });

    const invalid = await admin.post<{ error: { fields: Record<string, string[]> } }>('/api/sms/providers', {
      ...twilioBody(account, clientUser.accountId, '0821234567'),
      pricePerPart: 'R1',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields['credentials.from']).toEqual([
      'Enter a Twilio number in international form (e.g. +27600000000) or a Messaging Service SID (MG…).',
    ]);
    expect(invalid.body.error.fields.pricePerPart).toEqual([
      'Enter the price per SMS part, e.g. 0.2500 (at most 4 decimals).',
    ]);
  });
});

describe('test connection and webhooks by protocol', () => {
  it('Twilio with a number: the number’s incoming-message URL is set; Test connection answers ok, and refuses a wrong token', async () => {
    const account = await createEmulatorAccount({ protocol: 'Twilio' });
    const added = await admin.post<SavedProvider>(
      '/api/sms/providers',
      twilioBody(account, clientUser.accountId),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.provider.id;
    expect(added.body.webhooks.outcome).toBe('registered');
    expect(added.body.provider.credentials.hint).toBe(`Account SID ending ${account.username.slice(-4)}`);
    const numbers = (await fetch(
      `${emulatorUrl()}/2010-04-01/Accounts/${account.username}/IncomingPhoneNumbers.json`,
      {
        headers: {
          Authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`,
        },
      },
    ).then((r) => r.json())) as { incoming_phone_numbers: { sms_url: string }[] };
    expect(numbers.incoming_phone_numbers[0]!.sms_url).toBe(
      `${process.env.API_HOST}/webhooks/twilio/${id}/inbound`,
    );

    const ok = await admin.post<{ ok: boolean; detail?: string }>(`/api/sms/providers/${id}/test-connection`);
    expect(ok.body).toEqual({ ok: true, detail: expect.stringContaining('Twilio accepted the credentials') });

    const { accountId: _a, ...edit } = twilioBody({ ...account, password: 'not-the-right-token' }, 0);
    expect((await put(admin, `/api/sms/providers/${id}`, edit)).status).toBe(200);
    const refused = await admin.post<{ ok: boolean; reason: string }>(
      `/api/sms/providers/${id}/test-connection`,
    );
    expect(refused.body).toEqual({
      ok: false,
      reason: 'Twilio refused the Account SID and auth token (401, error 20003): check them.',
    });
  });

  it('Twilio with a Messaging Service: the URL to paste; BulkSMS with a wrong secret: refused', async () => {
    const account = await createEmulatorAccount({ protocol: 'Twilio' });
    const added = await admin.post<SavedProvider>(
      '/api/sms/providers',
      twilioBody(account, clientUser.accountId, 'MG0123456789abcdef0123456789abcdef'),
    );
    expect(added.body.webhooks.outcome).toBe('paste');
    expect(added.body.provider.webhooksToPaste).toEqual([
      {
        label: 'Messaging Service › Integration › Send a webhook: Request URL (HTTP POST)',
        url: `${process.env.API_HOST}/webhooks/twilio/${added.body.provider.id}/inbound`,
      },
    ]);
    // A client is not shown the URLs (a provider's may carry its webhook secret).
    const seen = (await client.get<Provider[]>('/api/sms/providers')).body.find(
      (p) => p.id === added.body.provider.id,
    );
    expect(seen!.webhooksToPaste).toEqual([]);

    const bulk = await createEmulatorAccount();
    const wrong = await admin.post<SavedProvider>(
      '/api/sms/providers',
      bulkSmsBody({ ...bulk, password: 'wrong-secret-123' }, clientUser.accountId),
    );
    expect(wrong.status).toBe(201);
    expect(wrong.body.webhooks.outcome).toBe('failed');
    expect(wrong.body.webhooks.detail).not.toContain('wrong-secret-123');
    const refused = await admin.post(`/api/sms/providers/${wrong.body.provider.id}/test-connection`);
    expect(refused.body).toEqual({
      ok: false,
      reason: 'BulkSMS refused the API token (401): check the token id and secret.',
    });
  });

  it('each provider shows its routing health: Ok until judged, Degraded with why, Ok again once the verdict is stale', async () => {
    const account = await createEmulatorAccount();
    const added = await admin.post<SavedProvider>(
      '/api/sms/providers',
      bulkSmsBody(account, other.accountId),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.provider.id;
    expect(added.body.provider.health).toEqual({ state: 'Ok', weight: 100, reason: null });
    const judged = (evaluatedAt: Date) => ({
      provider_id: id,
      account_id: other.accountId,
      state: 'Degraded' as const,
      weight: 0,
      since: evaluatedAt,
      changed_at: evaluatedAt,
      until: new Date(evaluatedAt.getTime() + 900_000),
      reason: 'delivery 41% in the last hour against its usual 96%',
      hour_judged: 40,
      hour_delivered: 16,
      delivery_rate: 0.41,
      norm_rate: 0.96,
      error_attempts: 0,
      error_count: 0,
      error_rate: null,
      evaluated_at: evaluatedAt,
    });
    await testDb().insertInto('sms_provider_health').values(judged(new Date())).execute();
    const healthOf = async () =>
      (await admin.get<Provider[]>(`/api/sms/providers?accountId=${other.accountId}`)).body.find(
        (p) => p.id === id,
      )?.health;
    expect(await healthOf()).toEqual({
      state: 'Degraded',
      weight: 0,
      reason: 'delivery 41% in the last hour against its usual 96%',
    });
    // A verdict the evaluator has not renewed for over 10 minutes is not shown (nor used for routing).
    await testDb()
      .updateTable('sms_provider_health')
      .set({ evaluated_at: new Date(Date.now() - 11 * 60_000) })
      .where('provider_id', '=', id)
      .execute();
    expect(await healthOf()).toEqual({ state: 'Ok', weight: 100, reason: null });
  });

  it('Clickatell: sealed key, a real balance call tests it, and the callback URLs are shown to paste', async () => {
    const account = await createEmulatorAccount({ protocol: 'Clickatell' });
    const added = await admin.post<SavedProvider>('/api/sms/providers', {
      accountId: clientUser.accountId,
      name: 'Clickatell',
      type: 'Clickatell',
      credentials: { apiKey: account.username, from: '' },
      apiAddress: emulatorUrl(),
      pricePerPart: '0.3',
      messagesPerSecond: 5,
      reverseBilled: false,
      active: false,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(JSON.stringify(added.body)).not.toContain(account.username);
    const id = added.body.provider.id;
    expect(added.body.provider.webhooksToPaste.map((hook) => hook.url)).toEqual([
      expect.stringContaining(`/webhooks/clickatell/${id}/status`),
      expect.stringContaining(`/webhooks/clickatell/${id}/inbound`),
    ]);
    const tested = await admin.post<{ ok: boolean; detail?: string }>(
      `/api/sms/providers/${id}/test-connection`,
    );
    expect(tested.body).toEqual({
      ok: true,
      detail: 'Clickatell accepted the API key. Balance: 1267.93 ZAR.',
    });

    const wrong = await admin.post<SavedProvider>('/api/sms/providers', {
      accountId: clientUser.accountId,
      name: 'Clickatell wrong key',
      type: 'Clickatell',
      credentials: { apiKey: 'not-an-emulator-key-1234', from: '' },
      apiAddress: emulatorUrl(),
      pricePerPart: '0.3',
      messagesPerSecond: 5,
      reverseBilled: false,
      active: false,
    });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(201);
    const refused = await admin.post(`/api/sms/providers/${wrong.body.provider.id}/test-connection`);
    expect(refused.body).toEqual({
      ok: false,
      reason: 'Clickatell refused the API key: check it in the integration’s settings.',
    });
  });
});
