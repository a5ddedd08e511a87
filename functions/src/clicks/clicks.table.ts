import type { Generated } from 'kysely';

/** Clicks on a message's short link (migration 0012): one row per message, counting every click. */
export interface SmsClicksTable {
  id: Generated<number>;
  message_id: number;
  account_id: number;
  campaign_id: number;
  recipient: string;
  url: string;
  clicks: Generated<number>;
  first_click_at: Date;
  latest_click_at: Date;
}
