// Replies test data through the real database, stored the way the inbound path stores them (insertReply,
// which also moves the account's reply counters), for the inbox's tests and screenshots.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { insertReply, bumpReplyCounts } from '../replies/replies.repository';
import type { StoredReplyType } from '../replies/replies.table';
import type { DbOrTrx } from '../platform/db/database';
import { testDb } from './fixtures';

export interface ReplySpec {
  from?: string;
  message?: string;
  keyword?: string | null;
  type?: StoredReplyType;
  ignored?: boolean;
  campaignId?: number | null;
  providerId?: number;
  receivedAt?: Date;
}

/** A provider row of the account for replies to have come in on (not connected to anything). */
export async function createReplyProvider(accountId: number, db: DbOrTrx = testDb()): Promise<number> {
  const { insertId } = await db
    .insertInto('sms_providers')
    .values({ account_id: accountId, name: `Inbound ${randomBytes(3).toString('hex')}` })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

/** Stores one reply of the account (ignored ones are made Unallocated, then ignored, as the inbox does). */
export async function seedReply(
  accountId: number,
  spec: ReplySpec = {},
  db: DbOrTrx = testDb(),
): Promise<number> {
  const providerId = spec.providerId ?? (await createReplyProvider(accountId, db));
  const type = spec.type ?? 'Unallocated';
  const id = await insertReply(db, {
    accountId,
    providerId,
    providerMessageId: `test-${randomBytes(8).toString('hex')}`,
    campaignId: spec.campaignId ?? null,
    inReplyToMessageId: null,
    from: spec.from ?? '+27821110000',
    to: null,
    message: spec.message ?? 'Hello',
    keyword: spec.keyword ?? null,
    type,
    receivedAt: spec.receivedAt ?? new Date(),
  });
  if (id === null) throw new Error('seedReply: the reply was not stored');
  if (spec.ignored) {
    const row = await db
      .selectFrom('sms_replies')
      .select('received_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await db.updateTable('sms_replies').set({ ignored: 1 }).where('id', '=', id).execute();
    await bumpReplyCounts(db, accountId, [
      { type, ignored: false, delta: -1, receivedAt: row.received_at },
      { type, ignored: true, delta: 1, receivedAt: row.received_at },
    ]);
  }
  return id;
}

/** Several replies of the account on one provider, in the order given; their ids. */
export async function seedReplies(
  accountId: number,
  specs: ReplySpec[],
  db: DbOrTrx = testDb(),
): Promise<number[]> {
  const providerId = specs[0]?.providerId ?? (await createReplyProvider(accountId, db));
  const ids: number[] = [];
  for (const spec of specs) ids.push(await seedReply(accountId, { providerId, ...spec }, db));
  return ids;
}

/**
 * Many replies of the account at once (multi-row inserts), received one a minute back from `newest`, with
 * the counters and per-day counts set from the rows, as the inbound path would have left them.
 */
export async function seedManyReplies(
  accountId: number,
  count: number,
  newest: Date,
  db: DbOrTrx = testDb(),
) {
  const providerId = await createReplyProvider(accountId, db);
  const tag = randomBytes(4).toString('hex');
  for (let start = 0; start < count; start += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, count - start) }, (_, k) => {
      const i = start + k;
      return {
        account_id: accountId,
        provider_id: providerId,
        provider_message_id: `bulk-${tag}-${i}`,
        campaign_id: null,
        in_reply_to_message_id: null,
        from_number: `+2783${String(i).padStart(7, '0')}`,
        to_number: null,
        message: `Bulk reply ${i}`,
        keyword: null,
        type: (i % 20 === 0 ? 'Lead' : 'Unallocated') as StoredReplyType,
        received_at: new Date(newest.getTime() - i * 60_000),
      };
    });
    await db.insertInto('sms_replies').values(rows).execute();
  }
  await recountReplies(accountId, db);
}

/** Sets the account's reply counters and per-day counts from its rows (replacing what they said). */
export async function recountReplies(accountId: number, db: DbOrTrx = testDb()): Promise<void> {
  await db.deleteFrom('sms_reply_counts').where('account_id', '=', accountId).execute();
  await db.deleteFrom('sms_reply_days').where('account_id', '=', accountId).execute();
  await sql`
    INSERT INTO sms_reply_counts (account_id, type, ignored, shard, replies)
    SELECT account_id, type, ignored, 0, COUNT(*) FROM sms_replies WHERE account_id = ${accountId}
    GROUP BY account_id, type, ignored`.execute(db);
  await sql`
    INSERT INTO sms_reply_days (account_id, day, type, ignored, shard, replies)
    SELECT account_id, DATE(received_at), type, ignored, 0, COUNT(*) FROM sms_replies WHERE account_id = ${accountId}
    GROUP BY account_id, DATE(received_at), type, ignored`.execute(db);
}

/** The account's reply counters (summed over shards) next to what its rows say, per type and ignored flag. */
export async function replyCountsOf(accountId: number, db: DbOrTrx = testDb()) {
  const counters = await db
    .selectFrom('sms_reply_counts')
    .select(['type', 'ignored', (eb) => eb.fn.sum<number>('replies').as('n')])
    .where('account_id', '=', accountId)
    .groupBy(['type', 'ignored'])
    .execute();
  const rows = await db
    .selectFrom('sms_replies')
    .select(['type', 'ignored', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', accountId)
    .groupBy(['type', 'ignored'])
    .execute();
  const asMap = (xs: { type: string; ignored: number; n: number | string }[]) =>
    Object.fromEntries(
      xs.filter((x) => Number(x.n) !== 0).map((x) => [`${x.type}/${x.ignored}`, Number(x.n)]),
    );
  const days = await db
    .selectFrom('sms_reply_days')
    .select(['type', 'ignored', (eb) => eb.fn.sum<number>('replies').as('n')])
    .where('account_id', '=', accountId)
    .groupBy(['type', 'ignored'])
    .execute();
  return { counters: asMap(counters), rows: asMap(rows), days: asMap(days) };
}
