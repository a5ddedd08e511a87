import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { EmailSuppressionReason } from '../email-sending/email-sending.table';
import { IMPORT_CONSENT_COLUMNS } from '../sms-history/consent-record.repository';

// One address's consent record in one account: each read starts from the account (its lists, its active
// suppression through email_suppressions_active). Its form submissions (through KEY page_leads_email) are read
// by the SMS record's listFormConsents.

/** The account's e-mail lists holding the address, with the import that put it there and who started it. */
export function listEmailImportConsents(db: DbOrTrx, accountId: number, email: string) {
  return db
    .selectFrom('email_list_contacts as c')
    .innerJoin('email_lists as l', 'l.id', 'c.list_id')
    .leftJoin('list_import_jobs as j', 'j.id', 'c.import_job_id')
    .leftJoin('users as u', 'u.id', 'j.user_id')
    .select(IMPORT_CONSENT_COLUMNS)
    .where('l.account_id', '=', accountId)
    .where('c.email', '=', email)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/** The account's active (not lifted) suppression of the address, if any. */
export function findActiveSuppression(db: DbOrTrx, accountId: number, email: string) {
  return sql<{ reason: EmailSuppressionReason; created_at: Date }>`
    SELECT reason, created_at FROM email_suppressions
    WHERE account_id = ${accountId} AND active_email = ${email}`
    .execute(db)
    .then((r) => r.rows[0]);
}
