import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

export interface NewDispositionReport {
  userId: number;
  from: string;
  to: string;
  emails: string[];
  passwordSealed: Buffer;
  includeMessage: boolean;
  includeCustomFields: boolean;
}

/** Stores a report build as Queued; answers its id. */
export async function insertReport(db: DbOrTrx, scope: TenantScope, report: NewDispositionReport) {
  const r = await db
    .insertInto('sms_disposition_reports')
    .values({
      account_id: scope.accountId,
      user_id: report.userId,
      from_date: report.from,
      to_date: report.to,
      emails: report.emails.join(','),
      password_sealed: report.passwordSealed,
      include_message: report.includeMessage ? 1 : 0,
      include_custom_fields: report.includeCustomFields ? 1 : 0,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** The user's saved defaults, if any. */
export function findDefaults(db: DbOrTrx, scope: TenantScope, userId: number) {
  return db
    .selectFrom('sms_disposition_defaults')
    .select(['user_email', 'password_sealed'])
    .where('user_id', '=', userId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** Saves the user's defaults (the last report's addresses and password). */
export async function saveDefaults(
  db: DbOrTrx,
  scope: TenantScope,
  userId: number,
  userEmail: string,
  passwordSealed: Buffer,
) {
  await db
    .insertInto('sms_disposition_defaults')
    .values({
      user_id: userId,
      account_id: scope.accountId,
      user_email: userEmail,
      password_sealed: passwordSealed,
    })
    .onDuplicateKeyUpdate({ user_email: userEmail, password_sealed: passwordSealed, updated_at: new Date() })
    .execute();
}

/** A report build by id (the worker's view: not scoped, the id comes from our own queue). */
export function findReport(db: DbOrTrx, reportId: number) {
  return db.selectFrom('sms_disposition_reports').selectAll().where('id', '=', reportId).executeTakeFirst();
}

/** Records the written archive and forgets the password (in the job's end transaction). */
export async function writeResult(db: DbOrTrx, reportId: number, rows: number, objectKey: string | null) {
  await db
    .updateTable('sms_disposition_reports')
    .set({ rows_written: rows, object_key: objectKey, password_sealed: null })
    .where('id', '=', reportId)
    .execute();
}

/** Forgets the password of a build that failed (JobKind.afterFailed). */
export async function forgetPassword(db: DbOrTrx, reportId: number) {
  await db
    .updateTable('sms_disposition_reports')
    .set({ password_sealed: null })
    .where('id', '=', reportId)
    .execute();
}

export interface DispositionRow {
  id: number;
  created_at: Date;
  campaign_name: string;
  recipient: string;
  status: string;
  body: string;
  replied: number;
  lead: number;
  opted_out: number;
  clicked: number;
}

/**
 * One page of the account's messages created in [start, end), after the keyset (createdAt, id), with their
 * dispositions: a reply is one that answers the message (in_reply_to_message_id) or, not linked to a
 * message, comes from its recipient for its campaign; opted out is the number on the account's opt-outs
 * or an Optout reply; clicked is a click on its short link. Each EXISTS uses an index of its table.
 */
export async function pageMessages(
  db: DbOrTrx,
  accountId: number,
  start: Date,
  end: Date,
  after: { createdAt: Date; id: number } | null,
  limit: number,
): Promise<DispositionRow[]> {
  const keyset = after
    ? sql`AND (m.created_at > ${after.createdAt} OR (m.created_at = ${after.createdAt} AND m.id > ${after.id}))`
    : sql``;
  const reply = (type: ReturnType<typeof sql>) => sql`EXISTS (
      SELECT 1 FROM sms_replies r
      WHERE r.account_id = m.account_id AND r.from_number = m.recipient ${type}
        AND (r.in_reply_to_message_id = m.id
             OR (r.in_reply_to_message_id IS NULL AND r.campaign_id = m.campaign_id)))`;
  const r = await sql<DispositionRow>`
    SELECT m.id, m.created_at, c.name AS campaign_name, m.recipient, m.status, m.body,
      ${reply(sql``)} AS replied,
      ${reply(sql`AND r.type = 'Lead'`)} AS \`lead\`,
      (EXISTS (SELECT 1 FROM sms_optouts o WHERE o.account_id = m.account_id AND o.cellphone = m.recipient)
        OR ${reply(sql`AND r.type = 'Optout'`)}) AS opted_out,
      EXISTS (SELECT 1 FROM sms_clicks k WHERE k.message_id = m.id) AS clicked
    FROM sms_messages m FORCE INDEX (sms_messages_account_created)
    JOIN sms_campaigns c ON c.id = m.campaign_id
    WHERE m.account_id = ${accountId} AND m.created_at >= ${start} AND m.created_at < ${end} ${keyset}
    ORDER BY m.created_at, m.id
    LIMIT ${limit}`.execute(db);
  return r.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface ContactFields {
  cellphone: string;
  custom1: string | null;
  custom2: string | null;
  custom3: string | null;
  custom4: string | null;
  custom5: string | null;
}

/** The custom fields of the account's newest list contact for each number (numbers of one page). */
export async function findContactFields(
  db: DbOrTrx,
  accountId: number,
  cellphones: string[],
): Promise<Map<string, ContactFields>> {
  if (!cellphones.length) return new Map();
  const rows = await db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .select(['c.cellphone', 'c.custom1', 'c.custom2', 'c.custom3', 'c.custom4', 'c.custom5'])
    .where('l.account_id', '=', accountId)
    .where('c.cellphone', 'in', cellphones)
    .orderBy('c.id')
    .execute();
  // Later (newer) rows win.
  return new Map(rows.map((row) => [row.cellphone, row]));
}
