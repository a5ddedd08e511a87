import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { EmailSuppressionReason } from '../email-sending/email-sending.table';

// One address's consent record in one account: each read starts from the account (its lists, its form
// submissions through KEY page_leads_email, its active suppression through email_suppressions_active).

/** The account's e-mail lists holding the address, with the import that put it there and who started it. */
export function listEmailImportConsents(db: DbOrTrx, accountId: number, email: string) {
  return db
    .selectFrom('email_list_contacts as c')
    .innerJoin('email_lists as l', 'l.id', 'c.list_id')
    .leftJoin('list_import_jobs as j', 'j.id', 'c.import_job_id')
    .leftJoin('users as u', 'u.id', 'j.user_id')
    .select([
      'l.id as list_id',
      'l.name as list_name',
      'c.created_at',
      'j.source',
      'j.source_name',
      'j.created_at as import_created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('l.account_id', '=', accountId)
    .where('c.email', '=', email)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/** The account's landing-page form submissions with the address. */
export function listEmailFormConsents(db: DbOrTrx, accountId: number, email: string) {
  return db
    .selectFrom('page_leads as d')
    .innerJoin('pages as p', 'p.id', 'd.page_id')
    .select([
      'p.id as page_id',
      'p.name as page_name',
      'd.submitted_at',
      'd.client_ip',
      'd.user_agent',
      'd.consent_text',
      'd.opted_out',
    ])
    .where('d.account_id', '=', accountId)
    .where('d.email', '=', email)
    .orderBy('d.submitted_at')
    .orderBy('d.id')
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
