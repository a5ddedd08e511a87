import type { AccountsTable } from '../../accounts/accounts.table';
import type { SessionsTable, SignInFailuresTable } from '../../auth/auth.table';
import type { EmailMessagesTable } from '../../emails/emails.table';
import type { UsersTable } from '../../users/users.table';

/** Every table kysely knows about; each area owns its table types. */
export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  email_messages: EmailMessagesTable;
}
