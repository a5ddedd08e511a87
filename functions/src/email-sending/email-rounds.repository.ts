import { sql } from 'kysely';
import { EMAIL_CAMPAIGN_STATUS as S } from '../email-campaigns/email-campaigns.table';
import type { DbOrTrx } from '../platform/db/database';
import { TOKEN_SQL } from './email-sends.repository';

// Scheduled e-mail campaigns' rounds: the build (one INSERT … SELECT) and the drain's reads and releases.

const CAMPAIGN_COLUMNS = [
  'c.id',
  'c.account_id',
  'c.status',
  'c.schedule_days',
  'c.daily_send_start_time',
  'c.daily_send_finish_time',
  'c.time_zone',
  'c.start_at',
  'c.campaign_finish_at',
  'c.next_segment_build_at',
  'c.recycle_campaign_days',
  'c.rest_period_days',
  'c.is_transactional',
] as const;

/** Active, switched-on campaigns past their finish date: Completed. */
export async function completeFinishedCampaigns(db: DbOrTrx, now: Date): Promise<number> {
  const result = await db
    .updateTable('email_campaigns')
    .set({ status: S.Completed })
    .where('status', '=', S.Active)
    .where('send_active', '=', 1)
    .where('campaign_finish_at', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Active, switched-on, unarchived, scheduled campaigns whose round is due. */
export function findDueCampaigns(db: DbOrTrx, now: Date, limit: number) {
  return db
    .selectFrom('email_campaigns as c')
    .select(CAMPAIGN_COLUMNS)
    .where('c.status', '=', S.Active)
    .where('c.send_active', '=', 1)
    .where('c.archived', '=', 0)
    .where('c.is_transactional', '=', 0)
    .where((eb) => eb.or([eb('c.start_at', 'is', null), eb('c.start_at', '<=', now)]))
    .where((eb) =>
      eb.or([eb('c.next_segment_build_at', 'is', null), eb('c.next_segment_build_at', '<=', now)]),
    )
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export type RoundCampaign = Awaited<ReturnType<typeof findDueCampaigns>>[number];

/** Building Segment campaigns whose build started before `before` (its function died): built again. */
export function findStalledBuilds(db: DbOrTrx, before: Date) {
  return db
    .selectFrom('email_campaigns as c')
    .innerJoin('email_campaign_sending as r', 'r.campaign_id', 'c.id')
    .select(CAMPAIGN_COLUMNS)
    .where('c.status', '=', S.BuildingSegment)
    .where('c.send_active', '=', 1)
    .where('r.built_at', 'is', null)
    .where('r.build_started_at', '<', before)
    .execute();
}

/** Moves a campaign from one status to another; false when it was not in `from` (someone else moved it). */
export async function moveCampaign(db: DbOrTrx, id: number, from: number[], to: number): Promise<boolean> {
  const result = await db
    .updateTable('email_campaigns')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The campaign's sending row, locked (made on first use). */
export async function lockSendingState(db: DbOrTrx, campaignId: number) {
  await db
    .insertInto('email_campaign_sending')
    .values({ campaign_id: campaignId, build_started_at: null, built_at: null, release_cursor_at: null })
    .onDuplicateKeyUpdate({ campaign_id: sql<number>`campaign_id` })
    .execute();
  return db
    .selectFrom('email_campaign_sending')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Starts the next round: its number. */
export async function startRound(db: DbOrTrx, campaignId: number, now: Date): Promise<number> {
  const state = await lockSendingState(db, campaignId);
  const round = state.send_round + 1;
  await db
    .updateTable('email_campaign_sending')
    .set({ send_round: round, build_started_at: now, built_at: null, members: 0, release_cursor_at: null })
    .where('campaign_id', '=', campaignId)
    .execute();
  return round;
}

/**
 * The round's members in ONE statement: the distinct addresses of the campaign's audience lists (the first
 * contact of an address on several), minus its exclusion lists' (exclude 1, or lists marked exclusion
 * lists), minus the account's suppressed addresses, minus those the campaign e-mailed within its rest
 * period, minus what this round holds already (the unique key makes a rebuilt round add nobody twice).
 * Each row gets its random tracking token. Answers how many it added.
 */
export async function insertRoundMembers(
  db: DbOrTrx,
  c: Pick<RoundCampaign, 'id' | 'account_id' | 'rest_period_days'>,
  round: number,
  now: Date,
): Promise<number> {
  const restPeriod =
    c.rest_period_days > 0
      ? sql`AND NOT EXISTS (
          SELECT 1 FROM email_sends r
          WHERE r.campaign_id = ${c.id} AND r.email = lc.email AND r.is_test = 0
            AND r.sent_at > ${now} - INTERVAL ${c.rest_period_days} DAY)`
      : sql``;
  const result = await sql`
    INSERT IGNORE INTO email_sends
      (account_id, campaign_id, list_contact_id, is_test, send_round, email, status, tracking_token, created_at)
    SELECT ${c.account_id}, ${c.id}, MIN(lc.id), 0, ${round}, lc.email, 'Queued', ${TOKEN_SQL}, ${now}
    FROM email_campaign_lists cl
    JOIN email_lists l ON l.id = cl.list_id AND l.account_id = ${c.account_id}
    JOIN email_list_contacts lc ON lc.list_id = cl.list_id
    WHERE cl.campaign_id = ${c.id} AND cl.exclude = 0 AND l.exclusion_list = 0
      AND NOT EXISTS (
        SELECT 1 FROM email_campaign_lists xl
        JOIN email_lists x ON x.id = xl.list_id AND x.account_id = ${c.account_id}
        JOIN email_list_contacts xc ON xc.list_id = xl.list_id AND xc.email = lc.email
        WHERE xl.campaign_id = ${c.id} AND (xl.exclude = 1 OR x.exclusion_list = 1))
      AND NOT EXISTS (
        SELECT 1 FROM email_suppressions s WHERE s.account_id = ${c.account_id} AND s.active_email = lc.email)
      AND NOT EXISTS (
        SELECT 1 FROM email_sends e WHERE e.campaign_id = ${c.id} AND e.round_key = ${round} AND e.email = lc.email)
      ${restPeriod}
    GROUP BY lc.email`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The round is built: its size, and the campaign Sending with its next round's due time. */
export async function finishBuild(
  db: DbOrTrx,
  campaignId: number,
  round: number,
  now: Date,
  nextBuildAt: Date | null,
): Promise<boolean> {
  const members = await db
    .selectFrom('email_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_id', '=', campaignId)
    .where('round_key', '=', round)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('email_campaign_sending')
    .set({ built_at: now, members: Number(members.n) })
    .where('campaign_id', '=', campaignId)
    .where('send_round', '=', round)
    .execute();
  const result = await db
    .updateTable('email_campaigns')
    .set({ status: S.Sending, next_segment_build_at: nextBuildAt })
    .where('id', '=', campaignId)
    .where('status', '=', S.BuildingSegment)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Campaigns whose built round is being sent or waits for a window. */
export function findDrainingCampaigns(db: DbOrTrx) {
  return db
    .selectFrom('email_campaigns as c')
    .select(CAMPAIGN_COLUMNS)
    .where('c.status', 'in', [S.Sending, S.Queued])
    .where('c.send_active', '=', 1)
    .where('c.archived', '=', 0)
    .orderBy('c.id')
    .execute();
}

/** The campaign, locked, if it is still draining. */
export function lockDrainingCampaign(db: DbOrTrx, id: number) {
  return db
    .selectFrom('email_campaigns as c')
    .select(CAMPAIGN_COLUMNS)
    .where('c.id', '=', id)
    .where('c.status', 'in', [S.Sending, S.Queued])
    .where('c.send_active', '=', 1)
    .where('c.archived', '=', 0)
    .forUpdate()
    .executeTakeFirst();
}

/** Members still to release (Queued, never released). */
export async function countPending(db: DbOrTrx, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('email_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'Queued')
    .where('released_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Released campaign sends not ended yet. */
export async function countInFlight(db: DbOrTrx, campaignId: number): Promise<number> {
  const row = await db
    .selectFrom('email_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_id', '=', campaignId)
    .where('status', 'in', ['Queued', 'Sending'])
    .where('released_at', 'is not', null)
    .where('is_test', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Releases the next `n` members: their ids, in order. */
export async function releasePending(
  db: DbOrTrx,
  campaignId: number,
  n: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('email_sends')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'Queued')
    .where('released_at', 'is', null)
    .orderBy('id')
    .limit(n)
    .forUpdate()
    .execute();
  const ids = rows.map((r) => Number(r.id));
  if (ids.length)
    await db.updateTable('email_sends').set({ released_at: now }).where('id', 'in', ids).execute();
  return ids;
}

export async function setCursor(db: DbOrTrx, campaignId: number, at: Date | null): Promise<void> {
  await db
    .updateTable('email_campaign_sending')
    .set({ release_cursor_at: at })
    .where('campaign_id', '=', campaignId)
    .execute();
}

/** The last window closed with members left: they end Failed with the reason. */
export async function expirePending(db: DbOrTrx, campaignId: number, reason: string): Promise<number> {
  const result = await db
    .updateTable('email_sends')
    .set({ status: 'Failed', fail_reason: reason })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'Queued')
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A due campaign whose round still has members (it was switched off mid-send) sends them, not a new round. */
export const hasUnsentMembers = async (db: DbOrTrx, campaignId: number) =>
  (await countPending(db, campaignId)) + (await countInFlight(db, campaignId)) > 0;
