import { sql } from 'kysely';
import { CAMPAIGN_STATUS, CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import type { DbOrTrx } from '../platform/db/database';
import type { MessageEncoding } from '../sending/sending.table';

/** The statuses in which a campaign's built segment is drained: waiting for a window, or sending. */
export const DRAINING = [CAMPAIGN_STATUS.Queued, CAMPAIGN_STATUS.Sending];

/** Scheduled campaigns with a segment to send (not archived). */
export function findDrainingCampaignIds(db: DbOrTrx) {
  return db
    .selectFrom('sms_campaigns')
    .select('id')
    .where('status', 'in', DRAINING)
    .where('archived', '=', 0)
    .where('type', 'in', [CAMPAIGN_TYPE.Simple, CAMPAIGN_TYPE.LongRunning])
    .orderBy('id')
    .execute();
}

/**
 * The campaign with what draining it needs, locked for this transaction (FOR UPDATE): drains of one
 * campaign take turns, so two runs never release the same pace twice. Undefined when it is no longer
 * draining.
 */
export function lockDrainingCampaign(db: DbOrTrx, campaignId: number) {
  return db
    .selectFrom('sms_campaigns')
    .select([
      'id',
      'account_id',
      'type',
      'status',
      'click_url',
      'provider_option',
      'provider_id',
      'schedule_days',
      'send_start_local',
      'send_finish_local',
      'time_zone',
      'start_at',
      'campaign_finish_at',
      'release_cursor_at',
    ])
    .where('id', '=', campaignId)
    .where('status', 'in', DRAINING)
    .where('archived', '=', 0)
    .forUpdate()
    .executeTakeFirst();
}
export type DrainingCampaign = NonNullable<Awaited<ReturnType<typeof lockDrainingCampaign>>>;

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Members of the campaign's segment still to send. */
export function countPending(db: DbOrTrx, campaignId: number): Promise<number> {
  return countOf(
    db
      .selectFrom('sms_segment_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'Pending'),
  );
}

/** The campaign's messages held after their window closed (the next window sends them first). */
export function findHeld(db: DbOrTrx, campaignId: number, now: Date, limit: number) {
  return db
    .selectFrom('sms_messages')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'Queued')
    .where('send_until', '<=', now)
    .orderBy('send_until')
    .limit(limit)
    .execute();
}

export function countHeld(db: DbOrTrx, campaignId: number, now: Date): Promise<number> {
  return countOf(
    db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', campaignId)
      .where('status', '=', 'Queued')
      .where('send_until', '<=', now),
  );
}

/** The campaign's messages not yet ended (queued or being sent). */
export function countInFlight(db: DbOrTrx, campaignId: number): Promise<number> {
  return countOf(
    db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', campaignId)
      .where('status', 'in', ['Queued', 'Sending']),
  );
}

/** The next members to send (the campaign row's lock keeps other drains away from them). */
export function takePending(db: DbOrTrx, campaignId: number, limit: number) {
  return db
    .selectFrom('sms_segment_members')
    .select(['build_id', 'recipient'])
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'Pending')
    .limit(limit)
    .execute();
}

export interface SegmentMessage {
  recipient: string;
  campaignMessageId: number;
  body: string;
  segments: number;
  encoding: MessageEncoding;
  shortCode: string | null;
  clickUrl: string | null;
}

/**
 * Writes the segment's messages, Queued until `sendUntil`; their ids by recipient. One multi-row insert
 * (ER_DUP_ENTRY on the rare short-code collision: the caller composes again).
 */
export async function insertSegmentMessages(
  db: DbOrTrx,
  c: { id: number; account_id: number },
  messages: SegmentMessage[],
  at: Date,
  sendUntil: Date,
): Promise<{ id: number; recipient: string }[]> {
  if (!messages.length) return [];
  // Raw SQL: kysely's MySQL driver does not hand back the rows of INSERT … RETURNING (MariaDB 10.5+).
  const rows = messages.map(
    (m) => sql`(${c.account_id}, ${c.id}, ${m.campaignMessageId}, 'Segment', ${m.recipient}, ${m.body},
      ${m.segments}, ${m.encoding}, ${m.shortCode}, ${m.clickUrl}, 'Queued', ${at}, ${sendUntil})`,
  );
  const inserted = await sql<{ id: number | string; recipient: string }>`
    INSERT INTO sms_messages (account_id, campaign_id, campaign_message_id, source, recipient, body,
      segments, encoding, short_code, click_url, status, created_at, send_until)
    VALUES ${sql.join(rows)}
    RETURNING id, recipient`.execute(db);
  return inserted.rows.map((r) => ({ id: Number(r.id), recipient: r.recipient }));
}

/** The members of a build whose messages were written: Released, each with its message. */
export async function markReleased(db: DbOrTrx, buildId: number, messageIds: number[]): Promise<void> {
  if (!messageIds.length) return;
  await sql`
    UPDATE sms_segment_members sm
    INNER JOIN sms_messages m ON m.recipient = sm.recipient
    SET sm.status = 'Released', sm.message_id = m.id
    WHERE sm.build_id = ${buildId} AND sm.status = 'Pending' AND m.id IN (${sql.join(messageIds)})`.execute(
    db,
  );
}

/** Held messages handed over again in a new window. */
export async function rerelease(db: DbOrTrx, ids: number[], sendUntil: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('sms_messages')
    .set({ send_until: sendUntil, enqueued_at: null })
    .where('id', 'in', ids)
    .where('status', '=', 'Queued')
    .execute();
}

export async function setCursor(db: DbOrTrx, campaignId: number, at: Date): Promise<void> {
  await db.updateTable('sms_campaigns').set({ release_cursor_at: at }).where('id', '=', campaignId).execute();
}

/** Moves a draining campaign to another status (only while it is still draining). */
export async function moveDrainingCampaign(db: DbOrTrx, campaignId: number, status: number): Promise<void> {
  await db
    .updateTable('sms_campaigns')
    .set({ status })
    .where('id', '=', campaignId)
    .where('status', 'in', DRAINING)
    .where('status', '!=', status)
    .execute();
}

/** After the campaign's last window: what was still to send will not be sent. */
export async function expirePending(db: DbOrTrx, campaignId: number): Promise<number> {
  const r = await db
    .updateTable('sms_segment_members')
    .set({ status: 'Expired' })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Held messages whose campaign has no window left end Failed with the reason; how many. */
export async function failHeld(db: DbOrTrx, campaignId: number, now: Date, reason: string): Promise<number> {
  const r = await db
    .updateTable('sms_messages')
    .set({ status: 'Failed', fail_reason: reason, failed_at: now })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'Queued')
    .where('send_until', '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
