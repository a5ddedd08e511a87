import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { DispatchLogChannel } from './dispatch-logs.table';

const COLUMNS = [
  'id',
  'account_id',
  'channel',
  'campaign_id',
  'status',
  'rows_written',
  'object_key',
  'file_name',
  'error_text',
  'created_at',
  'finished_at',
] as const;

/**
 * Stores a Queued build of the campaign's log, unless one is Queued or InProgress already (the unique
 * building key): answers the new build's id, or null when one is being built.
 */
export async function insertBuild(
  db: DbOrTrx,
  scope: TenantScope,
  build: { userId: number; channel: DispatchLogChannel; campaignId: number; fileName: string },
): Promise<number | null> {
  const r = await sql`
    INSERT IGNORE INTO dispatch_log_builds (account_id, user_id, channel, campaign_id, file_name)
    VALUES (${scope.accountId}, ${build.userId}, ${build.channel}, ${build.campaignId}, ${build.fileName})`.execute(
    db,
  );
  return Number(r.numAffectedRows ?? 0) === 1 ? Number(r.insertId) : null;
}

/** The campaign's newest build for the account, or undefined. */
export function findNewestBuild(
  db: DbOrTrx,
  scope: TenantScope,
  channel: DispatchLogChannel,
  campaignId: number,
) {
  return db
    .selectFrom('dispatch_log_builds')
    .select(COLUMNS)
    .where('account_id', '=', scope.accountId)
    .where('channel', '=', channel)
    .where('campaign_id', '=', campaignId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One build of the account's campaign, or undefined. */
export function findOwnBuild(
  db: DbOrTrx,
  scope: TenantScope,
  channel: DispatchLogChannel,
  campaignId: number,
  buildId: number,
) {
  return db
    .selectFrom('dispatch_log_builds')
    .select(COLUMNS)
    .where('id', '=', buildId)
    .where('account_id', '=', scope.accountId)
    .where('channel', '=', channel)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
}

export type BuildRow = NonNullable<Awaited<ReturnType<typeof findNewestBuild>>>;

/** A build by id (the worker's view: the id comes from our own queue). */
export function findBuild(db: DbOrTrx, buildId: number) {
  return db.selectFrom('dispatch_log_builds').select(COLUMNS).where('id', '=', buildId).executeTakeFirst();
}

/** Records the finished file (in the job's end transaction: a build is Completed only with its whole file). */
export async function writeResult(db: DbOrTrx, buildId: number, rows: number, objectKey: string) {
  await db
    .updateTable('dispatch_log_builds')
    .set({ rows_written: rows, object_key: objectKey })
    .where('id', '=', buildId)
    .execute();
}
