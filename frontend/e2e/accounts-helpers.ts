// A client account of a test's own, made as an administrator makes one (Users › Add User), for tests about an
// account-wide setting: with two workers, a seeded account's settings may be changed by another file while the
// test runs (scheduled-campaigns.spec.ts lifts Globex Foods' download limit while it watches a send).
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { callApi } from './campaigns-helpers';
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
