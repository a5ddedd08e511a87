import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { ReportBuildKind } from './overviews.table';

const BUILD_COLUMNS = [
  'id',
  'account_id',
  'kind',
  'status',
  'days_total',
  'days_done',
  'rows_written',
  'error_text',
  'created_at',
  'finished_at',
] as const;

/** A Queued or InProgress build of the account for exactly this period, if one is under way. */
export function findOpenBuild(
  db: DbOrTrx,
  scope: TenantScope,
  kind: ReportBuildKind,
  from: string,
  to: string,
) {
  return db
    .selectFrom('sms_report_builds')
    .select(BUILD_COLUMNS)
    .select((eb) => [
      eb.fn<string>('DATE_FORMAT', ['period_from', eb.val('%Y-%m-%d')]).as('period_from'),
      eb.fn<string>('DATE_FORMAT', ['period_to', eb.val('%Y-%m-%d')]).as('period_to'),
    ])
    .where('account_id', '=', scope.accountId)
    .where('kind', '=', kind)
    .where('period_from', '=', from)
    .where('period_to', '=', to)
    .where('status', 'in', ['Queued', 'InProgress'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Records a Queued build for the caller's account. */
export async function insertBuild(
  db: DbOrTrx,
  scope: TenantScope,
  build: { userId: number; kind: ReportBuildKind; from: string; to: string; daysTotal: number },
): Promise<number> {
  const r = await db
    .insertInto('sms_report_builds')
    .values({
      account_id: scope.accountId,
      user_id: build.userId,
      kind: build.kind,
      period_from: build.from,
      period_to: build.to,
      days_total: build.daysTotal,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** One build of the caller's account (another account's build is not found). */
export function findBuildOfAccount(db: DbOrTrx, scope: TenantScope, buildId: number) {
  return db
    .selectFrom('sms_report_builds')
    .select(BUILD_COLUMNS)
    .select((eb) => [
      eb.fn<string>('DATE_FORMAT', ['period_from', eb.val('%Y-%m-%d')]).as('period_from'),
      eb.fn<string>('DATE_FORMAT', ['period_to', eb.val('%Y-%m-%d')]).as('period_to'),
    ])
    .where('account_id', '=', scope.accountId)
    .where('id', '=', buildId)
    .executeTakeFirst();
}

/** A build for its worker (any account: the worker has only the job id). */
export function findBuildForWorker(db: DbOrTrx, buildId: number) {
  return db
    .selectFrom('sms_report_builds')
    .select(['id', 'account_id', 'kind', 'days_done', 'days_total'])
    .select((eb) => [
      eb.fn<string>('DATE_FORMAT', ['period_from', eb.val('%Y-%m-%d')]).as('period_from'),
      eb.fn<string>('DATE_FORMAT', ['period_to', eb.val('%Y-%m-%d')]).as('period_to'),
    ])
    .where('id', '=', buildId)
    .executeTakeFirst();
}

/** Notes one more day rebuilt (in the day's own transaction, fenced by the run's lease). */
export async function recordDayDone(
  trx: DbOrTrx,
  buildId: number,
  owner: string,
  daysDone: number,
  rows: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('sms_report_builds')
    .set((eb) => ({ days_done: daysDone, rows_written: eb('rows_written', '+', rows) }))
    .where('id', '=', buildId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'InProgress')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Nothing to put back when a rebuild fails: each day it finished is whole, the others are as they were. */
export async function afterRebuildFailed(): Promise<void> {}

/** The kind of a build (the worker dispatches on it). */
export function findBuildKind(db: DbOrTrx, buildId: number) {
  return db
    .selectFrom('sms_report_builds')
    .select('kind')
    .where('id', '=', buildId)
    .executeTakeFirst()
    .then((row) => row?.kind);
}

/** Queues a consolidation run (across every account) that an administrator asked for. */
export async function insertConsolidationBuild(db: DbOrTrx, userId: number | null, today: string) {
  const r = await db
    .insertInto('sms_report_builds')
    .values({
      account_id: null,
      user_id: userId,
      kind: 'Consolidation',
      period_from: today,
      period_to: today,
      days_total: 0,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

export interface ConsolidationFigures {
  days: number;
  rows: number;
  firstDay: string | null;
  lastDay: string | null;
}

const consolidationValues = (result: ConsolidationFigures) => ({
  days_total: result.days,
  days_done: result.days,
  rows_written: result.rows,
  ...(result.firstDay && result.lastDay ? { period_from: result.firstDay, period_to: result.lastDay } : {}),
});

/** What a consolidation run did (its period: the first to the last day it rewrote), in its end transaction. */
export async function writeConsolidationResult(db: DbOrTrx, buildId: number, result: ConsolidationFigures) {
  await db
    .updateTable('sms_report_builds')
    .set(consolidationValues(result))
    .where('id', '=', buildId)
    .execute();
}

/** Records a run of the hourly consolidation that rewrote days (a Completed build, requested by no one). */
export async function recordScheduledConsolidation(
  db: DbOrTrx,
  startedAt: Date,
  result: ConsolidationFigures & { firstDay: string; lastDay: string },
) {
  await db
    .insertInto('sms_report_builds')
    .values({
      account_id: null,
      user_id: null,
      kind: 'Consolidation',
      period_from: result.firstDay,
      period_to: result.lastDay,
      days_total: result.days,
      days_done: result.days,
      rows_written: result.rows,
      status: 'Completed',
      created_at: startedAt,
      queued_at: startedAt,
      started_at: startedAt,
      finished_at: new Date(),
    })
    .execute();
}
