import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { addUser, createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import type { ApiKey, CreatedApiKey } from './api-keys.schemas';
import {
  API_KEY_LIMIT_REACHED,
  API_KEY_NAME_REQUIRED,
  API_KEY_NAME_TAKEN,
  API_KEY_NAME_TOO_LONG,
  MAX_ACTIVE_API_KEYS,
} from './api-keys.schemas';
import { authenticateApiKey, disableApiKeysOfAccount } from './api-keys.service';

const URL = '/api/settings/api-keys';

async function signedIn(user: TestUser): Promise<ApiClient> {
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return api;
}

async function create(api: ApiClient, name: string): Promise<CreatedApiKey> {
  const answer = await api.post<CreatedApiKey>(URL, { name });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const list = async (api: ApiClient) => {
  const answer = await api.get<ApiKey[]>(URL);
  expect(answer.status).toBe(200);
  return answer.body;
};

const rowOf = (id: number) =>
  testDb().selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

let user: TestUser;
let api: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = await signedIn(user);
});

describe('partner API keys in Settings', () => {
  it('creates a key shown once, lists it by name and prefix, and stores only its SHA-256', async () => {
    const before = Date.now();
    const made = await create(api, '  Order system  ');
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Order system',
      prefix: made.key.slice(0, 14),
      key: expect.stringMatching(/^pk_live_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
    });
    expect(Date.parse(made.createdAt)).toBeGreaterThanOrEqual(before - 2000);

    const listed = await list(api);
    expect(listed).toEqual([
      {
        id: made.id,
        name: 'Order system',
        prefix: made.prefix,
        createdAt: made.createdAt,
        lastUsedAt: null,
        status: 'Active',
        rateLimitPerSecond: 100,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.key.slice(14));

    const row = await rowOf(made.id);
    expect(row.key_hash.equals(createHash('sha256').update(made.key).digest())).toBe(true);
    expect(row).toMatchObject({
      account_id: user.accountId,
      created_by_user_id: user.id,
      prefix: made.prefix,
    });
    const stored = Object.values(row).map((v) => (Buffer.isBuffer(v) ? v.toString('latin1') : String(v)));
    for (const value of stored) expect(value).not.toContain(made.key.slice(14));
  });

  it('shares keys across the account, newest first, and keeps them from other accounts', async () => {
    const colleague = await signedIn(await addUser(user.accountId));
    const made = await create(colleague, 'Colleague key');
    expect((await list(api)).map((k) => k.name).slice(0, 2)).toEqual(['Colleague key', 'Order system']);

    const stranger = await signedIn(await createAccountWithUser());
    expect(await list(stranger)).toEqual([]);
    const foreign = await stranger.request<ErrorBody>('DELETE', `${URL}/${made.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'The API key was not found.' });
    expect((await rowOf(made.id)).revoked_at).toBeNull();
    expect((await api.request('DELETE', `${URL}/999999999`)).status).toBe(404);
    const bad = await api.request<ErrorBody>('DELETE', `${URL}/abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ id: ['API key id must be a number'] });
  });

  it('validates the name: required, at most 100 characters, unique among the active keys', async () => {
    const own = await signedIn(await createAccountWithUser());
    const fieldsOf = async (body: unknown) => {
      const answer = await own.post<ErrorBody>(URL, body);
      expect(answer.status).toBe(400);
      return answer.body.error.fields;
    };
    expect(await fieldsOf({})).toEqual({ name: [API_KEY_NAME_REQUIRED] });
    expect(await fieldsOf({ name: '   ' })).toEqual({ name: [API_KEY_NAME_REQUIRED] });
    expect(await fieldsOf({ name: 'x'.repeat(101) })).toEqual({ name: [API_KEY_NAME_TOO_LONG] });
    await create(own, 'x'.repeat(100));

    const first = await create(own, 'Shop');
    expect(await fieldsOf({ name: 'Shop' })).toEqual({ name: [API_KEY_NAME_TAKEN] });
    expect(await fieldsOf({ name: ' shop ' })).toEqual({ name: [API_KEY_NAME_TAKEN] });
    // Another account may use the name; a revoked key frees it.
    await create(api, 'Shop');
    expect((await own.request('DELETE', `${URL}/${first.id}`)).status).toBe(204);
    await create(own, 'Shop');
  });

  it(`refuses more than ${MAX_ACTIVE_API_KEYS} active keys in one account`, async () => {
    const own = await signedIn(await createAccountWithUser());
    const made = await Promise.all(
      Array.from({ length: MAX_ACTIVE_API_KEYS }, (_, i) => create(own, `Key ${i}`)),
    );
    const refused = await own.post<ErrorBody>(URL, { name: 'One too many' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', message: API_KEY_LIMIT_REACHED });
    await own.request('DELETE', `${URL}/${made[0]!.id}`);
    await create(own, 'One too many');
  });

  it('names two keys created at the same moment with one name only once', async () => {
    const own = await signedIn(await createAccountWithUser());
    const answers = await Promise.all([1, 2, 3].map(() => own.post(URL, { name: 'Race' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(await list(own)).toHaveLength(1);
  });

  it('needs the session and the CSRF header', async () => {
    expect((await new ApiClient().get(URL)).status).toBe(401);
    const noCsrf = await api.request<ErrorBody>('POST', URL, { json: { name: 'No CSRF' }, csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error.code).toBe('CSRF_FAILED');
    const made = await create(api, 'Keep me');
    expect((await api.request('DELETE', `${URL}/${made.id}`, { csrf: false })).status).toBe(403);
    expect((await rowOf(made.id)).revoked_at).toBeNull();
  });
});

describe('authenticating a presented key (the send endpoint’s check)', () => {
  it('answers the principal of a valid key, and null for unknown, malformed and revoked keys', async () => {
    const made = await create(api, 'Auth check');
    expect(await authenticateApiKey(testDb(), made.key)).toEqual({
      keyId: made.id,
      accountId: user.accountId,
      userId: user.id,
      rateLimitPerSecond: 100,
      country: 'ZA',
    });
    for (const wrong of [
      '',
      'nonsense',
      `${made.key}x`,
      made.key.slice(0, -1),
      made.prefix,
      made.key.toUpperCase(),
    ])
      expect(await authenticateApiKey(testDb(), wrong), wrong).toBeNull();

    expect((await api.request('DELETE', `${URL}/${made.id}`)).status).toBe(204);
    expect(await authenticateApiKey(testDb(), made.key)).toBeNull();
    expect((await list(api)).find((k) => k.id === made.id)).toBeUndefined();
    // Revoking again is harmless, and the row stays (messages keep naming their key).
    expect((await api.request('DELETE', `${URL}/${made.id}`)).status).toBe(204);
    expect((await rowOf(made.id)).revoked_at).toBeInstanceOf(Date);
  });

  it('writes last_used_at on first use, then at most once a minute', async () => {
    const made = await create(api, 'Throttled');
    await authenticateApiKey(testDb(), made.key);
    const first = (await rowOf(made.id)).last_used_at;
    expect(first).toBeInstanceOf(Date);
    expect((await list(api)).find((k) => k.id === made.id)?.lastUsedAt).toBe(first!.toISOString());

    await new Promise((r) => setTimeout(r, 20));
    await Promise.all([1, 2, 3, 4, 5].map(() => authenticateApiKey(testDb(), made.key)));
    expect((await rowOf(made.id)).last_used_at).toEqual(first);

    // 61 seconds later (the clock moved back in the row), the next use writes again.
    const old = new Date(Date.now() - 61_000);
    await testDb().updateTable('api_keys').set({ last_used_at: old }).where('id', '=', made.id).execute();
    await authenticateApiKey(testDb(), made.key);
    const next = (await rowOf(made.id)).last_used_at!;
    expect(next.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });
});

describe('archiving disables keys', () => {
  it('disables the keys an archived user created (listed as Disabled), and they stay disabled after unarchiving', async () => {
    const owner = await createAccountWithUser();
    const colleague = await addUser(owner.accountId);
    const ownerApi = await signedIn(owner);
    const mine = await create(ownerApi, 'Owner key');
    const theirs = await create(await signedIn(colleague), 'Colleague key');

    const admin = await signedIn(await createAccountWithUser('Admin'));
    expect((await admin.post(`/api/user/${colleague.id}/archive`)).status).toBe(204);

    expect(await authenticateApiKey(testDb(), theirs.key)).toBeNull();
    expect(await authenticateApiKey(testDb(), mine.key)).not.toBeNull();
    const listed = await list(ownerApi);
    expect(listed.map((k) => [k.name, k.status])).toEqual([
      ['Colleague key', 'Disabled'],
      ['Owner key', 'Active'],
    ]);

    expect((await admin.post(`/api/user/${colleague.id}/unarchive`)).status).toBe(204);
    expect(await authenticateApiKey(testDb(), theirs.key)).toBeNull();
    // A disabled key can still be revoked (and then leaves the list).
    expect((await ownerApi.request('DELETE', `${URL}/${theirs.id}`)).status).toBe(204);
    expect((await list(ownerApi)).map((k) => k.name)).toEqual(['Owner key']);
  });

  it('disables every key of an account (for the account archive of a later issue), and no other account’s', async () => {
    const account = await createAccountWithUser();
    const other = await createAccountWithUser();
    const keys = [await create(await signedIn(account), 'A1'), await create(await signedIn(account), 'A2')];
    const kept = await create(await signedIn(other), 'B1');
    expect(await disableApiKeysOfAccount(testDb(), account.accountId)).toBe(2);
    expect(await disableApiKeysOfAccount(testDb(), account.accountId)).toBe(0);
    for (const key of keys) expect(await authenticateApiKey(testDb(), key.key)).toBeNull();
    expect(await authenticateApiKey(testDb(), kept.key)).not.toBeNull();
  });
});

describe('keys never reach the local stack’s logs', () => {
  it('keeps a key sent in the query string and in headers, through the CDN and the API, out of every log file', async () => {
    const made = await create(api, 'Log check');
    const secret = made.key.slice(14);
    const cdn = `http://127.0.0.1:${process.env.CDN_PORT}`;
    for (const base of [cdn, `http://127.0.0.1:${process.env.API_PORT}`]) {
      for (const path of [
        `${URL}?apikey=${made.key}`,
        `/api/campaigns/sms/1/sms/send?apikey=${made.key}&to=1`,
      ]) {
        await fetch(`${base}${path}`, {
          headers: { Authorization: `Bearer ${made.key}`, 'X-Api-Key': made.key },
        });
      }
    }
    const logs = ['api', 'cdn', 'poller'].map((name) =>
      join(process.cwd(), '.local', 'logs', `${process.env.STAGE}-${name}.log`),
    );
    expect(existsSync(logs[0]!), logs[0]).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    for (const file of logs.filter((f) => existsSync(f)))
      expect(readFileSync(file, 'utf8').includes(secret), file).toBe(false);
  });
});
