import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { ReportCadence } from './report-builds.table';

const affected = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0);

export interface NewSchedule {
  accountId: number;
  createdBy: number;
  emails: string[];
  passwordSealed: Buffer;
  includeMessage: boolean;
  includeCustomFields: boolean;
  cadence: ReportCadence;
  nextRunAt: Date;
}

export async function insertSchedule(db: DbOrTrx, schedule: NewSchedule): Promise<number> {
  const r = await db
    .insertInto('sms_report_schedules')
    .values({
      account_id: schedule.accountId,
      created_by: schedule.createdBy,
      emails: schedule.emails.join(','),
      password_sealed: schedule.passwordSealed,
      include_message: schedule.includeMessage ? 1 : 0,
      include_custom_fields: schedule.includeCustomFields ? 1 : 0,
      cadence: schedule.cadence,
      next_run_at: schedule.nextRunAt,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** Every schedule (administrators' view), newest first, with its account's name and creator. */
export function listSchedules(db: DbOrTrx) {
  return db
    .selectFrom('sms_report_schedules as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .innerJoin('users as u', 'u.id', 's.created_by')
    .select([
      's.id',
      's.account_id',
      'a.name as account_name',
      's.emails',
      's.include_message',
      's.include_custom_fields',
      's.cadence',
      's.status',
      's.next_run_at',
      's.last_queued_at',
      'u.email as created_by',
    ])
    .orderBy('s.id', 'desc')
    .execute();
}

export async function setStatus(
  db: DbOrTrx,
  id: number,
  status: 'Active' | 'Paused',
  nextRunAt: Date | null,
): Promise<boolean> {
  const r = await db
    .updateTable('sms_report_schedules')
    .set(nextRunAt ? { status, next_run_at: nextRunAt } : { status })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function findSchedule(db: DbOrTrx, id: number) {
  return db.selectFrom('sms_report_schedules').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteSchedule(db: DbOrTrx, id: number): Promise<boolean> {
  const r = await db.deleteFrom('sms_report_schedules').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The ids of the active schedules that are due (next run at or before now). */
export async function findDueScheduleIds(db: DbOrTrx, limit = 100): Promise<number[]> {
  const rows = await db
    .selectFrom('sms_report_schedules')
    .select('id')
    .where('status', '=', 'Active')
    .where('next_run_at', '<=', sql<Date>`NOW(3)`)
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** A due schedule, locked for this transaction (a concurrent run waits, then finds it no longer due). */
export async function lockDueSchedule(trx: DbOrTrx, id: number) {
  const r = await sql<{
    id: number;
    account_id: number;
    created_by: number;
    emails: string;
    password_sealed: Buffer;
    include_message: number;
    include_custom_fields: number;
    cadence: ReportCadence;
    now: Date;
  }>`
    SELECT id, account_id, created_by, emails, password_sealed, include_message, include_custom_fields,
      cadence, NOW(3) AS now
    FROM sms_report_schedules
    WHERE id = ${id} AND status = 'Active' AND next_run_at <= NOW(3)
    FOR UPDATE`.execute(trx);
  return r.rows[0];
}

/**
 * Queues the schedule's report of one period, once: the UNIQUE (schedule_id, from_date, to_date) key makes
 * a second insert for the same period do nothing. Answers the new report's id, or null when it was there.
 */
export async function insertScheduledReport(
  trx: DbOrTrx,
  schedule: NonNullable<Awaited<ReturnType<typeof lockDueSchedule>>>,
  period: { from: string; to: string },
): Promise<number | null> {
  const r = await sql`
    INSERT INTO sms_disposition_reports
      (account_id, user_id, schedule_id, from_date, to_date, emails, password_sealed, include_message,
       include_custom_fields)
    VALUES (${schedule.account_id}, ${schedule.created_by}, ${schedule.id}, ${period.from}, ${period.to},
      ${schedule.emails}, ${schedule.password_sealed}, ${schedule.include_message},
      ${schedule.include_custom_fields})
    ON DUPLICATE KEY UPDATE id = id`.execute(trx);
  return affected(r) === 1 ? Number(r.insertId) : null;
}

export async function markQueued(trx: DbOrTrx, id: number, nextRunAt: Date, queued: boolean): Promise<void> {
  await trx
    .updateTable('sms_report_schedules')
    .set(queued ? { next_run_at: nextRunAt, last_queued_at: sql<Date>`NOW(3)` } : { next_run_at: nextRunAt })
    .where('id', '=', id)
    .execute();
}
