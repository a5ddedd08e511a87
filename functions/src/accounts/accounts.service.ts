import type { Db } from '../platform/db/database';
import type { AccountSummary } from './accounts.schemas';
import { listAccountsWithUserCounts } from './accounts.repository';

/** All accounts, for administrators. */
export async function listAccounts(db: Db): Promise<AccountSummary[]> {
  const rows = await listAccountsWithUserCounts(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdDate: r.created_at.toISOString(),
    userCount: Number(r.user_count),
  }));
}
