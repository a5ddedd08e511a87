import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import type { Logger } from '../platform/log';
import { apiError, conflict } from '../platform/http/errors';
import { CONVERSATION_HOURS, writeResponse } from '../replies/respond.service';
import { markResponded } from '../replies/reply-actions.repository';
import { enqueue } from '../sending/send.service';
import { findMessageByIdempotencyKey } from '../sending/sending.repository';
import { normaliseCellphone } from '../sms-history/sms-history.service';
import { cursorText, isBefore, newestFirst, parseCursor, RANK } from './conversation-cursor';
import * as repo from './conversations.repository';
import { clickEvent, messageEvent, optoutEvent, replyEvent, type OrderedEvent } from './conversations.mapper';
import {
  CONVERSATION_PAGE_SIZE,
  CONVERSATION_TEXTS,
  type Conversation,
  type ConversationQuery,
  type ConversationResponseRequest,
  type ConversationResponseResult,
} from './conversations.schemas';

// The conversation with one number (issue 31, part 3). Reads: each table's newest rows before the cursor
// on its (account, number, time) index, at most a page + 1 from each, merged; the page is the newest
// CONVERSATION_PAGE_SIZE of them and the cursor for older ones is its oldest event. Writes: the reply box's
// response through writeResponse (the inbox's Respond's checks and message), answering the number's latest
// reply on one of the account's campaigns.

export const CONVERSATION_BLOCKED = {
  Optout: 'This number opted out of your messages, so you cannot respond to it.',
  Dma: "This number is on your account's DMA opt-out list, so you cannot respond to it.",
} as const;

export async function getConversation(
  db: Db,
  auth: AuthContext,
  typed: string,
  query: ConversationQuery,
): Promise<Conversation> {
  const cellphone = await normaliseCellphone(db, auth, typed);
  const cursor = parseCursor(query.before);
  const take = CONVERSATION_PAGE_SIZE + 1;
  const [messages, replies, clicks, optouts, contact, latestReply] = await Promise.all([
    repo.listMessagesBefore(db, auth.scope, cellphone, RANK.message, cursor, take),
    repo.listRepliesBefore(db, auth.scope, cellphone, RANK.reply, cursor, take),
    repo.listClicksBefore(db, auth.scope, cellphone, RANK.click, cursor, take),
    repo.findOptouts(db, auth.scope, cellphone),
    repo.findContactName(db, auth.scope, cellphone),
    repo.findLatestCampaignReply(db, auth.scope, cellphone),
  ]);
  const candidates: OrderedEvent[] = [
    ...messages.map(messageEvent),
    ...replies.map(replyEvent),
    ...clicks.map(clickEvent),
    ...(optouts.optout ? [optoutEvent('Optout', optouts.optout)] : []),
    ...(optouts.dma ? [optoutEvent('Dma', optouts.dma)] : []),
  ]
    .filter((event) => isBefore(event, cursor))
    .sort(newestFirst);
  const page = candidates.slice(0, CONVERSATION_PAGE_SIZE);
  const older = candidates.length > CONVERSATION_PAGE_SIZE ? cursorText(page[page.length - 1]!) : null;
  const name = contact ? [contact.first_name, contact.last_name].filter(Boolean).join(' ').trim() : '';
  return {
    cellphone,
    contactName: name || null,
    events: page.reverse().map((e) => e.event),
    older,
    respondBlocked: optouts.optout
      ? CONVERSATION_BLOCKED.Optout
      : optouts.dma
        ? CONVERSATION_BLOCKED.Dma
        : latestReply
          ? null
          : CONVERSATION_TEXTS.nothingToAnswer,
    respondCampaign: latestReply?.campaign_name ?? null,
    conversationUntil: latestReply
      ? new Date(new Date(latestReply.received_at).getTime() + CONVERSATION_HOURS * 3_600_000).toISOString()
      : null,
  };
}

/**
 * The reply box: one SMS to the number through the sending pipeline (writeResponse: opt-out and DMA
 * suppression, marketing times and the opt-out line past CONVERSATION_HOURS), as a message of the campaign
 * of the number's latest reply on one of the account's campaigns; that reply is marked Responded if it was
 * not. The browser's idempotency key makes a repeated request send one SMS (the same answer).
 */
export async function respondInConversation(
  db: Db,
  auth: AuthContext,
  typed: string,
  request: ConversationResponseRequest,
  log: Logger,
  now = new Date(),
): Promise<ConversationResponseResult> {
  const cellphone = await normaliseCellphone(db, auth, typed);
  const idempotencyKey = `conversation:${request.idempotencyKey}`;
  const result = await db.transaction().execute(async (trx) => {
    const reply = await repo.findLatestCampaignReply(trx, auth.scope, cellphone, true);
    if (!reply || reply.campaign_id === null) throw conflict(CONVERSATION_TEXTS.nothingToAnswer);
    const earlier = await findMessageByIdempotencyKey(trx, auth.accountId, idempotencyKey);
    if (earlier) {
      // The same message again for the same number; a key once used for another number is refused.
      if (earlier.recipient !== cellphone)
        throw apiError(422, 'IDEMPOTENCY_KEY_REUSED', CONVERSATION_TEXTS.idempotencyKeyReused);
      return { messageId: earlier.id, to: cellphone, queued: false };
    }
    const messageId = await writeResponse(trx, auth, {
      campaignId: reply.campaign_id,
      to: cellphone,
      body: request.message,
      bodyField: 'message',
      idempotencyKey,
      answering: new Date(reply.received_at),
      now,
    });
    if (!reply.responded) await markResponded(trx, auth.scope, reply.id, messageId);
    return { messageId, to: cellphone, queued: true };
  });
  if (result.queued) await enqueue(db, [result.messageId], log);
  return { messageId: result.messageId, to: result.to };
}
