import type { Generated } from 'kysely';
import type { StoredReplyType } from './replies.table';

/**
 * Per account, UTC day of receipt, type and ignored flag: how many replies (migration 0014; signed, spread
 * over shard rows like sms_reply_counts; readers sum). Moved with the reply counters, so the inbox can find
 * the day a deep page starts in (day-walk.ts).
 */
export interface SmsReplyDaysTable {
  account_id: number;
  /** YYYY-MM-DD. */
  day: string;
  type: StoredReplyType;
  ignored: number;
  shard: Generated<number>;
  replies: Generated<number>;
}
