import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { bumpCampaignStats, hourOf } from '../sending/campaign-stats.repository';
import { dispatchCallbacks, recordCallback } from '../webhooks/callbacks';
import * as actions from './reply-actions.repository';
import { bumpReplyCounts, type ReplyCountDelta } from './replies.repository';
import type { ReplyAction, ReplyActionResult } from './replies.schemas';
import { optOutNumbers } from '../lists/list-optout-counts.repository';
import { writeOptoutConfirmation } from '../optout-confirmations/optout-confirmations.service';
import { enqueue } from '../sending/send.service';

const CALLBACK_TYPE = { lead: 'Lead', optout: 'Optout' } as const;

/** How an action moves the account's reply counters (and their per-day counts), for the rows it changed. */
function countDeltas(action: ReplyAction, rows: actions.LockedReply[]): ReplyCountDelta[] {
  return rows.flatMap((r): ReplyCountDelta[] => {
    const from = { type: r.type, ignored: !!r.ignored };
    const to =
      action === 'unignore'
        ? { type: r.type, ignored: false }
        : action === 'ignore'
          ? { type: r.type, ignored: true }
          : { type: action === 'lead' ? ('Lead' as const) : ('Optout' as const), ignored: false };
    return [
      { ...from, delta: -1, receivedAt: r.received_at },
      { ...to, delta: 1, receivedAt: r.received_at },
    ];
  });
}

/** Adds up deltas of the same counter (one upsert per counter and day, not per reply). */
function merged(deltas: ReplyCountDelta[]): ReplyCountDelta[] {
  const byKey = new Map<string, ReplyCountDelta>();
  for (const d of deltas) {
    const key = `${d.type}|${d.ignored}|${d.receivedAt?.toISOString().slice(0, 10) ?? ''}`;
    const entry = byKey.get(key);
    if (entry) entry.delta += d.delta;
    else byKey.set(key, { ...d });
  }
  return [...byKey.values()].filter((d) => d.delta !== 0);
}

/** A campaign's new leads or opt-outs, counted in the hour each reply was received. */
async function bumpStats(
  trx: Parameters<typeof bumpCampaignStats>[0],
  accountId: number,
  action: 'lead' | 'optout',
  rows: actions.LockedReply[],
) {
  const groups = new Map<string, { campaignId: number; at: Date; n: number }>();
  for (const r of rows) {
    if (r.campaign_id === null) continue;
    const at = hourOf(r.received_at);
    const key = `${r.campaign_id}:${at.getTime()}`;
    const group = groups.get(key) ?? { campaignId: r.campaign_id, at, n: 0 };
    group.n += 1;
    groups.set(key, group);
  }
  const counter = action === 'lead' ? 'leads' : 'optouts';
  for (const g of groups.values()) {
    await bumpCampaignStats(trx, {
      campaignId: g.campaignId,
      accountId,
      at: g.at,
      counts: { [counter]: g.n },
    });
  }
}

/**
 * Makes replies Leads or Optouts, ignores or unignores them (spec 1 §4, enforced here whatever the SPA
 * sends): only eligible replies of the caller's account change; others' ids and ineligible ones are left
 * alone. In one transaction: the rows, the account's reply counters, the campaigns' lead and opt-out counts,
 * the opt-out list (a manual Optout stops messages to that number, and sends its confirmation when one is
 * due: optout-confirmations/) and the campaigns' callbacks, which are
 * handed to the delivery queue after the commit. Answers how many replies changed.
 */
export async function applyAction(
  db: Db,
  auth: AuthContext,
  action: ReplyAction,
  ids: number[],
  log: Logger,
): Promise<ReplyActionResult> {
  const now = new Date();
  const { changed, callIds, confirmationIds } = await db.transaction().execute(async (trx) => {
    const rows = await actions.lockEligibleReplies(trx, auth.scope, [...new Set(ids)], action);
    const changed = await actions.applyReplyAction(
      trx,
      auth.scope,
      rows.map((r) => r.id),
      action,
    );
    const confirmationIds: number[] = [];
    if (!changed) return { changed, callIds: [], confirmationIds };
    await bumpReplyCounts(trx, auth.accountId, merged(countDeltas(action, rows)));
    if (action !== 'lead' && action !== 'optout') return { changed, callIds: [], confirmationIds };
    await bumpStats(trx, auth.accountId, action, rows);
    if (action === 'optout') {
      await optOutNumbers(
        trx,
        auth.accountId,
        rows.map((r) => r.from_number),
      );
      for (const r of rows) {
        const id = await writeOptoutConfirmation(trx, {
          accountId: auth.accountId,
          cellphone: r.from_number,
          campaignId: r.campaign_id,
        });
        if (id !== null) confirmationIds.push(id);
      }
    }
    const callIds: (number | null)[] = [];
    for (const r of rows) {
      if (r.campaign_id === null) continue;
      const type = CALLBACK_TYPE[action];
      callIds.push(
        await recordCallback(trx, {
          accountId: auth.accountId,
          campaignId: r.campaign_id,
          type,
          eventKey: `reply:${r.id}:${type}`,
          occurredAt: now,
          data: {
            replyId: Number(r.id),
            from: r.from_number,
            message: r.message,
            keyword: r.keyword,
            receivedAt: r.received_at.toISOString(),
            markedBy: 'inbox',
          },
        }),
      );
    }
    return { changed, callIds, confirmationIds };
  });
  if (confirmationIds.length) await enqueue(db, confirmationIds, log);
  await dispatchCallbacks(callIds, log);
  return { changed };
}
