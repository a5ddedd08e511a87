import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import * as repo from './segment-history.repository';
import type { SegmentBuildRow, SegmentBuildsResponse, SegmentCampaign } from './segment-builds.schemas';

/** A build as the history shows it. */
export function toSegmentBuildRow(row: repo.BuildHistoryRow): SegmentBuildRow {
  const started = row.started_at;
  const finished = row.finished_at;
  return {
    id: row.id,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    status: row.status,
    createdDate: row.created_at.toISOString(),
    startedDate: started?.toISOString() ?? null,
    finishedDate: finished?.toISOString() ?? null,
    durationSeconds:
      started && finished
        ? Math.max(0, Math.round((finished.getTime() - started.getTime()) / 100) / 10)
        : null,
    candidates: row.candidates,
    duplicates: row.duplicates,
    excludedOptout: row.excluded_optout,
    excludedDma: row.excluded_dma,
    excludedList: row.excluded_list,
    excludedRest: row.excluded_rest,
    queued: row.queued,
    errorMessage: row.error_text,
  };
}

/** One page of the account's segment builds, newest first; another account's campaign id finds nothing. */
export async function listSegmentBuilds(
  db: Db,
  auth: AuthContext,
  q: { campaignId?: number | undefined; page: number; rowsPerPage: number },
): Promise<SegmentBuildsResponse> {
  const campaignId = q.campaignId ?? null;
  const [rows, totalRows] = await Promise.all([
    repo.listBuilds(db, auth.scope, campaignId, {
      limit: q.rowsPerPage,
      offset: (q.page - 1) * q.rowsPerPage,
    }),
    repo.countBuilds(db, auth.scope, campaignId),
  ]);
  return { rows: rows.map(toSegmentBuildRow), totalRows };
}

export async function listSegmentCampaigns(db: Db, auth: AuthContext): Promise<SegmentCampaign[]> {
  return repo.listScheduledCampaigns(db, auth.scope);
}
