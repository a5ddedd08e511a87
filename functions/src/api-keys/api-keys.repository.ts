import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** The account's keys that are not revoked, newest first. */
export function listUnrevokedApiKeys(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'created_at', 'last_used_at', 'disabled_at', 'rate_limit_per_second'])
    .where('account_id', '=', scope.accountId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type ApiKeyRow = Awaited<ReturnType<typeof listUnrevokedApiKeys>>[number];

/**
 * Locks the account's row for the rest of the transaction, so concurrent creations in one account
 * queue up behind each other (the name and count checks then see each other's keys).
 */
export async function lockAccountForApiKeys(db: DbOrTrx, scope: TenantScope): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', scope.accountId)
    .forUpdate()
    .executeTakeFirst();
  return !!row;
}

/** How many unrevoked keys the account has, and how many of them have this name (case-insensitively). */
export async function countUnrevokedApiKeys(
  db: DbOrTrx,
  scope: TenantScope,
  name: string,
): Promise<{ total: number; sameName: number }> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(sql`name = ${name}`).as('same_name'),
    ])
    .where('account_id', '=', scope.accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), sameName: Number(row.same_name ?? 0) };
}

export interface NewApiKeyRow {
  createdByUserId: number;
  name: string;
  prefix: string;
  keyHash: Buffer;
}

/** Stores a key (its hash, never the key) and answers its id and creation time. */
export async function insertApiKey(
  db: DbOrTrx,
  scope: TenantScope,
  key: NewApiKeyRow,
): Promise<{ id: number; createdAt: Date }> {
  const result = await db
    .insertInto('api_keys')
    .values({
      account_id: scope.accountId,
      created_by_user_id: key.createdByUserId,
      name: key.name,
      prefix: key.prefix,
      key_hash: key.keyHash,
    })
    .executeTakeFirstOrThrow();
  const id = Number(result.insertId);
  const row = await db
    .selectFrom('api_keys')
    .select('created_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, createdAt: row.created_at };
}

/**
 * Revokes a key of the account: 'revoked' when this call did it, 'already' when it was revoked before,
 * 'missing' when the account has no such key.
 */
export async function revokeApiKey(
  db: DbOrTrx,
  scope: TenantScope,
  keyId: number,
): Promise<'revoked' | 'already' | 'missing'> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`CURRENT_TIMESTAMP(3)` })
    .where('id', '=', keyId)
    .where('account_id', '=', scope.accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'revoked';
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where('id', '=', keyId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  return row ? 'already' : 'missing';
}

/** The key with this hash (one unique-index lookup), whatever its state, with its account's country. */
export function findApiKeyByHash(db: DbOrTrx, keyHash: Buffer) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .select([
      'k.id',
      'k.account_id',
      'k.created_by_user_id',
      'k.rate_limit_per_second',
      'k.last_used_at',
      'k.revoked_at',
      'k.disabled_at',
      'a.default_country_iso3166 as country',
    ])
    .where('k.key_hash', '=', keyHash)
    .executeTakeFirst();
}

/**
 * Sets last_used_at to now unless it was set within the last `seconds` (by any instance): at most one
 * write a minute per key however many requests arrive, and no write at all when the row says so.
 */
export async function touchApiKey(db: DbOrTrx, keyId: number, seconds: number): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ last_used_at: sql<Date>`CURRENT_TIMESTAMP(3)` })
    .where('id', '=', keyId)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`CURRENT_TIMESTAMP(3) - INTERVAL ${seconds} SECOND`),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Disables the unrevoked, enabled keys a user created; answers how many. */
export async function disableApiKeysCreatedBy(db: DbOrTrx, userId: number): Promise<number> {
  const result = await db
    .updateTable('api_keys')
    .set({ disabled_at: sql<Date>`CURRENT_TIMESTAMP(3)` })
    .where('created_by_user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Disables every unrevoked, enabled key of an account; answers how many. */
export async function disableApiKeysInAccount(db: DbOrTrx, accountId: number): Promise<number> {
  const result = await db
    .updateTable('api_keys')
    .set({ disabled_at: sql<Date>`CURRENT_TIMESTAMP(3)` })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
