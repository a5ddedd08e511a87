import type { CurrentUser } from '../auth/auth.schemas';
import type { UserRow } from './users.repository';

/** The API's view of a user row. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    lastLoginDate: row.last_login_at ? row.last_login_at.toISOString() : null,
    previousLoginDate: row.previous_login_at ? row.previous_login_at.toISOString() : null,
  };
}
