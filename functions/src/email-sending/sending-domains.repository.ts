import type { DbOrTrx } from '../platform/db/database';

// The account's sending domains (migration 0030). A campaign's from address must be on a verified one.

/** The account's verified sending domains (lower-cased). */
export async function findVerifiedSendingDomains(db: DbOrTrx, accountId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('email_sending_domains')
    .select('domain')
    .where('account_id', '=', accountId)
    .where('status', '=', 'Verified')
    .orderBy('domain')
    .execute();
  return rows.map((r) => r.domain);
}
