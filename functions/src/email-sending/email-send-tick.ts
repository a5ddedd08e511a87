import { nextBuildAfter } from '../campaigns/campaign-schedule';
import { EMAIL_CAMPAIGN_STATUS as S } from '../email-campaigns/email-campaigns.table';
import { accountCountry } from '../marketing-times/account-country.repository';
import { config } from '../platform/config';
import { db as database, type Db, type DbOrTrx } from '../platform/db/database';
import { errorFields, type Logger } from '../platform/log';
import { defineScheduled } from '../platform/schedule/scheduled';
import { nextWindowOf, openWindowOf, type WindowColumns } from '../segments/campaign-window';
import * as rounds from './email-rounds.repository';
import { queueSends } from './email-send-queue';
import { findSendsToRequeue } from './email-sends.repository';

// The scheduled e-mail tick (EventBridge every minute; locally the stack's poller): (1) the sweep queues
// released sends that never reached the queue or whose worker died; (2) each due Active campaign builds its
// round (Building Segment → Sending) in one INSERT … SELECT; (3) the drain releases each Sending or Queued
// campaign's members to the send queue, only inside its send window (schedule days, daily hours on its own
// clock, start and finish dates, never a South African public holiday, as SMS campaigns), at up to
// EMAIL_SEND_RATE_PER_SECOND with each queue message delayed to its second; when everything is sent the
// campaign is Completed, or Active again when its recycle days say it runs again.

/** How far ahead sends are scheduled (twice the deployed tick, so a late tick leaves no gap). */
export const HORIZON_SECONDS = 120;
/** Members released per transaction. */
const CHUNK = 5000;
const BATCH = 100;
/** A build that has not finished after this long died with its function: it runs again. */
const STALLED_BUILD_MS = 5 * 60_000;
/** SQS delays a message at most 15 minutes: one queued longer ago than that was lost. */
const LOST_AFTER_MS = 16 * 60_000;
const NO_WINDOW_LEFT = "The campaign's last send window closed before this e-mail could be sent.";

export interface TickResult {
  requeued: number;
  built: number;
  completed: number;
  released: number;
}

export const handler = defineScheduled('emailSendTick', (log): Promise<TickResult> =>
  runEmailTick(database(), log),
);

export async function runEmailTick(db: Db, log: Logger, now = new Date()): Promise<TickResult> {
  const result: TickResult = { requeued: 0, built: 0, completed: 0, released: 0 };
  result.requeued = await sweepSends(db, log, now);
  result.completed = await rounds.completeFinishedCampaigns(db, now);
  result.built = await buildDueRounds(db, log, now);
  for (const c of await rounds.findDrainingCampaigns(db)) {
    try {
      result.released += await drainCampaign(db, c.id, log, now);
    } catch (error) {
      log.error('e-mail drain failed for a campaign', { campaignId: c.id, ...errorFields(error) });
    }
  }
  if (result.requeued || result.built || result.released || result.completed)
    log.info('e-mail tick', { ...result });
  return result;
}

/** Released sends that never reached the queue, whose queue message was lost, or whose worker died. */
export async function sweepSends(db: Db, log: Logger, now: Date): Promise<number> {
  let requeued = 0;
  const unqueuedBefore = new Date(now.getTime() - config.sendRequeueAfterSeconds * 1000);
  const queuedBefore = new Date(now.getTime() - LOST_AFTER_MS);
  for (;;) {
    const rows = await findSendsToRequeue(db, now, unqueuedBefore, queuedBefore, 1000);
    if (!rows.length) break;
    requeued += await queueSends(
      db,
      rows.map((r) => ({ id: Number(r.id), delaySeconds: 0 })),
      log,
    );
    if (rows.length < 1000) break;
  }
  return requeued;
}

async function buildDueRounds(db: Db, log: Logger, now: Date): Promise<number> {
  let built = 0;
  const stalled = await rounds.findStalledBuilds(db, new Date(now.getTime() - STALLED_BUILD_MS));
  for (const c of stalled) {
    const state = await db.transaction().execute((trx) => rounds.lockSendingState(trx, c.id));
    if (await build(db, c, state.send_round, log, now)) built += 1;
  }
  for (;;) {
    const due = await rounds.findDueCampaigns(db, now, BATCH);
    for (const c of due) {
      if (await rounds.hasUnsentMembers(db, c.id)) {
        // Switched off mid-send and on again: the round it has carries on.
        await rounds.moveCampaign(db, c.id, [S.Active], S.Sending);
        continue;
      }
      const round = await db.transaction().execute(async (trx) => {
        if (!(await rounds.moveCampaign(trx, c.id, [S.Active], S.BuildingSegment))) return null;
        return rounds.startRound(trx, c.id, now);
      });
      if (round !== null && (await build(db, c, round, log, now))) built += 1;
    }
    if (due.length < BATCH) break;
  }
  return built;
}

/** One round's build, in one transaction: its members, then the campaign Sending. */
async function build(
  db: Db,
  c: rounds.RoundCampaign,
  round: number,
  log: Logger,
  now: Date,
): Promise<boolean> {
  try {
    const added = await db.transaction().execute(async (trx) => {
      const n = await rounds.insertRoundMembers(trx, c, round, now);
      await rounds.finishBuild(trx, c.id, round, new Date(), nextBuildOf(c, now));
      return n;
    });
    log.info('e-mail round built', { campaignId: c.id, round, added });
    return true;
  } catch (error) {
    // Left Building Segment: the stalled-build check runs it again.
    log.error('e-mail round build failed', { campaignId: c.id, round, ...errorFields(error) });
    return false;
  }
}

/** A recycled campaign's next round (recycle days after this one, never after its finish date). */
function nextBuildOf(c: rounds.RoundCampaign, now: Date): Date | null {
  if (c.recycle_campaign_days <= 0) return null;
  let next = nextBuildAfter(
    c.next_segment_build_at ?? now,
    c.recycle_campaign_days,
    c.time_zone,
    c.campaign_finish_at,
  );
  while (next && next <= now)
    next = nextBuildAfter(next, c.recycle_campaign_days, c.time_zone, c.campaign_finish_at);
  return next;
}

/** The campaign's window columns; a campaign without daily times sends all day, without a start date at once. */
function windowColumns(c: rounds.RoundCampaign, country: string | null): WindowColumns {
  return {
    schedule_days: c.schedule_days || '1,2,3,4,5,6,7',
    send_start_local: c.daily_send_start_time ?? '00:00',
    send_finish_local: c.daily_send_finish_time ?? '23:59',
    time_zone: c.time_zone,
    start_at: c.start_at ?? new Date(0),
    campaign_finish_at: c.campaign_finish_at,
    country,
  };
}

/** Releases what the next horizon of the campaign's open window takes; its status for the moment. */
export async function drainCampaign(
  db: Db,
  campaignId: number,
  log: Logger,
  now = new Date(),
): Promise<number> {
  let released = 0;
  for (;;) {
    const chunk = await db.transaction().execute((trx) => releaseChunk(trx, campaignId, now, log));
    if (chunk.sends.length) released += await queueSends(db, chunk.sends, log);
    if (!chunk.more) return released;
  }
}

async function releaseChunk(
  trx: DbOrTrx,
  campaignId: number,
  now: Date,
  log: Logger,
): Promise<{ sends: { id: number; delaySeconds: number }[]; more: boolean }> {
  const none = { sends: [], more: false };
  const c = await rounds.lockDrainingCampaign(trx, campaignId);
  if (!c) return none;
  const state = await rounds.lockSendingState(trx, c.id);
  const pending = await rounds.countPending(trx, c.id);
  if (!pending) {
    if (!(await rounds.countInFlight(trx, c.id))) {
      const again = c.recycle_campaign_days > 0 && c.next_segment_build_at !== null;
      await rounds.moveCampaign(trx, c.id, [S.Sending, S.Queued], again ? S.Active : S.Completed);
      log.info('e-mail round sent', { campaignId: c.id, round: state.send_round, again });
    }
    return none;
  }
  // Marketing e-mail waits for the times the account's country allows (issue 28); a transactional one does not.
  const country = c.is_transactional ? null : await accountCountry(trx, c.account_id);
  const columns = windowColumns(c, country);
  const window = openWindowOf(columns, now);
  if (!window) {
    if (nextWindowOf(columns, now)) {
      await rounds.moveCampaign(trx, c.id, [S.Sending], S.Queued);
    } else {
      const expired = await rounds.expirePending(trx, c.id, NO_WINDOW_LEFT);
      log.info('e-mail round expired with members left', { campaignId: c.id, expired });
    }
    return none;
  }
  await rounds.moveCampaign(trx, c.id, [S.Queued], S.Sending);
  const rate = config.emailSendRatePerSecond;
  const from = Math.max(now.getTime(), state.release_cursor_at?.getTime() ?? 0);
  const end = Math.min(now.getTime() + HORIZON_SECONDS * 1000, window.closesAt.getTime());
  if (from >= end) return none;
  const n = Math.min(pending, CHUNK, Math.max(1, Math.floor(((end - from) / 1000) * rate)));
  const ids = await rounds.releasePending(trx, c.id, n, now);
  await rounds.setCursor(trx, c.id, new Date(from + (ids.length / rate) * 1000));
  const offset = (from - now.getTime()) / 1000;
  return {
    sends: ids.map((id, i) => ({ id, delaySeconds: Math.floor(offset + i / rate) })),
    more: ids.length === CHUNK,
  };
}
