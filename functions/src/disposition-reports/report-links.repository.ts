import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

/** Stores one e-mailed link: the token's hash, its address and its expiry. */
export async function insertLink(
  db: DbOrTrx,
  link: { reportId: number; tokenHash: Buffer; email: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sms_report_links')
    .values({
      report_id: link.reportId,
      token_hash: link.tokenHash,
      email: link.email,
      expires_at: link.expiresAt,
    })
    .execute();
}

/** The link with this token hash and its report's archive (any account: the token is the credential). */
export async function findLinkByHash(db: DbOrTrx, tokenHash: Buffer) {
  const r = await sql<{
    id: number;
    report_id: number;
    expired: number;
    object_key: string | null;
    from_date: string;
    to_date: string;
  }>`
    SELECT l.id, l.report_id, l.expires_at <= NOW(3) AS expired, r.object_key,
      DATE_FORMAT(r.from_date, '%Y-%m-%d') AS from_date, DATE_FORMAT(r.to_date, '%Y-%m-%d') AS to_date
    FROM sms_report_links l JOIN sms_disposition_reports r ON r.id = l.report_id
    WHERE l.token_hash = ${tokenHash} AND r.status = 'Completed'`.execute(db);
  return r.rows[0];
}

/** Notes one more download through the link. */
export async function recordUse(db: DbOrTrx, linkId: number): Promise<void> {
  await sql`UPDATE sms_report_links SET uses = uses + 1, last_used_at = NOW(3) WHERE id = ${linkId}`.execute(
    db,
  );
}
