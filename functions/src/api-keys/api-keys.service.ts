import type { AuthContext } from '../auth/auth-context';
import type { Db, DbOrTrx } from '../platform/db/database';
import { badRequest, conflict, notFound } from '../platform/http/errors';
import { hashApiKey, newApiKey } from './api-key-format';
import * as repo from './api-keys.repository';
import { toApiKey } from './api-keys.mapper';
import {
  API_KEY_LIMIT_REACHED,
  API_KEY_NAME_TAKEN,
  MAX_ACTIVE_API_KEYS,
  type ApiKey,
  type CreatedApiKey,
} from './api-keys.schemas';

/** last_used_at is written at most this often per key. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

/** Who a valid key speaks for: the send endpoint scopes everything by accountId. */
export interface ApiKeyPrincipal {
  keyId: number;
  accountId: number;
  userId: number;
  rateLimitPerSecond: number;
  /** The account's country (ISO 3166 alpha-2), in which partners' numbers are read. */
  country: string;
}

/** The account's keys (revoked ones are not listed), newest first. */
export async function listApiKeys(db: Db, auth: AuthContext): Promise<ApiKey[]> {
  return (await repo.listUnrevokedApiKeys(db, auth.scope)).map(toApiKey);
}

/** Creates a key; the answer is the only place the key itself ever appears. */
export async function createApiKey(db: Db, auth: AuthContext, name: string): Promise<CreatedApiKey> {
  const key = newApiKey();
  const { id, createdAt } = await db.transaction().execute(async (trx) => {
    if (!(await repo.lockAccountForApiKeys(trx, auth.scope))) throw notFound('The account');
    const counts = await repo.countUnrevokedApiKeys(trx, auth.scope, name);
    if (counts.sameName > 0) throw badRequest(API_KEY_NAME_TAKEN, { name: [API_KEY_NAME_TAKEN] });
    if (counts.total >= MAX_ACTIVE_API_KEYS) throw conflict(API_KEY_LIMIT_REACHED);
    return repo.insertApiKey(trx, auth.scope, {
      createdByUserId: auth.userId,
      name,
      prefix: key.prefix,
      keyHash: key.hash,
    });
  });
  return { id, name, prefix: key.prefix, key: key.key, createdAt: createdAt.toISOString() };
}

/** Revokes a key of the account at once (revoking it again changes nothing); other accounts' ids are 404. */
export async function revokeApiKey(db: Db, auth: AuthContext, keyId: number): Promise<void> {
  if ((await repo.revokeApiKey(db, auth.scope, keyId)) === 'missing') throw notFound('The API key');
}

/**
 * The principal of a presented key, or null when it is unknown, revoked or disabled. Whatever the
 * key's shape, the work is the same: one SHA-256 and one unique-index lookup. last_used_at is written
 * at most once a minute per key (read first, then a conditional UPDATE that concurrent instances
 * cannot repeat), so high request rates cost no writes.
 */
export async function authenticateApiKey(db: DbOrTrx, rawKey: string): Promise<ApiKeyPrincipal | null> {
  const row = await repo.findApiKeyByHash(db, hashApiKey(rawKey));
  if (!row || row.revoked_at || row.disabled_at) return null;
  const staleBefore = Date.now() - LAST_USED_RESOLUTION_SECONDS * 1000;
  if (!row.last_used_at || row.last_used_at.getTime() < staleBefore) {
    await repo.touchApiKey(db, row.id, LAST_USED_RESOLUTION_SECONDS);
  }
  return {
    keyId: row.id,
    accountId: row.account_id,
    userId: row.created_by_user_id,
    rateLimitPerSecond: row.rate_limit_per_second,
    country: row.country,
  };
}

/** Disables the keys a user created (archiving the user); call inside the archive's transaction. */
export const disableApiKeysOfUser = (db: DbOrTrx, userId: number): Promise<number> =>
  repo.disableApiKeysCreatedBy(db, userId);

/** Disables every key of an account (archiving the account); call inside the archive's transaction. */
export const disableApiKeysOfAccount = (db: DbOrTrx, accountId: number): Promise<number> =>
  repo.disableApiKeysInAccount(db, accountId);
