import type { ColumnType, Generated } from 'kysely';

export type MessageStatus =
  'Queued' | 'Sending' | 'Sent' | 'Delivered' | 'Undelivered' | 'Failed' | 'Suppressed';
/**
 * Reply: sent from the SMS Inbox's Respond dialog (migration 0013). OptoutConfirmation: the SMS confirming an
 * opt-out (migration 0040, optout-confirmations/).
 */
export type MessageSource = 'Api' | 'Test' | 'Segment' | 'Reply' | 'OptoutConfirmation';
export type MessageEncoding = 'GSM7' | 'UCS2';
export type SuppressionReason = 'Optout' | 'Dma';

/** One SMS to one recipient (migration 0012). */
export interface SmsMessagesTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  campaign_message_id: number | null;
  api_key_id: number | null;
  source: MessageSource;
  idempotency_key: string | null;
  /** E.164, e.g. +27821234567. */
  recipient: string;
  body: string;
  segments: number;
  encoding: MessageEncoding;
  short_code: string | null;
  click_url: string | null;
  status: MessageStatus;
  suppression: SuppressionReason | null;
  fail_reason: string | null;
  provider_id: number | null;
  provider_message_id: string | null;
  cost: string | null;
  send_attempts: Generated<number>;
  next_attempt_at: Date | null;
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  lease_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  /** When the message was last handed to the send queue; null: written but not queued yet. */
  enqueued_at: Date | null;
  sent_at: Date | null;
  delivered_at: Date | null;
  failed_at: Date | null;
  /** A segment message's window close: not sent after it, held for the next window (migration 0016). */
  send_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Fixed one-second (or longer) windows counting hits per bucket, shared by every function instance. */
export interface RateWindowsTable {
  bucket: string;
  window_start: number;
  hits: number;
}

/** Per campaign and UTC hour: what happened to its messages in that hour. */
export interface SmsCampaignStatsTable {
  campaign_id: number;
  hour: Date;
  /** Rows of one hour are spread over shards 0..STAT_SHARDS-1; readers add them up. */
  shard: Generated<number>;
  account_id: number;
  queued: Generated<number>;
  suppressed: Generated<number>;
  sent: Generated<number>;
  delivered: Generated<number>;
  undelivered: Generated<number>;
  failed: Generated<number>;
  clicks: Generated<number>;
  unique_clicks: Generated<number>;
  segments: Generated<number>;
  replies: Generated<number>;
  leads: Generated<number>;
  optouts: Generated<number>;
  cost: Generated<string>;
}
