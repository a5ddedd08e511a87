// A client account of a test's own, made as an administrator makes one (Users › Add User), for tests about an
// account-wide setting (its download limit, its country): a seeded account's settings show on the screens of
// every file that works in it, and with two workers those run side by side. ownEmulatorProvider gives such an
// account a provider at the gateway emulator, added as an administrator adds one, for tests that send.
import { randomBytes } from 'node:crypto';
import { expect, type Browser } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { callApi, uniqueName } from './campaigns-helpers';
import { testDatabase } from './campaign-status-helpers';
import { DEMO_ADMIN, signIn } from './helpers';

/** The password of the users ownClientAccount makes. */
export const OWN_ACCOUNT_PASSWORD = 'Long-enough-pass-1';

/** A new client user in a new account with the given settings; answers the user's e-mail address. */
export async function ownClientAccount(
  browser: Browser,
  baseURL: string,
  settings: { limitDownloads: boolean },
): Promise<string> {
  const tag = randomBytes(4).toString('hex');
  const email = `own-${tag}@e2e.test`;
  const context = await browser.newContext({ baseURL });
  try {
    const admin = await context.newPage();
    await signIn(admin, DEMO_ADMIN);
    const { id } = await callApi<{ id: number }>(admin, 'POST', '/api/admin/users', {
      firstName: 'Own',
      lastName: `Account-${tag}`,
      email,
      company: `E2e own ${tag}`,
      cellphone: '',
      isAdmin: false,
      contactId: '',
      accountId: null,
      accountName: `E2e own ${tag}`,
      password: OWN_ACCOUNT_PASSWORD,
    });
    // The download limit is an operator's setting (no screen sets it), as the seed sets Globex Foods'.
    await (
      await testDatabase()
    ).query(
      'UPDATE accounts a JOIN users u ON u.account_id = a.id SET a.limit_downloads = ? WHERE u.id = ?',
      [settings.limitDownloads ? 1 : 0, id],
    );
  } finally {
    await context.close();
  }
  return email;
}

/** The account of a user (by e-mail address). */
export async function accountOf(email: string): Promise<number> {
  const db = await testDatabase();
  const [users] = await db.query<RowDataPacket[]>('SELECT account_id FROM users WHERE email = ?', [email]);
  return Number(users[0]!.account_id);
}

const emulatorUrl = () => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}`;

/**
 * A new account at the gateway emulator (scripts/local/sms-gateway/), added to the account as its provider by
 * the administrator (POST /api/sms/providers, which registers its webhooks, so delivery reports come back):
 * BulkSMS (an API token) or Twilio (an Account SID, auth token and number).
 */
export async function ownEmulatorProvider(
  browser: Browser,
  baseURL: string,
  accountId: number,
  type: 'BulkSms' | 'Twilio',
  name: string,
): Promise<void> {
  const account =
    type === 'Twilio'
      ? {
          username: `AC${randomBytes(16).toString('hex')}`,
          password: randomBytes(16).toString('hex'),
          replyNumber: `+2761${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        }
      : {
          username: `E2E${randomBytes(12).toString('hex').toUpperCase()}-01-B`,
          password: randomBytes(18).toString('base64url'),
        };
  const res = await fetch(`${emulatorUrl()}/__emulator/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, messagesPerSecond: 50 }),
  });
  expect(res.status).toBe(201);
  const context = await browser.newContext({ baseURL });
  try {
    const admin = await context.newPage();
    await signIn(admin, DEMO_ADMIN);
    await callApi(admin, 'POST', '/api/sms/providers', {
      accountId,
      type,
      name: uniqueName(name),
      pricePerPart: '0.2500',
      messagesPerSecond: 20,
      reverseBilled: false,
      active: true,
      ...(type === 'Twilio'
        ? {
            apiAddress: emulatorUrl(),
            credentials: {
              accountSid: account.username,
              authToken: account.password,
              from: account.replyNumber,
            },
          }
        : {
            apiAddress: `${emulatorUrl()}/v1`,
            credentials: { tokenId: account.username, tokenSecret: account.password },
          }),
    });
  } finally {
    await context.close();
  }
}
