import type { AbTestSettings, Campaign, CampaignRow, ProviderOption } from './campaigns.schemas';
import { CAMPAIGN_TYPE, isActiveStatus } from './campaigns.schemas';
import type { CampaignDetailRow, CampaignListRow } from './campaigns.repository';
import { sastSendTime, toAudience } from './campaign-schedule';

/** Standard (false), reverse billed (true) or unknown (null) as the provider choice implies. */
export function billingOf(
  option: ProviderOption | null,
  providerReverseBilled: number | null,
): boolean | null {
  if (option === 'SpreadStandard') return false;
  if (option === 'SpreadReverseBilled') return true;
  if (option === 'SelectedProvider' && providerReverseBilled !== null) return providerReverseBilled === 1;
  return null;
}

const days = (text: string) =>
  text
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);

/** A list row as the API shows it. */
export function toCampaignRow(row: CampaignListRow): CampaignRow {
  const selected = row.provider_option === 'SelectedProvider';
  return {
    id: row.id,
    name: row.name,
    categoryId: row.category_id,
    categoryName: row.category_name,
    isTransactional: row.type === CAMPAIGN_TYPE.Transactional,
    status: row.status,
    providerName: selected ? row.provider_name : null,
    reverseBilled: billingOf(row.provider_option, selected ? row.provider_reverse_billed : null),
    createdDate: row.created_at.toISOString(),
    nextSegmentBuildDate: row.next_segment_build_at?.toISOString() ?? null,
    campaignFinishDate: row.campaign_finish_at?.toISOString() ?? null,
    scheduleDays: days(row.schedule_days),
    dailySendStartTime: sastSendTime(row.daily_send_start_time, row.send_start_local, row.time_zone),
    dailySendFinishTime: sastSendTime(row.daily_send_finish_time, row.send_finish_local, row.time_zone),
    recycleCampaignDays: row.recycle_campaign_days,
    restPeriodDays: row.rest_period_days,
    sendStatus: row.send_status,
    receiveStatus: row.receive_active,
    timeZone: row.time_zone,
    archived: row.archived === 1,
  };
}

/** The editor's view of a campaign; a section never saved is null. */
export function toCampaign(
  row: CampaignDetailRow,
  messages: { id: number; active: number; message: string; ab_variant: number }[],
  audience: { list_id: number; exclude: number }[] = [],
  abTest: AbTestSettings | null = null,
): Campaign {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    category: { id: row.category_id, name: row.category_name, groupName: row.category_group_name },
    active: isActiveStatus(row.status),
    status: row.status,
    archived: row.archived === 1,
    timeZone: row.time_zone,
    provider: row.provider_option
      ? {
          option: row.provider_option,
          providerId: row.provider_option === 'SelectedProvider' ? row.provider_id : null,
          spreadStandard: row.provider_option === 'SpreadStandard',
          spreadReverseBilled: row.provider_option === 'SpreadReverseBilled',
        }
      : null,
    messages: row.messages_saved
      ? {
          messages: messages.map((m) => ({
            id: m.id,
            active: m.active === 1,
            message: m.message,
            abVariant: m.ab_variant === 1,
          })),
          clickUrl: row.click_url,
          abTest,
        }
      : null,
    replies:
      row.replies_saved && row.reply_type
        ? {
            receiveActive: row.receive_active === 1,
            type: row.reply_type,
            staticKeyword: row.static_keyword,
            callbackUrl: row.callback_url,
          }
        : null,
    audience: row.type === CAMPAIGN_TYPE.Transactional ? null : toAudience(row, audience),
  };
}
