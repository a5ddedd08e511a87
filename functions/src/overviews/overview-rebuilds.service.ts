import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import { notFound } from '../platform/http/errors';
import { sendToQueue } from '../platform/queue/queues';
import { daysBetween } from './sa-day';
import type { RebuildStatus } from './overviews.schemas';
import * as builds from './report-builds.repository';

type BuildRow = NonNullable<Awaited<ReturnType<typeof builds.findBuildOfAccount>>>;

const toRebuildStatus = (b: BuildRow): RebuildStatus => ({
  id: Number(b.id),
  status: b.status,
  periodFrom: b.period_from,
  periodTo: b.period_to,
  daysDone: Number(b.days_done),
  daysTotal: Number(b.days_total),
  errorText: b.error_text,
});

/**
 * Queues a Rebuild of the caller's overviews for [from, to] on the ReportBuilds queue; a rebuild of the
 * same period still Queued or InProgress is answered instead of a second one. A lost message is re-sent
 * by the job sweeper (the build stays Queued until a worker takes it).
 */
export async function queueOverviewRebuild(
  db: Db,
  auth: AuthContext,
  from: string,
  to: string,
): Promise<RebuildStatus> {
  return queueOverviewRebuildFor(db, auth.scope, auth.userId, from, to);
}

/** The same for any account (the administrators' report-builds screen names the account). */
export async function queueOverviewRebuildFor(
  db: Db,
  scope: TenantScope,
  userId: number,
  from: string,
  to: string,
): Promise<RebuildStatus> {
  const open = await builds.findOpenBuild(db, scope, 'OverviewRebuild', from, to);
  if (open) return toRebuildStatus(open);
  const id = await builds.insertBuild(db, scope, {
    userId,
    kind: 'OverviewRebuild',
    from,
    to,
    daysTotal: daysBetween(from, to).length,
  });
  await sendToQueue('ReportBuilds', { jobId: id });
  const build = await builds.findBuildOfAccount(db, scope, id);
  if (!build) throw notFound('The rebuild');
  return toRebuildStatus(build);
}

/** How far a Rebuild of the caller's account got (another account's is not found). */
export async function getOverviewRebuild(db: Db, auth: AuthContext, id: number): Promise<RebuildStatus> {
  const build = await builds.findBuildOfAccount(db, auth.scope, id);
  if (!build) throw notFound('The rebuild');
  return toRebuildStatus(build);
}
