import type { Generated } from 'kysely';

/** Partner API keys (migration 0012): only a SHA-256 of the key is stored. */
export interface ApiKeysTable {
  id: Generated<number>;
  account_id: number;
  created_by_user_id: number;
  name: string;
  /** The key's first characters, shown so users can tell keys apart. */
  prefix: string;
  key_hash: Buffer;
  rate_limit_per_second: Generated<number>;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
  /** Set when the key's creator or account is archived. */
  disabled_at: Date | null;
}
