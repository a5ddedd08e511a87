import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import { findOwnAccount } from './accounts.repository';

/** Who the account's marketing messages are from: its sender name setting, else its name. */
export const senderNameOf = (account: { name: string; sender_name: string | null }) =>
  account.sender_name?.trim() || account.name;

/** The caller's account's sender name (see senderNameOf). */
export async function findSenderName(db: DbOrTrx, scope: TenantScope): Promise<string> {
  const account = await findOwnAccount(db, scope);
  if (!account) throw new Error(`account ${scope.accountId} not found`);
  return senderNameOf(account);
}
