import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { EmailSuppressionReason } from './email-sending.table';

// The account's suppressed e-mail addresses (migration 0024). Addresses are compared lower-cased; every
// e-mail send path asks here before sending, and the e-mail lists count their opt-outs from it. A suppression
// the account lifted (0038, Settings › Email suppressions) stays as history and suppresses nothing: only
// rows whose active_email is set (lifted_at NULL) count.

/** Suppresses an address for the account; an address already suppressed keeps its first reason. */
export async function suppressEmail(
  db: DbOrTrx,
  accountId: number,
  email: string,
  reason: EmailSuppressionReason,
  campaignId: number | null,
): Promise<void> {
  await db
    .insertInto('email_suppressions')
    .values({ account_id: accountId, email: email.trim().toLowerCase(), reason, campaign_id: campaignId })
    .onDuplicateKeyUpdate({ account_id: sql`account_id` }) // the active one (unique per account) stays
    .execute();
}

/** The ones among `emails` the account may not e-mail (lower-cased). */
export async function suppressedAmong(
  db: DbOrTrx,
  accountId: number,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectFrom('email_suppressions')
    .select('email')
    .where('account_id', '=', accountId)
    .where(
      'active_email',
      'in',
      emails.map((e) => e.trim().toLowerCase()),
    )
    .execute();
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/** Whether the account may not e-mail this address. */
export async function isEmailSuppressed(db: DbOrTrx, accountId: number, email: string): Promise<boolean> {
  return (await suppressedAmong(db, accountId, [email])).size > 0;
}
