import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { SignUpEventKind } from './sign-up.table';

/** The user with this address (any kind), with their pending sign-up if any. */
export function findUserWithSignUp(db: DbOrTrx, email: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('sign_ups as s', 's.user_id', 'u.id')
    .select([
      'u.id as userId',
      'u.account_id as accountId',
      'u.self_sign_up as selfSignUp',
      'u.email_verified as emailVerified',
      'u.archived as archived',
      's.user_id as signUpUserId',
      's.completed_at as completedAt',
    ])
    .where('u.email', '=', email)
    .executeTakeFirst();
}

export interface NewPendingSignUp {
  email: string;
  accountName: string;
  unusablePasswordHash: string;
  tokenHash: string;
  countryCode: string;
  expiresAt: Date;
}

/** Creates the account, its first user (self sign-up, e-mail not verified) and the sign-up, in the transaction. */
export async function insertPendingSignUp(trx: DbOrTrx, s: NewPendingSignUp): Promise<number> {
  const account = await trx
    .insertInto('accounts')
    .values({ name: s.accountName, default_country_iso3166: s.countryCode })
    .executeTakeFirstOrThrow();
  const accountId = Number(account.insertId);
  const user = await trx
    .insertInto('users')
    .values({
      account_id: accountId,
      email: s.email,
      password_hash: s.unusablePasswordHash,
      first_name: '',
      last_name: '',
      role: 'Client',
      self_sign_up: 1,
      email_verified: 0,
    })
    .executeTakeFirstOrThrow();
  const userId = Number(user.insertId);
  await trx
    .insertInto('sign_ups')
    .values({
      user_id: userId,
      token_hash: s.tokenHash,
      country_code: s.countryCode,
      expires_at: s.expiresAt,
      completed_at: null,
    })
    .execute();
  return userId;
}

/** Gives a pending sign-up a new token (the old link stops working) and, when given, a new country. */
export async function renewSignUpToken(
  db: DbOrTrx,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
  countryCode?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sign_ups')
    .set({
      token_hash: tokenHash,
      expires_at: expiresAt,
      sent_at: now,
      ...(countryCode ? { country_code: countryCode } : {}),
    })
    .where('user_id', '=', userId)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (countryCode && result.numUpdatedRows > 0n) {
    const user = await db
      .selectFrom('users')
      .select('account_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('accounts')
      .set({ default_country_iso3166: countryCode })
      .where('id', '=', user.account_id)
      .execute();
  }
  return result.numUpdatedRows > 0n;
}

/** The sign-up behind a token hash with its user's address (whatever its state). */
export function findSignUpByTokenHash(db: DbOrTrx, tokenHash: string, forUpdate = false) {
  let query = db
    .selectFrom('sign_ups as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id as userId',
      'u.account_id as accountId',
      'u.email as email',
      'u.archived as archived',
      's.country_code as countryCode',
      's.expires_at as expiresAt',
      's.completed_at as completedAt',
    ])
    .where('s.token_hash', '=', tokenHash);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface Completion {
  userId: number;
  accountId: number;
  passwordHash: string;
  cellphone: string;
  countryCode: string;
  now: Date;
}

/**
 * Completes a sign-up locked by findSignUpByTokenHash(…, true): the user's password, cellphone and verified
 * address, the account's country, the SMS and e-mail categories a new client starts with, and the token spent.
 */
export async function completeSignUpRows(trx: DbOrTrx, c: Completion, categories: string[]): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: c.passwordHash, cellphone: c.cellphone, email_verified: 1 })
    .where('id', '=', c.userId)
    .execute();
  await trx
    .updateTable('accounts')
    .set({ default_country_iso3166: c.countryCode })
    .where('id', '=', c.accountId)
    .execute();
  const rows = categories.map((name) => ({ account_id: c.accountId, name, group_name: null }));
  if (rows.length) {
    await trx.insertInto('sms_categories').values(rows).execute();
    await trx.insertInto('email_categories').values(rows).execute();
  }
  await trx.updateTable('sign_ups').set({ completed_at: c.now }).where('user_id', '=', c.userId).execute();
}

/** Records one event and answers how many of its kind and subject happened since `since` (this one included). */
export async function countSignUpEvent(
  db: DbOrTrx,
  kind: SignUpEventKind,
  subject: string,
  since: Date,
): Promise<number> {
  await db
    .insertInto('sign_up_events')
    .values({ kind, subject: subject.slice(0, 320) })
    .execute();
  const row = await db
    .selectFrom('sign_up_events')
    .select(sql<number>`COUNT(*)`.as('n'))
    .where('kind', '=', kind)
    .where('subject', '=', subject.slice(0, 320))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forgets events older than `before` (a few at a time, called as events are counted). */
export async function purgeSignUpEvents(db: DbOrTrx, before: Date): Promise<void> {
  await db.deleteFrom('sign_up_events').where('created_at', '<', before).limit(500).execute();
}
