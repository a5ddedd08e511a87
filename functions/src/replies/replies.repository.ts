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

/** A reply as its sms_replies row. */
const replyRow = (reply: NewReply) => ({
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
});

/** Stores a reply once: null when the provider's message id was already stored (a webhook retry). */
export async function insertReply(db: DbOrTrx, reply: NewReply): Promise<number | null> {
  const result = await db.insertInto('sms_replies').ignore().values(replyRow(reply)).executeTakeFirst();
  if (!result.numInsertedOrUpdatedRows) return null;
  await bumpReplyCounts(db, reply.accountId, [
    { type: reply.type, ignored: false, delta: 1, receivedAt: reply.receivedAt },
  ]);
  return Number(result.insertId);
}

/**
 * Stores many replies in one statement, each once: the ids of those stored, by provider message id (a reply
 * the provider had posted before, or twice in this call, is stored once). Their counters move with them.
 */
export async function insertReplies(db: DbOrTrx, replies: NewReply[]): Promise<Map<string, number>> {
  const stored = new Map<string, number>();
  if (!replies.length) return stored;
  const query = db
    .insertInto('sms_replies')
    .ignore()
    .values(replies.map(replyRow))
    .returning(['id', 'provider_message_id'])
    .compile();
  // MariaDB's INSERT IGNORE … RETURNING answers the rows it stored (kysely's MySQL adapter does not claim
  // RETURNING, so the compiled statement runs directly).
  const { rows } = await db.executeQuery(query);
  for (const row of rows) stored.set(row.provider_message_id, Number(row.id));
  const deltas = new Map<string, ReplyCountDelta>();
  for (const reply of replies) {
    if (!stored.has(reply.providerMessageId)) continue;
    const day = reply.receivedAt.toISOString().slice(0, 10);
    const key = `${reply.type}@${day}`;
    const delta = deltas.get(key) ?? {
      type: reply.type,
      ignored: false,
      delta: 0,
      receivedAt: reply.receivedAt,
    };
    delta.delta += 1;
    deltas.set(key, delta);
  }
  const accountId = replies[0]!.accountId;
  if (deltas.size) await bumpReplyCounts(db, accountId, [...deltas.values()]);
  return stored;
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
