import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { StoredReplyType } from './replies.table';
import { bumpReplyDays } from './reply-days.repository';

/** Each account's reply counters are spread over this many rows (a random one per change). */
export const REPLY_COUNT_SHARDS = 8;

export interface NewReply {
  accountId: number;
  providerId: number;
  providerMessageId: string;
  campaignId: number | null;
  inReplyToMessageId: number | null;
  from: string;
  to: string | null;
  message: string;
  keyword: string | null;
  type: StoredReplyType;
  receivedAt: Date;
}

/** Stores a reply once: null when the provider's message id was already stored (a webhook retry). */
export async function insertReply(db: DbOrTrx, reply: NewReply): Promise<number | null> {
  const result = await db
    .insertInto('sms_replies')
    .ignore()
    .values({
      account_id: reply.accountId,
      provider_id: reply.providerId,
      provider_message_id: reply.providerMessageId,
      campaign_id: reply.campaignId,
      in_reply_to_message_id: reply.inReplyToMessageId,
      from_number: reply.from,
      to_number: reply.to,
      message: reply.message,
      keyword: reply.keyword,
      type: reply.type,
      received_at: reply.receivedAt,
    })
    .executeTakeFirst();
  if (!result.numInsertedOrUpdatedRows) return null;
  await bumpReplyCounts(db, reply.accountId, [
    { type: reply.type, ignored: false, delta: 1, receivedAt: reply.receivedAt },
  ]);
  return Number(result.insertId);
}

export interface ReplyCountDelta {
  type: StoredReplyType;
  ignored: boolean;
  delta: number;
  /** When the replies were received: the per-day counts move too (the inbox's deep pages rely on them). */
  receivedAt?: Date;
}

/**
 * Moves the account's reply counters. Call it in the transaction that inserts a reply or changes its type
 * or ignored flag, only for rows that changed, so the inbox's totals stay exact.
 */
export async function bumpReplyCounts(
  db: DbOrTrx,
  accountId: number,
  deltas: ReplyCountDelta[],
): Promise<void> {
  for (const d of deltas) {
    if (!d.delta) continue;
    await db
      .insertInto('sms_reply_counts')
      .values({
        account_id: accountId,
        type: d.type,
        ignored: d.ignored ? 1 : 0,
        shard: randomInt(REPLY_COUNT_SHARDS),
        replies: d.delta,
      })
      .onDuplicateKeyUpdate({ replies: sql`replies + ${d.delta}` })
      .execute();
  }
  await bumpReplyDays(db, accountId, deltas);
}
