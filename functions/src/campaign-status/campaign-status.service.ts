import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import { campaignProviderHealth } from '../providers/health/health.service';
import { abTestStatus } from '../ab-tests/ab-tests.service';
import * as repo from './campaign-status.repository';
import { buildsSegments, REPORT_WAIT_HOURS, toCampaignStatus, windowStart } from './campaign-status.mapper';
import type { CampaignStatus } from './campaign-status.schemas';

/**
 * The status page's figures: the campaign's hourly counters added up, and sends and deliveries per hour
 * over the last `hours` hours; for a Simple or Long Running campaign also its current segment's progress
 * and send window. Reads the counters and index counts only, never the messages, so it stays quick however
 * many messages the campaign sent. Another account's campaign is not found.
 */
export async function getCampaignStatus(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  hours: number,
  now = new Date(),
): Promise<CampaignStatus> {
  const campaign = await repo.findStatusCampaign(db, auth.scope, campaignId);
  if (!campaign) throw notFound('The campaign');
  const from = windowStart(now, hours);
  const [sums, recent, rows, segment, providerHealth, abTest] = await Promise.all([
    repo.sumCampaignStats(db, auth.scope, campaignId),
    repo.sumRecentReports(db, auth.scope, campaignId, windowStart(now, REPORT_WAIT_HOURS)),
    repo.listHourlyStats(db, auth.scope, campaignId, from),
    buildsSegments(campaign.type) ? repo.findCurrentSegment(db, auth.scope, campaignId) : undefined,
    // Its providers that are degraded or recovering, and why a selected-provider campaign holds (issue 30).
    campaignProviderHealth(db, auth.scope, campaignId, now),
    abTestStatus(db, campaignId),
  ]);
  return {
    ...toCampaignStatus(campaign, sums, recent, rows, from, hours, segment, now),
    providerHealth,
    ...(abTest ? { abTest } : {}),
  };
}
