import type { Generated } from 'kysely';

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  csrf_token_hash: string;
  created_at: Generated<Date>;
  last_seen_at: Date;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
}

/**
 * Sign-in failure counters, one row per key: (email, ip) for an address from one client, (email, '') for
 * an address across clients, ('', ip) for a client across addresses.
 */
export interface SignInFailuresTable {
  email: string;
  ip: string;
  failures: number;
  last_failure_at: Date;
  next_attempt_at: Date | null;
}
