import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { AbMetric } from './ab-tests.table';

export function findAbTest(db: DbOrTrx, campaignId: number) {
  return db.selectFrom('sms_ab_tests').selectAll().where('campaign_id', '=', campaignId).executeTakeFirst();
}
export type AbTestRow = NonNullable<Awaited<ReturnType<typeof findAbTest>>>;

/** The campaign's active messages marked as the test's variants, in the Messages step's order. */
export async function activeVariantIds(db: DbOrTrx, campaignId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sms_campaign_messages')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('active', '=', 1)
    .where('ab_variant', '=', 1)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}

/** The campaign's messages in the Messages step's order (for their labels). */
export function campaignMessages(db: DbOrTrx, campaignId: number) {
  return db
    .selectFrom('sms_campaign_messages')
    .select(['id', 'message'])
    .where('campaign_id', '=', campaignId)
    .orderBy('position')
    .execute();
}

/** Saves the test's settings (the Messages step); a started test keeps its variants and progress. */
export async function saveAbTest(
  db: DbOrTrx,
  campaignId: number,
  settings: { metric: AbMetric; testPercent: number; waitHours: number } | null,
): Promise<void> {
  if (!settings) {
    await db.updateTable('sms_ab_tests').set({ enabled: 0 }).where('campaign_id', '=', campaignId).execute();
    return;
  }
  const values = {
    enabled: 1,
    metric: settings.metric,
    test_percent: settings.testPercent,
    wait_hours: settings.waitHours,
  };
  await db
    .insertInto('sms_ab_tests')
    .values({ campaign_id: campaignId, ...values })
    .onDuplicateKeyUpdate(values)
    .execute();
}

export async function startTest(
  db: DbOrTrx,
  campaignId: number,
  variantIds: number[],
  testSize: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sms_ab_tests')
    .set({ variant_ids: variantIds.join(','), test_size: testSize, started_at: now })
    .where('campaign_id', '=', campaignId)
    .where('test_size', 'is', null)
    .execute();
}

/** Counts test messages released; the last one sets when the test decides. */
export async function addReleased(db: DbOrTrx, t: AbTestRow, released: number, now: Date): Promise<void> {
  const total = t.test_released + released;
  const done = t.test_size !== null && total >= t.test_size;
  await db
    .updateTable('sms_ab_tests')
    .set({
      test_released: total,
      ...(done ? { decide_at: new Date(now.getTime() + t.wait_hours * 3600_000) } : {}),
    })
    .where('campaign_id', '=', t.campaign_id)
    .execute();
}

/** The campaign's newest message id (the test phase's last, at the decision). */
export async function lastMessageId(db: DbOrTrx, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('sms_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function saveDecision(
  db: DbOrTrx,
  campaignId: number,
  d: { messageId: number; significant: boolean; pValue: number; lastMessageId: number },
  now: Date,
): Promise<void> {
  await db
    .updateTable('sms_ab_tests')
    .set({
      decided_at: now,
      winner_message_id: d.messageId,
      significant: d.significant ? 1 : 0,
      p_value: d.pValue,
      last_test_message_id: d.lastMessageId,
    })
    .where('campaign_id', '=', campaignId)
    .where('decided_at', 'is', null)
    .execute();
}

const metricCount = (metric: AbMetric, campaignId: number) => {
  if (metric === 'clicks') {
    return sql<number>`SUM(EXISTS (SELECT 1 FROM sms_clicks c WHERE c.message_id = m.id))`;
  }
  const type = metric === 'leads' ? sql`r.type = 'Lead'` : sql`r.type <> 'Optout'`;
  return sql<number>`SUM(m.id IN (SELECT r.in_reply_to_message_id FROM sms_replies r
    WHERE r.campaign_id = ${campaignId} AND r.in_reply_to_message_id IS NOT NULL AND ${type}))`;
};

/**
 * Each variant's test messages (its messages up to `upToId`, or all so far): sent, delivered, and how many
 * of them have the metric (a message clicked, or answered with a lead or any reply but an opt-out, counts once).
 */
export async function variantCounts(
  db: DbOrTrx,
  campaignId: number,
  variantIds: number[],
  metric: AbMetric,
  upToId: number | null,
): Promise<Map<number, { sent: number; delivered: number; count: number }>> {
  if (!variantIds.length) return new Map();
  const rows = await sql<{ mid: number; sent: string; delivered: string; hits: string }>`
    SELECT m.campaign_message_id AS mid,
      SUM(m.status IN ('Sent', 'Delivered', 'Undelivered')) AS sent,
      SUM(m.status = 'Delivered') AS delivered,
      ${metricCount(metric, campaignId)} AS hits
    FROM sms_messages m
    WHERE m.campaign_id = ${campaignId} AND m.campaign_message_id IN (${sql.join(variantIds)})
      ${upToId === null ? sql`` : sql`AND m.id <= ${upToId}`}
    GROUP BY m.campaign_message_id`.execute(db);
  return new Map(
    rows.rows.map((r) => [
      Number(r.mid),
      { sent: Number(r.sent ?? 0), delivered: Number(r.delivered ?? 0), count: Number(r.hits ?? 0) },
    ]),
  );
}
