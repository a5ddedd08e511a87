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

export interface SignInFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  created_at: Generated<Date>;
}
