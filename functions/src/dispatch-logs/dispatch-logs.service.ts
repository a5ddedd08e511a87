import { findOwnAccount } from '../accounts/accounts.repository';
import type { AuthContext } from '../auth/auth-context';
import { downloadLink } from '../platform/csv/csv-export';
import type { Db } from '../platform/db/database';
import { apiError, notFound } from '../platform/http/errors';
import { sendToQueue } from '../platform/queue/queues';
import * as builds from './dispatch-log-builds.repository';
import * as repo from './dispatch-logs.repository';
import { DISPATCH_LOG_REFUSED, type DispatchLogBuild, type DispatchLogState } from './dispatch-logs.schemas';
import type { DispatchLogChannel } from './dispatch-logs.table';

// The proof of dispatch (issue 28, CPA regulation 4(3): the onus to prove that direct marketing was
// dispatched in an allowed period rests on the marketer): every message of a campaign that was handed to a
// provider, with when (SAST and UTC), to whom, through which provider under which id, and when it was
// delivered. Built by a worker (dispatch-log-runner) as a job of the shared mechanism, so a million rows are
// not bound by the API's 29 s; the status page asks for a build, polls it and downloads the finished file
// through the download route, which answers a fresh short-lived S3 link (no API response carries the file).

const fileNameOf = (name: string, id: number) =>
  `${
    name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'campaign'
  }-${id}-dispatch-log.csv`;

const basePath = (channel: DispatchLogChannel, campaignId: number) =>
  `/api/${channel === 'Sms' ? 'sms' : 'email'}/campaigns/${campaignId}/dispatch-log`;

export const downloadPath = (channel: DispatchLogChannel, campaignId: number, buildId: number) =>
  `${basePath(channel, campaignId)}/${buildId}/download`;

function toBuild(row: builds.BuildRow): DispatchLogBuild {
  const completed = row.status === 'Completed' && row.object_key !== null;
  return {
    id: Number(row.id),
    status: row.status,
    rows: Number(row.rows_written),
    createdDate: row.created_at.toISOString(),
    finishedDate: row.finished_at?.toISOString() ?? null,
    errorText: row.error_text,
    downloadUrl: completed ? downloadPath(row.channel, Number(row.campaign_id), Number(row.id)) : null,
  };
}

/** 403 when the account's downloads are limited (the log lists numbers and addresses); 404 for another's campaign. */
async function ownCampaign(db: Db, auth: AuthContext, channel: DispatchLogChannel, campaignId: number) {
  const account = await findOwnAccount(db, auth.scope);
  if (!account || account.limit_downloads) throw apiError(403, 'FORBIDDEN', DISPATCH_LOG_REFUSED);
  const campaign = await repo.findOwnCampaign(db, auth.scope, channel, campaignId);
  if (!campaign) throw notFound('The campaign');
  return campaign;
}

/** The campaign's newest dispatch log build, if any. */
export async function getDispatchLog(
  db: Db,
  auth: AuthContext,
  channel: DispatchLogChannel,
  campaignId: number,
): Promise<DispatchLogState> {
  await ownCampaign(db, auth, channel, campaignId);
  const row = await builds.findNewestBuild(db, auth.scope, channel, campaignId);
  return { build: row ? toBuild(row) : null };
}

/**
 * Queues a build of the campaign's dispatch log, or answers the one being built (idempotent: a second
 * request while one is Queued or InProgress starts nothing). The commit comes before the queue message: a
 * lost message is re-sent by the sweeper.
 */
export async function requestDispatchLog(
  db: Db,
  auth: AuthContext,
  channel: DispatchLogChannel,
  campaignId: number,
): Promise<DispatchLogState> {
  const campaign = await ownCampaign(db, auth, channel, campaignId);
  const id = await builds.insertBuild(db, auth.scope, {
    userId: auth.userId,
    channel,
    campaignId,
    fileName: fileNameOf(campaign.name, campaignId),
  });
  if (id !== null) await sendToQueue('DispatchLogs', { jobId: id });
  const row = await builds.findNewestBuild(db, auth.scope, channel, campaignId);
  return { build: row ? toBuild(row) : null };
}

/** A fresh short-lived link to a finished build's file; 404 when it is not the account's or not finished. */
export async function dispatchLogDownloadUrl(
  db: Db,
  auth: AuthContext,
  channel: DispatchLogChannel,
  campaignId: number,
  buildId: number,
): Promise<string> {
  await ownCampaign(db, auth, channel, campaignId);
  const build = await builds.findOwnBuild(db, auth.scope, channel, campaignId, buildId);
  if (!build?.object_key || build.status !== 'Completed') throw notFound('The dispatch log');
  return downloadLink('Reports', build.object_key, build.file_name);
}
