import type { ColumnType, Generated } from 'kysely';
import type { ProviderOption } from './campaigns.schemas';

export type ReplyType = 'Default' | 'Static' | 'IdNumber' | 'Email';

export interface SmsCampaignsTable {
  id: Generated<number>;
  account_id: number;
  category_id: number;
  name: string;
  type: number;
  status: Generated<number>;
  archived: Generated<number>;
  provider_option: ProviderOption | null;
  provider_id: number | null;
  messages_saved: Generated<number>;
  click_url: string | null;
  /** The landing page whose public URL is the click URL (migration 0022), or null. */
  landing_page_id: ColumnType<number | null, number | null | undefined, number | null>;
  replies_saved: Generated<number>;
  receive_active: Generated<number>;
  reply_type: ReplyType | null;
  static_keyword: string | null;
  /** Where the campaign's replies, leads, opt-outs and delivery reports are posted (migration 0013). */
  callback_url: string | null;
  next_segment_build_at: Date | null;
  campaign_finish_at: Date | null;
  /** ISO weekday numbers joined by commas, e.g. "1,2,3". */
  schedule_days: Generated<string>;
  /** HH:mm, South African time. */
  daily_send_start_time: string | null;
  daily_send_finish_time: string | null;
  recycle_campaign_days: Generated<number>;
  rest_period_days: Generated<number>;
  send_status: Generated<number>;
  time_zone: Generated<string>;
  created_at: Generated<Date>;
  /** The start date's midnight in the campaign's time zone (migration 0015). */
  start_at: Date | null;
  /** The daily send window, HH:mm in the campaign's own time zone (the window follows its clock). */
  send_start_local: string | null;
  send_finish_local: string | null;
  /** The Audience and schedule step was saved. */
  audience_saved: Generated<number>;
  /** Up to when the drain has scheduled the segment's sends (migration 0016). */
  release_cursor_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A list of a scheduled campaign's audience; exclude 1: its members are left out (migration 0015). */
export interface SmsCampaignListsTable {
  campaign_id: number;
  list_id: number;
  exclude: Generated<number>;
}

export interface SmsCampaignMessagesTable {
  id: Generated<number>;
  campaign_id: number;
  position: number;
  active: Generated<number>;
  message: string;
  /** 1: a variant of the campaign's A/B message test (migration 0047). */
  ab_variant: Generated<number>;
}
