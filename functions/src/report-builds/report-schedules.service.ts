import type { AuthContext } from '../auth/auth-context';
import { splitEmails } from '../disposition-reports/disposition-reports.schemas';
import { seal } from '../platform/crypto/secret-box';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { sendToQueue } from '../platform/queue/queues';
import * as admin from './report-builds-admin.repository';
import type { ReportSchedule } from './report-builds.schemas';
import * as repo from './report-schedules.repository';
import { duePeriod, firstRunAt } from './schedule-periods';

type ScheduleRow = Awaited<ReturnType<typeof repo.listSchedules>>[number];

const toSchedule = (row: ScheduleRow): ReportSchedule => ({
  id: Number(row.id),
  accountId: Number(row.account_id),
  accountName: row.account_name,
  emails: row.emails.split(',').join(', '),
  includeMessage: row.include_message === 1,
  includeCustomFields: row.include_custom_fields === 1,
  cadence: row.cadence,
  status: row.status,
  nextRunDate: row.next_run_at.toISOString(),
  lastQueuedDate: row.last_queued_at?.toISOString() ?? null,
  createdBy: row.created_by,
});

export async function listReportSchedules(db: Db): Promise<{ rows: ReportSchedule[] }> {
  return { rows: (await repo.listSchedules(db)).map(toSchedule) };
}

export interface NewScheduleRequest {
  accountId: number;
  emails: string;
  password: string;
  includeMessage: boolean;
  includeCustomFields: boolean;
  cadence: 'Daily' | 'Weekly' | 'Monthly';
}

/** Saves a schedule (the password sealed with the platform's secret box); it first runs at the next boundary. */
export async function createReportSchedule(
  db: Db,
  auth: AuthContext,
  request: NewScheduleRequest,
): Promise<ReportSchedule> {
  if (!(await admin.accountExists(db, request.accountId))) throw notFound('The account');
  const id = await repo.insertSchedule(db, {
    accountId: request.accountId,
    createdBy: auth.userId,
    emails: [...new Set(splitEmails(request.emails))],
    passwordSealed: seal(request.password),
    includeMessage: request.includeMessage,
    includeCustomFields: request.includeCustomFields,
    cadence: request.cadence,
    nextRunAt: firstRunAt(new Date(), request.cadence),
  });
  const created = (await repo.listSchedules(db)).find((row) => Number(row.id) === id);
  if (!created) throw notFound('The schedule');
  return toSchedule(created);
}

/**
 * Pauses or resumes a schedule. A resumed schedule runs next at the next boundary: the periods it missed
 * while paused are not made up (ops can create those reports from the form).
 */
export async function setReportScheduleStatus(
  db: Db,
  id: number,
  status: 'Active' | 'Paused',
): Promise<ReportSchedule> {
  const schedule = await repo.findSchedule(db, id);
  if (!schedule) throw notFound('The schedule');
  const nextRunAt =
    status === 'Active' && schedule.status === 'Paused' ? firstRunAt(new Date(), schedule.cadence) : null;
  await repo.setStatus(db, id, status, nextRunAt);
  const row = (await repo.listSchedules(db)).find((r) => Number(r.id) === id);
  if (!row) throw notFound('The schedule');
  return toSchedule(row);
}

export async function deleteReportSchedule(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteSchedule(db, id))) throw notFound('The schedule');
}

/**
 * The scheduler (EventBridge, hourly): each due schedule queues its latest whole period's report on the
 * DispositionReports queue. Per schedule, one transaction locks the row, inserts the report (at most one
 * per schedule and period: a unique key) and moves the next run on; the message is sent after the commit
 * (a lost one is re-sent by the job sweeper, as the report stays Queued). Run twice, it queues one report.
 */
export async function queueDueReports(db: Db, log: Logger): Promise<{ queued: number }> {
  let queued = 0;
  for (const id of await repo.findDueScheduleIds(db)) {
    const reportId = await db.transaction().execute(async (trx) => {
      const schedule = await repo.lockDueSchedule(trx, id);
      if (!schedule) return null;
      const period = duePeriod(schedule.now, schedule.cadence);
      const inserted = await repo.insertScheduledReport(trx, schedule, period);
      await repo.markQueued(trx, id, period.nextRunAt, inserted !== null);
      return inserted;
    });
    if (reportId === null) continue;
    await sendToQueue('DispositionReports', { jobId: reportId });
    queued += 1;
    log.info('scheduled cross-campaign report queued', { scheduleId: id, reportId });
  }
  return { queued };
}
