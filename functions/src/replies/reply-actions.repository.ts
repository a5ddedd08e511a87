import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { ReplyAction } from './replies.schemas';
import type { StoredReplyType } from './replies.table';

/**
 * Which replies an action may change (spec 1 §4): only Unallocated replies that are not ignored can become
 * a Lead, an Optout or Ignored; only ignored ones can be unignored. The same conditions guard the UPDATE, so
 * a crafted call naming a Lead cannot make it an Optout, and a reply changed meanwhile is left alone.
 */
const ELIGIBLE: Record<ReplyAction, { type?: StoredReplyType; ignored: 0 | 1 }> = {
  lead: { type: 'Unallocated', ignored: 0 },
  optout: { type: 'Unallocated', ignored: 0 },
  ignore: { type: 'Unallocated', ignored: 0 },
  unignore: { ignored: 1 },
};

/** What each action sets. */
const CHANGE: Record<ReplyAction, { type?: StoredReplyType; ignored?: 0 | 1 }> = {
  lead: { type: 'Lead' },
  optout: { type: 'Optout' },
  ignore: { ignored: 1 },
  unignore: { ignored: 0 },
};

/** Locks the account's replies among `ids` that the action may change, and answers them. */
export function lockEligibleReplies(db: DbOrTrx, scope: TenantScope, ids: number[], action: ReplyAction) {
  const { type, ignored } = ELIGIBLE[action];
  let query = db
    .selectFrom('sms_replies')
    .select(['id', 'campaign_id', 'from_number', 'message', 'keyword', 'type', 'ignored', 'received_at'])
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', ids)
    .where('ignored', '=', ignored);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('id').forUpdate().execute();
}

export type LockedReply = Awaited<ReturnType<typeof lockEligibleReplies>>[number];

/** Applies the action to those of `ids` still eligible; how many rows changed. */
export async function applyReplyAction(
  db: DbOrTrx,
  scope: TenantScope,
  ids: number[],
  action: ReplyAction,
): Promise<number> {
  if (!ids.length) return 0;
  const { type, ignored } = ELIGIBLE[action];
  let query = db
    .updateTable('sms_replies')
    .set(CHANGE[action])
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', ids)
    .where('ignored', '=', ignored);
  if (type) query = query.where('type', '=', type);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Locks one reply of the account (for Respond). */
export function lockReply(db: DbOrTrx, scope: TenantScope, replyId: number) {
  return db
    .selectFrom('sms_replies')
    .select(['id', 'campaign_id', 'from_number', 'responded', 'received_at'])
    .where('account_id', '=', scope.accountId)
    .where('id', '=', replyId)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a reply Responded with the message that answered it; false when it already was. */
export async function markResponded(
  db: DbOrTrx,
  scope: TenantScope,
  replyId: number,
  messageId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sms_replies')
    .set({ responded: 1, response_message_id: messageId })
    .where('account_id', '=', scope.accountId)
    .where('id', '=', replyId)
    .where('responded', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
