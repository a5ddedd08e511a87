// Overview test data through the real tables: campaigns in categories, messages as the send pipeline
// leaves them (with their times), unique clicks and replies; and the overviews' numbers aggregated
// straight from those raw rows in one SQL query per table, to compare the consolidated summary with.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { MessageStatus } from '../sending/sending.table';
import { testDb } from './fixtures';
import { newCellphone } from './inbound-fixtures';

/** A category of the account. */
export async function createOverviewCategory(accountId: number, name: string): Promise<number> {
  const r = await testDb()
    .insertInto('sms_categories')
    .values({ account_id: accountId, name: `${name} ${randomBytes(3).toString('hex')}`, group_name: null })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** An Active transactional campaign of the account in the category. */
export async function createOverviewCampaign(accountId: number, categoryId: number, name: string) {
  const r = await testDb()
    .insertInto('sms_campaigns')
    .values({
      account_id: accountId,
      category_id: categoryId,
      name,
      type: 2,
      status: 5,
      schedule_days: '',
      messages_saved: 1,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

export interface MessageSpec {
  createdAt: Date;
  status: MessageStatus;
  sentAt?: Date | null;
  deliveredAt?: Date | null;
  cost?: number | null;
}

/** One message of a campaign as the pipeline leaves it in the given state. */
export async function seedMessage(accountId: number, campaignId: number, spec: MessageSpec): Promise<number> {
  const sent = spec.status === 'Sent' || spec.status === 'Delivered' || spec.status === 'Undelivered';
  const r = await testDb()
    .insertInto('sms_messages')
    .values({
      account_id: accountId,
      campaign_id: campaignId,
      source: 'Api',
      idempotency_key: randomBytes(12).toString('hex'),
      recipient: newCellphone(),
      body: 'Overview test',
      segments: 1,
      encoding: 'GSM7',
      status: spec.status,
      suppression: spec.status === 'Suppressed' ? 'Optout' : null,
      cost: spec.cost !== undefined && spec.cost !== null ? spec.cost.toFixed(4) : sent ? '0.2500' : null,
      created_at: spec.createdAt,
      sent_at: spec.sentAt ?? (sent ? spec.createdAt : null),
      delivered_at: spec.deliveredAt ?? (spec.status === 'Delivered' ? spec.createdAt : null),
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** A unique click on a message. */
export async function seedClick(messageId: number, at: Date): Promise<void> {
  const m = await testDb()
    .selectFrom('sms_messages')
    .select(['account_id', 'campaign_id', 'recipient'])
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
  await testDb()
    .insertInto('sms_clicks')
    .values({
      message_id: messageId,
      account_id: m.account_id,
      campaign_id: m.campaign_id,
      recipient: m.recipient,
      url: 'https://shop.example/offer',
      first_click_at: at,
      latest_click_at: at,
    })
    .execute();
}

/** The UTC instant of a South African wall time (UTC+2), e.g. sa('2024-03-31 23:30'). */
export const sa = (local: string) =>
  new Date(new Date(`${local.replace(' ', 'T')}:00Z`).getTime() - 2 * 3600_000);

export interface DirectCounts {
  queued: number;
  sent: number;
  delivered: number;
  replies: number;
  leads: number;
  optouts: number;
  clicked: number;
  cost: number;
}

/**
 * The account's numbers per campaign for South African days [from, to], straight from the raw rows (one
 * query per table, over the whole period): what the consolidated summary must equal.
 */
export async function directAggregate(
  accountId: number,
  from: string,
  to: string,
): Promise<Map<number, DirectCounts>> {
  const db = testDb();
  const start = sa(`${from} 00:00`);
  const end = new Date(sa(`${to} 00:00`).getTime() + 24 * 3600_000);
  const counts = new Map<number, DirectCounts>();
  const of = (id: unknown) => {
    const key = Number(id);
    if (!counts.has(key))
      counts.set(key, {
        queued: 0,
        sent: 0,
        delivered: 0,
        replies: 0,
        leads: 0,
        optouts: 0,
        clicked: 0,
        cost: 0,
      });
    return counts.get(key)!;
  };
  const messages = await sql<Record<string, unknown>>`
    SELECT m.campaign_id, SUM(m.status <> 'Suppressed') AS queued, SUM(m.sent_at IS NOT NULL) AS sent,
      SUM(m.status = 'Delivered') AS delivered, COALESCE(SUM(m.cost), 0) AS cost, COUNT(c.id) AS clicked
    FROM sms_messages m LEFT JOIN sms_clicks c ON c.message_id = m.id
    WHERE m.account_id = ${accountId} AND m.created_at >= ${start} AND m.created_at < ${end}
    GROUP BY m.campaign_id`.execute(db);
  for (const r of messages.rows) {
    Object.assign(of(r.campaign_id), {
      queued: Number(r.queued),
      sent: Number(r.sent),
      delivered: Number(r.delivered),
      cost: Number(r.cost),
      clicked: Number(r.clicked),
    });
  }
  const replies = await sql<Record<string, unknown>>`
    SELECT campaign_id, SUM(type = 'Lead') AS leads, SUM(type = 'Optout') AS optouts
    FROM sms_replies
    WHERE account_id = ${accountId} AND received_at >= ${start} AND received_at < ${end}
      AND campaign_id IS NOT NULL
    GROUP BY campaign_id`.execute(db);
  for (const r of replies.rows) {
    const c = of(r.campaign_id);
    c.leads = Number(r.leads);
    c.optouts = Number(r.optouts);
    c.replies = c.leads + c.optouts;
  }
  return counts;
}

/**
 * The account's sent and delivered per South African day in [from, to], straight from sms_messages (days
 * with messages only), keyed YYYY-MM-DD: what the overviews' day series must equal.
 */
export async function directDays(
  accountId: number,
  from: string,
  to: string,
): Promise<Map<string, { sent: number; delivered: number }>> {
  const start = sa(`${from} 00:00`);
  const end = new Date(sa(`${to} 00:00`).getTime() + 24 * 3600_000);
  const r = await sql<Record<string, unknown>>`
    SELECT DATE_FORMAT(DATE(created_at + INTERVAL 2 HOUR), '%Y-%m-%d') AS date,
      SUM(sent_at IS NOT NULL) AS sent, SUM(status = 'Delivered') AS delivered
    FROM sms_messages
    WHERE account_id = ${accountId} AND created_at >= ${start} AND created_at < ${end}
    GROUP BY date`.execute(testDb());
  return new Map(
    r.rows.map((row) => [String(row.date), { sent: Number(row.sent), delivered: Number(row.delivered) }]),
  );
}
