// Test data made through the real database: each test gets accounts and users of its own.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { createDatabase, type Db } from '../platform/db/database';

export const TEST_PASSWORD = 'Correct-horse-42!';

let shared: Db | undefined;
let hash: Promise<string> | undefined;

/** The test database (the same one the API under test uses). */
export function testDb(): Db {
  shared ??= createDatabase(process.env.DATABASE_URL!, 2);
  return shared;
}

export interface TestUser {
  id: number;
  accountId: number;
  email: string;
  password: string;
}

/** A new account with one user of the given role. */
export async function createAccountWithUser(role: 'Client' | 'Admin' = 'Client'): Promise<TestUser> {
  const db = testDb();
  const tag = randomUUID().slice(0, 8);
  const { insertId } = await db
    .insertInto('accounts')
    .values({ name: `Test account ${tag}` })
    .executeTakeFirstOrThrow();
  return addUser(Number(insertId), role, tag);
}

/** Another user in an existing account. */
export async function addUser(
  accountId: number,
  role: 'Client' | 'Admin' = 'Client',
  tag = randomUUID().slice(0, 8),
): Promise<TestUser> {
  hash ??= hashPassword(TEST_PASSWORD);
  const email = `${role.toLowerCase()}-${tag}-${randomUUID().slice(0, 4)}@tests.test`;
  const { insertId } = await testDb()
    .insertInto('users')
    .values({
      account_id: accountId,
      email,
      password_hash: await hash,
      first_name: 'Test',
      last_name: tag,
      role,
    })
    .executeTakeFirstOrThrow();
  return { id: Number(insertId), accountId, email, password: TEST_PASSWORD };
}

/** Polls until the check returns a value (not undefined) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** E-mails the mailbox stand-in received for an address. */
export async function mailboxFor(
  address: string,
): Promise<{ subject: string; text: string; to: string[] }[]> {
  const res = await fetch(
    `http://127.0.0.1:${process.env.MAILBOX_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await res.json()) as { subject: string; text: string; to: string[] }[];
}

/**
 * The account in a country whose law sets no marketing hours (GB: marketing-times/), for tests of sending
 * that run at any hour: a South African account sends no marketing on a Sunday or at night (issue 28).
 */
export async function withoutMarketingHours(accountId: number): Promise<void> {
  await testDb()
    .updateTable('accounts')
    .set({ default_country_iso3166: 'GB' })
    .where('id', '=', accountId)
    .execute();
}
