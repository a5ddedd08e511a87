import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  account_id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  company: string | null;
  cellphone: string | null;
  role: 'Client' | 'Admin';
  archived: Generated<number>;
  self_sign_up: Generated<number>;
  email_verified: Generated<number>;
  created_at: Generated<Date>;
  last_login_at: Date | null;
  /** The sign-in before the latest one, shown to the user as their last visit. */
  previous_login_at: Date | null;
}
