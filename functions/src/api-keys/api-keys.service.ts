// TEMPORARY (replaced by the API keys branch at merge).
import { createHash } from 'node:crypto';
import type { DbOrTrx } from '../platform/db/database';
import { findKeyByHash } from './api-keys.repository';

export interface ApiKeyPrincipal {
  keyId: number;
  accountId: number;
  userId: number;
  rateLimitPerSecond: number;
}

export async function authenticateApiKey(db: DbOrTrx, rawKey: string): Promise<ApiKeyPrincipal | null> {
  const row = await findKeyByHash(db, createHash('sha256').update(rawKey).digest());
  if (!row || row.revoked_at || row.disabled_at) return null;
  return {
    keyId: row.id,
    accountId: row.account_id,
    userId: row.created_by_user_id,
    rateLimitPerSecond: row.rate_limit_per_second,
  };
}
