import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { addUser, createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import type { UserDetail, UserListResponse } from './users.schemas';

async function adminApi(): Promise<{ admin: TestUser; api: ApiClient }> {
  const admin = await createAccountWithUser('Admin');
  const api = new ApiClient();
  await api.signIn(admin.email, admin.password);
  return { admin, api };
}

/** Users whose last name holds the tag, with the given creation times and flags. */
async function seedUsers(tag: string) {
  const db = testDb();
  const account = Number(
    (
      await db
        .insertInto('accounts')
        .values({ name: `Co ${tag}` })
        .executeTakeFirstOrThrow()
    ).insertId,
  );
  const withXero = Number(
    (
      await db
        .insertInto('accounts')
        .values({ name: `Xero ${tag}`, xero_contact_id: randomUUID(), prepaid: 1, allow_purchase_prepaid: 1 })
        .executeTakeFirstOrThrow()
    ).insertId,
  );
  const make = async (
    n: number,
    values: Partial<{
      account: number;
      self: number;
      verified: number;
      archived: number;
      login: Date | null;
    }>,
  ) => {
    const r = await db
      .insertInto('users')
      .values({
        account_id: values.account ?? account,
        email: `u${n}-${tag}@tests.test`,
        password_hash: 'x',
        first_name: `F${n}`,
        last_name: tag,
        role: 'Client',
        self_sign_up: values.self ?? 0,
        email_verified: values.verified ?? 1,
        archived: values.archived ?? 0,
        created_at: new Date(Date.UTC(2026, 0, 1 + n)),
        last_login_at: values.login ?? null,
      })
      .executeTakeFirstOrThrow();
    return Number(r.insertId);
  };
  const ids: number[] = [];
  for (let n = 0; n < 17; n += 1)
    ids.push(
      await make(n, {
        self: n % 3 === 0 ? 1 : 0,
        verified: n === 3 ? 0 : 1,
        account: n % 4 === 0 ? withXero : account,
        login: n % 2 ? new Date(Date.UTC(2026, 5, 30 - n)) : null,
      }),
    );
  const archivedId = await make(30, { archived: 1 });
  return { ids, archivedId, account, withXero };
}

const list = (api: ApiClient, body: Record<string, unknown>) =>
  api.post<UserListResponse>('/api/user/list', body);

describe('the Users list (administrators)', () => {
  it('filters, sorts (default Signed Up ascending) and pages by 15', async () => {
    const { api } = await adminApi();
    const tag = `t${randomUUID().slice(0, 8)}`;
    const { ids, archivedId } = await seedUsers(tag);

    const first = await list(api, { filter: tag });
    expect(first.status).toBe(200);
    expect(first.body.totalRows).toBe(17);
    expect(first.body.rows).toHaveLength(15);
    expect(first.body.rows.map((r) => r.id)).toEqual(ids.slice(0, 15));
    const second = await list(api, { filter: tag, pagination: { page: 2, rowsPerPage: 15 } });
    expect(second.body.rows.map((r) => r.id)).toEqual(ids.slice(15));

    const desc = await list(api, { filter: tag, sort: { field: 'id', asc: false } });
    expect(desc.body.rows[0]!.id).toBe(ids[16]);
    const byLogin = await list(api, { filter: tag, sort: { field: 'lastLoginDate', asc: false } });
    expect(byLogin.body.rows[0]!.id).toBe(ids[1]); // the latest login (June 29th)

    const archived = await list(api, { filter: tag, showArchived: true });
    expect(archived.body.rows.map((r) => r.id)).toEqual([archivedId]);
    expect(archived.body.rows[0]!.archived).toBe(true);

    const self = await list(api, { filter: tag, signedUpBy: 'Self' });
    expect(self.body.totalRows).toBe(6); // 0, 3, 6, 9, 12, 15
    expect(self.body.rows.every((r) => r.selfSignUp)).toBe(true);
    expect(self.body.rows.find((r) => r.id === ids[3])).toMatchObject({ emailVerified: false });
    expect((await list(api, { filter: tag, signedUpBy: 'Admin' })).body.totalRows).toBe(11);

    const xero = await list(api, { filter: tag, hasXeroContact: 'WithXero' });
    expect(xero.body.totalRows).toBe(5); // 0, 4, 8, 12, 16
    expect(xero.body.rows[0]).toMatchObject({
      prepaid: true,
      AllowPurchasePrepaid: true,
      contactId: expect.any(String),
    });
    expect((await list(api, { filter: tag, hasXeroContact: 'WithoutXero' })).body.totalRows).toBe(12);
    expect((await list(api, { filter: `F5 ${tag}` })).body.rows.map((r) => r.id)).toEqual([ids[5]]);
    expect((await list(api, { filter: String(ids[7]) })).body.rows.map((r) => r.id)).toContain(ids[7]);
    expect((await list(api, { filter: `${tag}%_nothing` })).body.totalRows).toBe(0);
  });

  it('refuses bad queries with 400', async () => {
    const { api } = await adminApi();
    expect((await list(api, { sort: { field: 'email', asc: true } })).status).toBe(400);
    expect((await list(api, { pagination: { page: 0, rowsPerPage: 15 } })).status).toBe(400);
    expect((await list(api, { pagination: { page: 1, rowsPerPage: 100000 } })).status).toBe(400);
    expect((await list(api, { signedUpBy: 'Robots' })).status).toBe(400);
    expect((await list(api, { filter: 'x'.repeat(201) })).status).toBe(400);
  });

  it('exports the unarchived users to active-users.csv with formulas defused', async () => {
    const { api } = await adminApi();
    const tag = `e${randomUUID().slice(0, 8)}`;
    const { ids } = await seedUsers(tag);
    await testDb()
      .updateTable('users')
      .set({ first_name: '=HYPERLINK("http://evil.test","x")', company: '+SUM(1,2)' })
      .where('id', '=', ids[2]!)
      .execute();
    const answer = await api.post<{ url: string; rows: number }>('/api/user/export', { filter: tag });
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toBe(17);
    const file = await fetch(answer.body.url);
    expect(file.headers.get('content-disposition')).toContain('active-users.csv');
    const text = (await file.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Id,First Name,Last Name,Company,Cellphone,Email,Account,Account Type,Role,Signed Up By,Signed Up,Last Logged In,Last Invoice',
    );
    expect(lines).toHaveLength(18); // header + 17, the archived user left out
    const evil = lines.find((l) => l.startsWith(`${ids[2]},`))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(evil).toContain(`'+SUM(1`);
    expect(lines.find((l) => l.startsWith(`${ids[3]},`))).toContain('Unverified Email');
  });

  it('answers 403 to a client on every administrator call', async () => {
    const client = await createAccountWithUser();
    const api = new ApiClient();
    await api.signIn(client.email, client.password);
    for (const [method, path, body] of [
      ['POST', '/api/user/list', {}],
      ['POST', '/api/user/export', {}],
      ['POST', `/api/user/${client.id}/archive`, undefined],
      ['POST', `/api/user/${client.id}/unarchive`, undefined],
      ['GET', `/api/admin/users/${client.id}`, undefined],
      ['POST', '/api/admin/users', {}],
      ['POST', `/api/admin/users/${client.id}`, {}],
      ['POST', `/api/admin/users/${client.id}/prepaid`, {}],
      [
        'POST',
        '/api/accounting/invoice/preview',
        { userId: client.id, invoiceDate: '2026-10-31', dueDate: '2026-11-30' },
      ],
      [
        'POST',
        '/api/accounting/invoice/approve',
        { userId: client.id, invoiceDate: '2026-10-31', dueDate: '2026-11-30' },
      ],
    ] as const) {
      const answer = await api.request(method, path, body === undefined ? {} : { json: body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect((await new ApiClient().post('/api/user/list', {})).status).toBe(401);
  }, 180_000); // ten routes, each a cold start the first time
});

describe('archiving a user (administrators)', () => {
  it('disables the last user’s account: SMS providers, e-mail sending domains, SMS and e-mail campaigns, callbacks, API keys, sessions', async () => {
    const { api } = await adminApi();
    const target = await createAccountWithUser();
    const db = testDb();
    const acc = target.accountId;
    const targetApi = new ApiClient();
    await targetApi.signIn(target.email, target.password);
    const provider = await db
      .insertInto('sms_providers')
      .values({ account_id: acc, name: 'P', active: 1 })
      .executeTakeFirstOrThrow();
    const category = await db
      .insertInto('sms_categories')
      .values({ account_id: acc, name: 'C', group_name: null })
      .executeTakeFirstOrThrow();
    const campaign = await db
      .insertInto('sms_campaigns')
      .values({
        account_id: acc,
        category_id: Number(category.insertId),
        name: 'Live',
        type: 2,
        status: 5,
        send_status: 1,
        receive_active: 1,
        schedule_days: '',
        callback_url: 'https://partner.test/hook',
      })
      .executeTakeFirstOrThrow();
    const emailCategory = await db
      .insertInto('email_categories')
      .values({ account_id: acc, name: 'E' })
      .executeTakeFirstOrThrow();
    const emailCampaign = await db
      .insertInto('email_campaigns')
      .values({
        account_id: acc,
        category_id: Number(emailCategory.insertId),
        name: 'News',
        status: 5,
        send_active: 1,
      })
      .executeTakeFirstOrThrow();
    await db
      .insertInto('email_sending_domains')
      .values({ account_id: acc, domain: `d${acc}.test`, status: 'Verified' })
      .execute();
    const call = await db
      .insertInto('webhook_calls')
      .values({
        account_id: acc,
        campaign_id: Number(campaign.insertId),
        event_type: 'Reply',
        event_key: `k${randomUUID()}`,
        callback_url: 'https://partner.test/hook',
        payload: '{}',
        next_attempt_at: new Date(Date.now() + 3_600_000),
        enqueued_at: null,
        sent_at: null,
        last_status_code: null,
        last_error: null,
      })
      .executeTakeFirstOrThrow();
    const key = await db
      .insertInto('api_keys')
      .values({
        account_id: acc,
        created_by_user_id: target.id,
        name: 'k',
        prefix: 'pk_live_abcdef',
        key_hash: randomBytes(32),
        last_used_at: null,
        revoked_at: null,
        disabled_at: null,
      })
      .executeTakeFirstOrThrow();

    expect((await api.post(`/api/user/${target.id}/archive`)).status).toBe(204);

    expect((await targetApi.get('/api/user/current')).status).toBe(401);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', target.id).execute()).toEqual(
      [],
    );
    expect(
      await db
        .selectFrom('sms_providers')
        .select('active')
        .where('id', '=', Number(provider.insertId))
        .executeTakeFirst(),
    ).toEqual({ active: 0 });
    expect(
      await db
        .selectFrom('sms_campaigns')
        .select(['status', 'send_status', 'receive_active', 'callback_url'])
        .where('id', '=', Number(campaign.insertId))
        .executeTakeFirst(),
    ).toEqual({ status: 0, send_status: 0, receive_active: 0, callback_url: null });
    expect(
      await db
        .selectFrom('email_campaigns')
        .select(['status', 'send_active'])
        .where('id', '=', Number(emailCampaign.insertId))
        .executeTakeFirst(),
    ).toEqual({ status: 0, send_active: 0 });
    const domain = await sql<{ disabled_at: Date | null }>`
      SELECT disabled_at FROM email_sending_domains WHERE account_id = ${acc}`.execute(db);
    expect(domain.rows[0]!.disabled_at).toBeInstanceOf(Date);
    expect(
      await db
        .selectFrom('webhook_calls')
        .select(['given_up', 'next_attempt_at'])
        .where('id', '=', Number(call.insertId))
        .executeTakeFirst(),
    ).toEqual({ given_up: 1, next_attempt_at: null });
    const disabledKey = await db
      .selectFrom('api_keys')
      .select('disabled_at')
      .where('id', '=', Number(key.insertId))
      .executeTakeFirst();
    expect(disabledKey!.disabled_at).toBeInstanceOf(Date);

    // Unarchiving lets them sign in; what was disabled stays disabled.
    expect((await api.post(`/api/user/${target.id}/unarchive`)).status).toBe(204);
    await new ApiClient().signIn(target.email, target.password);
    expect(
      await db
        .selectFrom('sms_providers')
        .select('active')
        .where('id', '=', Number(provider.insertId))
        .executeTakeFirst(),
    ).toEqual({ active: 0 });
  });

  it('leaves the account working while a colleague remains: only the user’s sessions and own keys', async () => {
    const { api } = await adminApi();
    const target = await createAccountWithUser();
    const colleague = await addUser(target.accountId);
    const db = testDb();
    const provider = await db
      .insertInto('sms_providers')
      .values({ account_id: target.accountId, name: 'P', active: 1 })
      .executeTakeFirstOrThrow();
    const own = await db
      .insertInto('api_keys')
      .values({
        account_id: target.accountId,
        created_by_user_id: target.id,
        name: 'a',
        prefix: 'pk_live_aaaaaa',
        key_hash: randomBytes(32),
        last_used_at: null,
        revoked_at: null,
        disabled_at: null,
      })
      .executeTakeFirstOrThrow();
    const theirs = await db
      .insertInto('api_keys')
      .values({
        account_id: target.accountId,
        created_by_user_id: colleague.id,
        name: 'b',
        prefix: 'pk_live_bbbbbb',
        key_hash: randomBytes(32),
        last_used_at: null,
        revoked_at: null,
        disabled_at: null,
      })
      .executeTakeFirstOrThrow();
    expect((await api.post(`/api/user/${target.id}/archive`)).status).toBe(204);
    const keys = await db
      .selectFrom('api_keys')
      .select(['id', 'disabled_at'])
      .where('id', 'in', [Number(own.insertId), Number(theirs.insertId)])
      .orderBy('id')
      .execute();
    expect(keys[0]!.disabled_at).toBeInstanceOf(Date);
    expect(keys[1]!.disabled_at).toBeNull();
    expect(
      await db
        .selectFrom('sms_providers')
        .select('active')
        .where('id', '=', Number(provider.insertId))
        .executeTakeFirst(),
    ).toEqual({ active: 1 });
  });

  it('refuses to archive oneself (409) and archiving twice is harmless', async () => {
    const { admin, api } = await adminApi();
    const self = await api.post(`/api/user/${admin.id}/archive`);
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ error: { message: 'You cannot archive yourself.' } });
    const other = await createAccountWithUser();
    expect((await api.post(`/api/user/${other.id}/archive`)).status).toBe(204);
    expect((await api.post(`/api/user/${other.id}/archive`)).status).toBe(204);
  });
});

describe('creating and editing users (administrators)', () => {
  it('creates a user in a new account with their password, refuses a duplicate e-mail, edits and sets prepaid', async () => {
    const { admin, api } = await adminApi();
    const email = `New-${randomUUID().slice(0, 8)}@Tests.test`;
    const body = {
      firstName: 'Nia',
      lastName: 'Nel',
      email,
      company: 'Nel Trading',
      cellphone: '+27 82 555 0101',
      isAdmin: false,
      contactId: '',
      accountId: null,
      accountName: 'Nel Trading',
      password: 'Long-enough-pass-1',
    };
    const made = await api.post<{ id: number }>('/api/admin/users', body);
    expect(made.status).toBe(201);
    const detail = await api.get<UserDetail>(`/api/admin/users/${made.body.id}`);
    expect(detail.body).toMatchObject({
      email: email.toLowerCase(),
      cellphone: '+27825550101',
      accountName: 'Nel Trading',
      selfSignUp: false,
      prepaid: false,
      contactId: null,
    });
    await new ApiClient().signIn(email.toLowerCase(), 'Long-enough-pass-1');

    const dup = await api.post('/api/admin/users', { ...body, email: email.toUpperCase() });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ error: { fields: { email: ['This email has already been used'] } } });

    const bad = await api.post('/api/admin/users', {
      ...body,
      email: 'nope',
      firstName: ' ',
      password: 'short',
      accountName: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        fields: {
          email: ['Please enter a valid email'],
          firstName: ['First name is required'],
          password: ['Password must be at least 10 characters'],
        },
      },
    });
    expect(
      (await api.post('/api/admin/users', { ...body, email: `z${email}`, accountId: 999999999 })).status,
    ).toBe(400);

    const contactId = randomUUID();
    const edit = await api.post(`/api/admin/users/${made.body.id}`, {
      ...body,
      email: email.toLowerCase(),
      lastName: 'Nel-Smit',
      contactId,
      password: '',
    });
    expect(edit.status).toBe(204);
    const taken = await api.post(`/api/admin/users/${made.body.id}`, {
      ...body,
      email: admin.email,
      password: '',
    });
    expect(taken.status).toBe(400);

    expect(
      (
        await api.post(`/api/admin/users/${made.body.id}/prepaid`, {
          prepaid: true,
          allowPurchasePrepaid: true,
          prepaidBalance: '150.50',
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await api.post(`/api/admin/users/${made.body.id}/prepaid`, {
          prepaid: true,
          allowPurchasePrepaid: false,
          prepaidBalance: '-1',
        })
      ).status,
    ).toBe(400);
    const after = await api.get<UserDetail>(`/api/admin/users/${made.body.id}`);
    expect(after.body).toMatchObject({
      lastName: 'Nel-Smit',
      contactId,
      prepaid: true,
      AllowPurchasePrepaid: true,
      prepaidBalance: '150.5000',
    });
    expect((await api.get('/api/admin/users/999999999')).status).toBe(404);
  });

  it('refuses to remove one’s own Admin role', async () => {
    const { admin, api } = await adminApi();
    const answer = await api.post(`/api/admin/users/${admin.id}`, {
      firstName: 'A',
      lastName: 'B',
      email: admin.email,
      isAdmin: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { fields: { isAdmin: ['You cannot remove your own Admin role.'] } },
    });
  });
});
