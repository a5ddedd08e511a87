import type { AuthContext } from '../auth/auth-context';
import { archiveUrl } from '../disposition-reports/report-download.service';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import { sendToQueue } from '../platform/queue/queues';
import { tenantScopeFor } from '../platform/tenancy';
import { queueOverviewRebuildFor } from '../overviews/overview-rebuilds.service';
import { insertConsolidationBuild } from '../overviews/report-builds.repository';
import { saToday } from '../overviews/sa-day';
import * as admin from './report-builds-admin.repository';
import {
  REPORT_BUILDS_TEXTS,
  type BuildQueued,
  type ReportBuildKindName,
  type ReportBuildRow,
  type ReportBuildsQuery,
  type ReportBuildsResponse,
} from './report-builds.schemas';

/** The admin download of a finished cross-campaign report (302 to a fresh short-lived S3 URL). */
export const adminDownloadPath = (reportId: number) =>
  `/api/admin/report-builds/reports/${reportId}/download`;

const toRow = (row: admin.AdminBuildRow): ReportBuildRow => {
  const kind = row.kind as ReportBuildKindName;
  const id = Number(row.id);
  const scheduleId = row.schedule_id === null ? null : Number(row.schedule_id);
  const requester = row.requested_by ?? REPORT_BUILDS_TEXTS.hourlySchedule;
  return {
    key: `${row.source}-${id}`,
    id,
    kind,
    accountId: row.account_id === null ? null : Number(row.account_id),
    accountName: row.account_name,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    requestedBy: scheduleId === null ? requester : `Schedule ${scheduleId} (${requester})`,
    scheduleId,
    status: row.status as ReportBuildRow['status'],
    createdDate: row.created_at.toISOString(),
    durationSeconds: row.duration_ms === null ? null : Number(row.duration_ms) / 1000,
    rows: Number(row.rows_written),
    progress:
      kind === 'OverviewRebuild' ? { done: Number(row.days_done), total: Number(row.days_total) } : null,
    errorText: row.error_text,
    downloadUrl: row.source === 'report' && Number(row.has_archive) ? adminDownloadPath(id) : null,
  };
};

/** A page of the report builds of every account and kind, newest first. */
export async function listReportBuilds(db: Db, query: ReportBuildsQuery): Promise<ReportBuildsResponse> {
  const page = await admin.pageAdminBuilds(db, query);
  return { rows: page.rows.map(toRow), totalRows: page.totalRows };
}

/** Queues a rebuild of an account's overviews for a period (the same rebuild the overview screens queue). */
export async function triggerRebuild(
  db: Db,
  auth: AuthContext,
  request: { accountId: number; from: string; to: string },
): Promise<BuildQueued> {
  if (!(await admin.accountExists(db, request.accountId))) throw notFound('The account');
  const status = await queueOverviewRebuildFor(
    db,
    tenantScopeFor(request.accountId),
    auth.userId,
    request.from,
    request.to,
  );
  return { key: `build-${status.id}`, id: status.id, message: REPORT_BUILDS_TEXTS.rebuildQueued };
}

/** Queues a consolidation run now (on the ReportBuilds queue, as a job of the shared mechanism). */
export async function runConsolidationNow(db: Db, auth: AuthContext): Promise<BuildQueued> {
  const id = await insertConsolidationBuild(db, auth.userId, saToday());
  await sendToQueue('ReportBuilds', { jobId: id });
  return { key: `build-${id}`, id, message: REPORT_BUILDS_TEXTS.consolidationQueued };
}

/** A fresh short-lived URL of a finished cross-campaign report's archive (any account). */
export async function reportDownloadUrl(db: Db, reportId: number): Promise<string> {
  const report = await admin.findReportArchive(db, reportId);
  if (!report?.object_key) throw notFound('The report');
  return archiveUrl({ ...report, object_key: report.object_key });
}
