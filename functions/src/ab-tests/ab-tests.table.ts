import type { Generated } from 'kysely';

export type AbMetric = 'clicks' | 'leads' | 'replies';

/** A campaign's A/B message test and its decision (migration 0047). */
export interface SmsAbTestsTable {
  campaign_id: number;
  enabled: Generated<number>;
  metric: AbMetric;
  /** The share of the segment that gets the test, in percent (5 to 50). */
  test_percent: number;
  /** Hours from the last test message's release to the decision (1 to 72). */
  wait_hours: number;
  /** The variants' message ids, comma-separated, frozen when the test starts (first message first). */
  variant_ids: string | null;
  /** Test messages to release (null: not started). */
  test_size: number | null;
  test_released: Generated<number>;
  started_at: Date | null;
  decide_at: Date | null;
  decided_at: Date | null;
  /** The campaign's last message of the test phase: the test's messages are its variants' up to this id. */
  last_test_message_id: number | null;
  /** The message the rest of the audience gets (the winner, or the first message when none won). */
  winner_message_id: number | null;
  /** 1: a variant won significantly; 0: no significant difference. */
  significant: number | null;
  p_value: number | null;
}
