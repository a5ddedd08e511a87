import type { Generated } from 'kysely';

/** A reply's stored type; the inbox shows Ignored for an ignored reply whatever its type. */
export type StoredReplyType = 'Unallocated' | 'Lead' | 'Optout';

/** One inbound SMS (migration 0013), kept once per provider message id. */
export interface SmsRepliesTable {
  id: Generated<number>;
  account_id: number;
  provider_id: number;
  provider_message_id: string;
  /** Null: it answers none of our messages (the inbox shows N/A). */
  campaign_id: number | null;
  /** Our message it answers, when one was found. */
  in_reply_to_message_id: number | null;
  /** E.164, e.g. +27821234567. */
  from_number: string;
  to_number: string | null;
  message: string;
  /** The keyword (or ID number, or e-mail address) that decided the type; null when none did. */
  keyword: string | null;
  type: StoredReplyType;
  ignored: Generated<number>;
  responded: Generated<number>;
  /** The message the inbox's Respond sent. */
  response_message_id: number | null;
  received_at: Date;
  created_at: Generated<Date>;
}

/** Per account, type and ignored flag: how many replies (signed; readers sum over shards). */
export interface SmsReplyCountsTable {
  account_id: number;
  type: StoredReplyType;
  ignored: number;
  shard: Generated<number>;
  replies: Generated<number>;
}
