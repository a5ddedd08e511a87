import type { AuthContext } from '../auth/auth-context';
import { marketingTimeRuleOf } from '../marketing-times/marketing-time-rules';
import { isMarketingAllowedAt, nextAllowedAt } from '../marketing-times/marketing-times';
import type { Db, DbOrTrx } from '../platform/db/database';
import { accountCountry } from '../marketing-times/account-country.repository';
import { apiError, conflict, notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { countSms } from '../platform/sms/sms-segments';
import { findSenderName } from '../accounts/sender-name';
import { standardOptoutLine, marketingLineProblem } from '../campaigns/marketing-line';
import { classifyReply } from '../inbound/classify-reply';
import { listCustomKeywords } from '../keywords/keywords.repository';
import { bumpCampaignStats } from '../sending/campaign-stats.repository';
import { enqueue } from '../sending/send.service';
import { insertMessage, suppressionOf } from '../sending/sending.repository';
import type { SuppressionReason } from '../sending/sending.table';
import { lockReply, markResponded } from './reply-actions.repository';
import type { RespondRequest, RespondResult } from './replies.schemas';

/**
 * A response within this many hours of the reply it answers is a reply in the conversation the recipient
 * started (not direct marketing, sent at any time); a later one is marketing and obeys the account's
 * country's marketing times (issue 28).
 */
export const CONVERSATION_HOURS = 24;

export const ALREADY_RESPONDED = 'This reply has already been responded to.';
export const NO_CAMPAIGN_TO_RESPOND =
  'This reply did not come in on one of your campaigns, so there is no provider to respond through.';
export const RESPOND_SUPPRESSED: Record<SuppressionReason, string> = {
  Optout: 'This number opted out of your messages, so the response was not sent.',
  Dma: "This number is on your account's DMA opt-out list, so the response was not sent.",
};

/**
 * Respond: one SMS to the reply's number through the sending pipeline, as a message of the reply's campaign
 * (source Reply), so the campaign's providers send it with their retries and delivery reports. In one
 * transaction the message is written and the reply marked Responded; the message is queued after the
 * commit. Refused for a reply already responded to, for an opted-out or DMA number, and for a reply with no
 * campaign (N/A: sms_messages needs a campaign, and the campaign decides the provider).
 */
export async function respondToReply(
  db: Db,
  auth: AuthContext,
  request: RespondRequest,
  log: Logger,
  now = new Date(),
): Promise<RespondResult> {
  const result = await db.transaction().execute(async (trx) => {
    const reply = await lockReply(trx, auth.scope, request.responseId);
    if (!reply) throw notFound('The reply');
    if (reply.responded) throw conflict(ALREADY_RESPONDED);
    if (reply.campaign_id === null) throw conflict(NO_CAMPAIGN_TO_RESPOND);
    const messageId = await writeResponse(trx, auth, {
      campaignId: reply.campaign_id,
      to: reply.from_number,
      body: request.respondMessage,
      bodyField: 'respondMessage',
      // One response per reply, even if two requests got past the lock's check at once.
      idempotencyKey: `inbox-reply:${reply.id}`,
      answering: reply.received_at,
      now,
    });
    await markResponded(trx, auth.scope, reply.id, messageId);
    return { messageId, to: reply.from_number };
  });
  await enqueue(db, [result.messageId], log);
  return result;
}

export interface ResponseToWrite {
  campaignId: number;
  /** The number (E.164) the response goes to. */
  to: string;
  body: string;
  /** The request's field holding the body (where a refusal of the text is shown). */
  bodyField: string;
  idempotencyKey: string;
  /** When the reply it answers was received: within CONVERSATION_HOURS it is a conversation, later marketing. */
  answering: Date;
  now: Date;
}

/**
 * The one way a response to a reply enters the sending pipeline (the inbox's Respond and the conversation
 * screen's reply box): refused for an opted-out or DMA number (422 RECIPIENT_SUPPRESSED), and, when it is
 * marketing (more than CONVERSATION_HOURS after the reply), at a prohibited time (409) or without the
 * sender and the opt-out line (422 on the message); otherwise written as a Queued message of the campaign
 * (source Reply) and counted in its stats. The caller queues it after its transaction commits (`enqueue`).
 */
export async function writeResponse(
  trx: DbOrTrx,
  auth: AuthContext,
  response: ResponseToWrite,
): Promise<number> {
  const { now } = response;
  const suppression = await suppressionOf(trx, auth.accountId, response.to);
  if (suppression) throw apiError(422, 'RECIPIENT_SUPPRESSED', RESPOND_SUPPRESSED[suppression]);
  if (now.getTime() - response.answering.getTime() > CONVERSATION_HOURS * 3_600_000) {
    await refuseMarketingAtProhibitedTime(trx, auth.accountId, now);
    await refuseMarketingWithoutOptoutLine(trx, auth, response.body, response.bodyField);
  }
  const count = countSms(response.body);
  const messageId = await insertMessage(trx, {
    accountId: auth.accountId,
    campaignId: response.campaignId,
    campaignMessageId: null,
    apiKeyId: null,
    source: 'Reply',
    idempotencyKey: response.idempotencyKey,
    recipient: response.to,
    body: response.body,
    segments: count.parts,
    encoding: count.encoding === 'GSM-7' ? 'GSM7' : 'UCS2',
    shortCode: null,
    clickUrl: null,
    status: 'Queued',
    suppression: null,
    createdAt: now,
  });
  await bumpCampaignStats(trx, {
    campaignId: response.campaignId,
    accountId: auth.accountId,
    at: now,
    counts: { queued: 1 },
  });
  return messageId;
}

/**
 * A marketing response (POPIA s69(4), as a campaign's messages: campaigns/marketing-line.ts) must name the
 * account's sender and say how to opt out, by a word the account's reply classifier takes as an opt-out.
 */
async function refuseMarketingWithoutOptoutLine(
  trx: DbOrTrx,
  auth: AuthContext,
  body: string,
  field: string,
): Promise<void> {
  const senderName = await findSenderName(trx, auth.scope);
  const keywords = await listCustomKeywords(trx, auth.accountId, 'Optout');
  const custom = keywords.map((k) => ({ kind: k.kind, keyword: k.keyword, operation: k.operation }));
  const problem = marketingLineProblem(
    body,
    senderName,
    (reply) => classifyReply(reply, null, custom).type === 'Optout',
  );
  if (!problem) return;
  const message = respondWithoutOptoutLine(senderName);
  throw apiError(422, 'VALIDATION_FAILED', message, { [field]: [message] });
}

export const respondWithoutOptoutLine = (senderName: string) =>
  `The reply came in more than ${CONVERSATION_HOURS} hours ago, so this response is a marketing message: it must name ${senderName} and say how to opt out. Add the line "${standardOptoutLine(senderName)}" to it.`;

/** A response that is marketing (the reply is older than CONVERSATION_HOURS) at a prohibited time: refused. */
async function refuseMarketingAtProhibitedTime(trx: DbOrTrx, accountId: number, now: Date): Promise<void> {
  const country = await accountCountry(trx, accountId);
  if (isMarketingAllowedAt(country, now)) return;
  const rule = marketingTimeRuleOf(country)!;
  const next = nextAllowedAt(country, now);
  const when = new Intl.DateTimeFormat('en-ZA', {
    timeZone: rule.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(next);
  throw conflict(
    `This reply came in more than ${CONVERSATION_HOURS} hours ago, so a response to it is a marketing message. ${rule.summary.replace(' Messages due then wait for the next allowed time.', '')} Respond from ${when}.`,
  );
}
