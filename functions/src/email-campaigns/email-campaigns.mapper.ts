import { convertTime, localPartsOf } from '../platform/time/zoned-time';
import type {
  EmailCampaignDetailRow,
  EmailCampaignListRow,
  EmailSendRoundDbRow,
} from './email-campaigns.repository';
import {
  EMAIL_CAMPAIGN_TIME_ZONE_BASE,
  type EmailAudienceList,
  type EmailCampaign,
  type EmailCampaignRow,
  type EmailSendRoundRow,
} from './email-campaigns.schemas';

const days = (text: string) =>
  text
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);

/** A send time kept on the campaign's clock, as South African time today (the list shows SAST). */
export function sastTime(local: string | null, timeZone: string, now = new Date()): string | null {
  if (!local || timeZone === EMAIL_CAMPAIGN_TIME_ZONE_BASE) return local;
  try {
    return convertTime(localPartsOf(now, timeZone).date, local, timeZone, EMAIL_CAMPAIGN_TIME_ZONE_BASE);
  } catch {
    return local;
  }
}

/** A list row as the API shows it. */
export function toEmailCampaignRow(row: EmailCampaignListRow): EmailCampaignRow {
  return {
    id: row.id,
    name: row.name,
    categoryName: row.category_name,
    isTransactional: row.is_transactional === 1,
    status: row.status,
    providerName: row.provider_name || null,
    createdDate: row.created_at.toISOString(),
    nextSegmentBuildDate: row.next_segment_build_at?.toISOString() ?? null,
    campaignFinishDate: row.campaign_finish_at?.toISOString() ?? null,
    scheduleDays: days(row.schedule_days),
    dailySendStartTime: sastTime(row.daily_send_start_time, row.time_zone),
    dailySendFinishTime: sastTime(row.daily_send_finish_time, row.time_zone),
    recycleCampaignDays: row.recycle_campaign_days,
    restPeriodDays: row.rest_period_days,
    sendActive: row.send_active === 1,
    archived: row.archived === 1,
  };
}

type AudienceRow = {
  list_id: number;
  exclude: number;
  name: string;
  contacts: number;
  exclusion_list: number;
};

/** The editor's view of a campaign. */
export function toEmailCampaign(
  row: EmailCampaignDetailRow,
  audience: AudienceRow[],
  verifiedDomains: string[],
): EmailCampaign {
  const tz = row.time_zone;
  const lists: EmailAudienceList[] = audience.map((a) => ({
    id: a.list_id,
    name: a.name,
    contacts: a.contacts,
    exclusionList: a.exclusion_list === 1,
  }));
  return {
    id: row.id,
    name: row.name,
    category: { id: row.category_id, name: row.category_name, groupName: row.category_group_name },
    isTransactional: row.is_transactional === 1,
    status: row.status,
    active: row.send_active === 1,
    archived: row.archived === 1,
    fromName: row.from_name,
    fromEmail: row.from_email,
    replyTo: row.reply_to,
    subject: row.subject,
    preheader: row.preheader,
    bodyHtml: row.body_html,
    bodyJson: row.body_json,
    includeListIds: audience.filter((a) => !a.exclude).map((a) => a.list_id),
    excludeListIds: audience.filter((a) => a.exclude).map((a) => a.list_id),
    audienceLists: lists,
    schedule: {
      scheduleDays: days(row.schedule_days),
      dailySendStartTime: row.daily_send_start_time ?? '08:00',
      dailySendFinishTime: row.daily_send_finish_time ?? '17:00',
      timeZone: tz,
      startDate: localPartsOf(row.start_at ?? row.created_at, tz).date,
      finishDate: row.campaign_finish_at ? localPartsOf(row.campaign_finish_at, tz).date : null,
      recycleCampaignDays: row.recycle_campaign_days,
      restPeriodDays: row.rest_period_days,
    },
    nextSegmentBuildDate: row.next_segment_build_at?.toISOString() ?? null,
    createdDate: row.created_at.toISOString(),
    verifiedDomains,
  };
}

const n = (value: unknown) => Number(value ?? 0);

/** A send round row as the API shows it. */
export function toSendRoundRow(row: EmailSendRoundDbRow): EmailSendRoundRow {
  return {
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    sendRound: row.send_round,
    startedDate: new Date(row.started_at).toISOString(),
    lastSentDate: row.last_sent_at ? new Date(row.last_sent_at).toISOString() : null,
    total: n(row.total),
    sent: n(row.sent),
    pending: n(row.pending),
    failed: n(row.failed),
    suppressed: n(row.suppressed),
    bounced: n(row.bounced),
    opened: n(row.opened),
    clicked: n(row.clicked),
  };
}
