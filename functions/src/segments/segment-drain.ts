import { randomInt } from 'node:crypto';
import { CAMPAIGN_STATUS, CAMPAIGN_TYPE } from '../campaigns/campaigns.schemas';
import { config } from '../platform/config';
import type { Db, DbOrTrx } from '../platform/db/database';
import { errorFields, type Logger } from '../platform/log';
import { sendBatchToQueue } from '../platform/queue/queues';
import { bumpCampaignStats } from '../sending/campaign-stats.repository';
import { composeMessage, type Merge } from '../sending/compose-message';
import {
  accountCustomFields,
  audienceContacts,
  contactValues,
  knownFieldNames,
} from '../sending/merge-values.repository';
import { findMergeTokens } from '../platform/sms/merge-fields';
import { orderedCandidates } from '../sending/send-runner';
import { listActiveMessages, listActiveProviders, markEnqueued } from '../sending/sending.repository';
import { nextWindowOf, openWindowOf } from './campaign-window';
import { accountCountry } from '../marketing-times/account-country.repository';
import * as repo from './segment-drain.repository';
import { planAbRelease } from '../ab-tests/ab-test-drain';

// The drain: every tick (EventBridge each minute; locally the stack's poller), each scheduled campaign
// with a built segment hands its members to the sending pipeline, only inside its send window and at a
// pace that spreads what is left over what is left of the window, never above its providers' rate. Each
// released message carries a queue delay, so the sends of a tick are spread second by second; the
// campaign's release cursor says up to when sends are already scheduled, so the pace does not depend on
// how often the drain runs. Outside the window the campaign waits Queued; at the finish date's last
// window what is left expires.

/** How far ahead sends are scheduled (twice the deployed tick, so a late tick leaves no gap). */
export const HORIZON_SECONDS = 120;
/** Members released per transaction. */
const CHUNK = 2000;
const NO_WINDOW_LEFT =
  "The campaign's last send window closed before this message could be sent (its finish date passed).";

export interface DrainResult {
  campaigns: number;
  released: number;
  rereleased: number;
}

/** The messages a transaction released, to put on the send queue after it commits. */
interface Release {
  messages: { id: number; delaySeconds: number }[];
  rereleased: number;
  /** More may be released in this tick. */
  more: boolean;
}

const NOTHING: Release = { messages: [], rereleased: 0, more: false };

/** Drains every campaign with a segment to send; one campaign's failure does not stop the others. */
export async function drainSegments(db: Db, log: Logger, now = new Date()): Promise<DrainResult> {
  const result: DrainResult = { campaigns: 0, released: 0, rereleased: 0 };
  for (const { id } of await repo.findDrainingCampaignIds(db)) {
    result.campaigns += 1;
    try {
      const drained = await drainCampaign(db, id, log, now);
      result.released += drained.released;
      result.rereleased += drained.rereleased;
    } catch (error) {
      log.error('segment drain failed for a campaign', { campaignId: id, ...errorFields(error) });
    }
  }
  if (result.released || result.rereleased) log.info('segments drained', { ...result });
  return result;
}

/** One campaign's drain at `now`: its status for the moment, and the sends of the horizon released. */
export async function drainCampaign(
  db: Db,
  campaignId: number,
  log: Logger,
  now = new Date(),
): Promise<{ released: number; rereleased: number }> {
  const drained = { released: 0, rereleased: 0 };
  for (;;) {
    const release = await releaseChunk(db, campaignId, now, log);
    if (release.messages.length) await enqueue(db, release.messages, log);
    drained.released += release.messages.length - release.rereleased;
    drained.rereleased += release.rereleased;
    if (!release.more) return drained;
  }
}

/** One transaction's worth: the campaign's status for `now`, and the next messages to send. */
async function releaseChunk(db: Db, campaignId: number, now: Date, log: Logger): Promise<Release> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => releaseInTransaction(trx, campaignId, now, log));
    } catch (error) {
      // A short-code collision refuses the whole insert: compose again (three in a row is not one). A
      // deadlock with another drain or a send worker rolled the transaction back: it is tried again too.
      const code = (error as { code?: string }).code;
      if ((code !== 'ER_DUP_ENTRY' && code !== 'ER_LOCK_DEADLOCK') || attempt >= 3) throw error;
    }
  }
}

async function releaseInTransaction(
  trx: DbOrTrx,
  campaignId: number,
  now: Date,
  log: Logger,
): Promise<Release> {
  const locked = await repo.lockDrainingCampaign(trx, campaignId);
  if (!locked) return NOTHING;
  const c = { ...locked, country: await accountCountry(trx, locked.account_id) };
  const pending = await repo.countPending(trx, c.id);
  const held = await repo.countHeld(trx, c.id, now);
  const remaining = pending + held;

  if (!remaining) {
    if (!(await repo.countInFlight(trx, c.id)))
      await repo.moveDrainingCampaign(trx, c.id, finishedStatus(c, now));
    return NOTHING;
  }
  const window = openWindowOf(c, now);
  if (!window) {
    if (nextWindowOf(c, now)) {
      await repo.moveDrainingCampaign(trx, c.id, CAMPAIGN_STATUS.Queued);
    } else {
      await expire(trx, c, now, log);
    }
    return NOTHING;
  }
  const perSecond = await providersRate(trx, c);
  const templates = await listActiveMessages(trx, c.id);
  if (!perSecond || !templates.length) {
    log.warn('segment cannot send: no connected provider or no active message', { campaignId: c.id });
    return NOTHING;
  }
  await repo.moveDrainingCampaign(trx, c.id, CAMPAIGN_STATUS.Sending);
  // An A/B message test (ab-tests/): its share first, the rest held until it decides, then the decided message.
  const plan = await planAbRelease(trx, c.id, templates, pending, now, log);
  const from = Math.max(now.getTime(), c.release_cursor_at?.getTime() ?? 0);
  const end = Math.min(now.getTime() + HORIZON_SECONDS * 1000, window.closesAt.getTime());
  if (from >= end) return NOTHING;
  // What is left goes out after the sends already scheduled (the cursor, up to the horizon ahead): spread
  // over the window from there, not from now, or the pace falls short and the horizon's share of what is
  // left is still unreleased when the window closes.
  const secondsLeft = (window.closesAt.getTime() - from) / 1000;
  const pace = Math.min(
    perSecond,
    Math.max(remaining / secondsLeft, config.segmentMinMessagesPerMinute / 60),
  );
  const n = Math.min(remaining, CHUNK, Math.max(1, Math.round(((end - from) / 1000) * pace)));

  const heldIds = held ? (await repo.findHeld(trx, c.id, now, n)).map((m) => m.id) : [];
  await repo.rerelease(trx, heldIds, window.closesAt);
  const take = Math.min(n - heldIds.length, plan?.cap ?? Number.POSITIVE_INFINITY);
  const members = take > 0 ? await repo.takePending(trx, c.id, take) : [];
  const written = await writeMessages(trx, c, plan ?? { templates }, members, now, window.closesAt);
  await plan?.released?.(trx, written.length, now);
  const ids = [...heldIds, ...written];
  await repo.setCursor(trx, c.id, new Date(from + (ids.length / pace) * 1000));
  const offset = (from - now.getTime()) / 1000;
  return {
    messages: ids.map((id, i) => ({ id, delaySeconds: Math.floor(offset + i / pace) })),
    rereleased: heldIds.length,
    more: ids.length === CHUNK,
  };
}

/**
 * The members' messages, each from one of the campaign's active messages at random (or as an A/B test's plan
 * picks), with its merge fields
 * filled from the member's contact row (one read for the chunk, only when a message has merge fields).
 */
async function writeMessages(
  trx: DbOrTrx,
  c: repo.DrainingCampaign,
  choice: {
    templates: { id: number; message: string }[];
    pick?: (i: number) => { id: number; message: string };
  },
  members: { build_id: number; recipient: string }[],
  now: Date,
  sendUntil: Date,
): Promise<number[]> {
  if (!members.length) return [];
  const { templates, pick } = choice;
  const mergeOf = await mergerFor(trx, c, templates, members);
  const messages = members.map((m, i) => {
    const template = pick ? pick(i) : templates[randomInt(templates.length)]!;
    const composed = composeMessage(template.message, c.click_url, mergeOf(m.recipient));
    return {
      recipient: m.recipient,
      campaignMessageId: template.id,
      body: composed.body,
      segments: composed.segments,
      encoding: composed.encoding,
      shortCode: composed.shortCode,
      clickUrl: composed.shortCode ? c.click_url : null,
    };
  });
  const inserted = await repo.insertSegmentMessages(trx, c, messages, now, sendUntil);
  const byBuild = new Map<number, number[]>();
  const buildOf = new Map(members.map((m) => [m.recipient, m.build_id]));
  for (const row of inserted) {
    const build = buildOf.get(row.recipient)!;
    byBuild.set(build, [...(byBuild.get(build) ?? []), row.id]);
  }
  for (const [build, ids] of byBuild) await repo.markReleased(trx, build, ids);
  await bumpCampaignStats(trx, {
    campaignId: c.id,
    accountId: c.account_id,
    at: now,
    counts: { queued: inserted.length },
  });
  return inserted.map((r) => r.id);
}

/** Each member's merge-field values (nothing to read when no message has a merge field). */
async function mergerFor(
  trx: DbOrTrx,
  c: repo.DrainingCampaign,
  templates: { message: string }[],
  members: { recipient: string }[],
): Promise<(recipient: string) => Merge | undefined> {
  if (!templates.some((t) => findMergeTokens(t.message).length)) return () => undefined;
  const custom = await accountCustomFields(trx, c.account_id);
  const known = knownFieldNames(custom);
  const contacts = await audienceContacts(
    trx,
    c,
    members.map((m) => m.recipient),
  );
  return (recipient) => ({ values: contactValues(contacts.get(recipient), custom), known });
}

/** Messages a second the campaign's providers take (its Provider step's choice, connected and active). */
async function providersRate(trx: DbOrTrx, c: repo.DrainingCampaign): Promise<number> {
  const connected = (await listActiveProviders(trx, c.account_id)).filter((p) => p.credentials);
  const eligible = orderedCandidates(
    { id: 0, provider_option: c.provider_option, campaign_provider_id: c.provider_id },
    connected,
  );
  return eligible.reduce((sum, p) => sum + p.messages_per_second, 0);
}

/** The campaign's last window closed with members left: they expire, held messages fail, it is Completed. */
async function expire(trx: DbOrTrx, c: repo.DrainingCampaign, now: Date, log: Logger): Promise<void> {
  const expired = await repo.expirePending(trx, c.id);
  const failed = await repo.failHeld(trx, c.id, now, NO_WINDOW_LEFT);
  if (failed) {
    await bumpCampaignStats(trx, { campaignId: c.id, accountId: c.account_id, at: now, counts: { failed } });
  }
  await repo.moveDrainingCampaign(trx, c.id, CAMPAIGN_STATUS.Completed);
  log.info('campaign finished with members left unsent', { campaignId: c.id, expired, failed });
}

/** Everything sent: a Simple campaign is Completed, a Long Running one waits for its next build. */
function finishedStatus(c: repo.DrainingCampaign, now: Date): number {
  if (c.type === CAMPAIGN_TYPE.Simple) return CAMPAIGN_STATUS.Completed;
  return c.campaign_finish_at && c.campaign_finish_at < now
    ? CAMPAIGN_STATUS.Completed
    : CAMPAIGN_STATUS.Active;
}

/** Puts released messages on the send queue with their delays; the sweep queues any that did not go. */
async function enqueue(db: Db, messages: { id: number; delaySeconds: number }[], log: Logger): Promise<void> {
  const sent = await sendBatchToQueue(
    'OutboundMessages',
    messages.map((m) => ({ body: { messageId: m.id }, delaySeconds: m.delaySeconds })),
  );
  if (sent.length < messages.length) {
    log.warn('some segment messages were not queued; the sweep will', {
      missing: messages.length - sent.length,
    });
  }
  await markEnqueued(
    db,
    sent.map((i) => messages[i]!.id),
    new Date(),
  );
}
