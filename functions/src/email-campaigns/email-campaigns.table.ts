import type { Generated } from 'kysely';

export interface EmailCategoriesTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  group_name: string | null;
  created_at: Generated<Date>;
}

/** Spec 2 §4: 0 Dormant, 1 Completed, 2 Queued, 3 Sending, 4 BuildingSegment, 5 Active. */
export const EMAIL_CAMPAIGN_STATUS = {
  Dormant: 0,
  Completed: 1,
  Queued: 2,
  Sending: 3,
  BuildingSegment: 4,
  Active: 5,
} as const;

/** An e-mail campaign (migration 0024). */
export interface EmailCampaignsTable {
  id: Generated<number>;
  account_id: number;
  category_id: number;
  name: string;
  is_transactional: Generated<number>;
  status: Generated<number>;
  archived: Generated<number>;
  send_active: Generated<number>;
  /** Empty or null: spread equally over the account's sending providers. */
  provider_name: string | null;
  from_name: string | null;
  from_email: string | null;
  reply_to: string | null;
  subject: string | null;
  preheader: string | null;
  /** The builder's output (GrapesJS newsletter preset): html with inlined css, and its project data. */
  body_html: string | null;
  body_json: string | null;
  next_segment_build_at: Date | null;
  campaign_finish_at: Date | null;
  start_at: Date | null;
  /** ISO weekday numbers joined by commas, e.g. "1,2,3". */
  schedule_days: Generated<string>;
  /** HH:mm in the campaign's time zone. */
  daily_send_start_time: string | null;
  daily_send_finish_time: string | null;
  recycle_campaign_days: Generated<number>;
  rest_period_days: Generated<number>;
  time_zone: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A list of a campaign's audience; exclude 1: its members are left out. */
export interface EmailCampaignListsTable {
  campaign_id: number;
  list_id: number;
  exclude: Generated<number>;
}
