import type { AuthContext } from '../auth/auth-context';
import { marketingTimeRuleOf } from '../marketing-times/marketing-time-rules';
import { isMarketingAllowedAt, nextAllowedAt } from '../marketing-times/marketing-times';
import type { Db, DbOrTrx } from '../platform/db/database';
import { accountCountry } from '../marketing-times/account-country.repository';
import { apiError, conflict, notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { countSms } from '../platform/sms/sms-segments';
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
    const suppression = await suppressionOf(trx, auth.accountId, reply.from_number);
    if (suppression) throw apiError(422, 'RECIPIENT_SUPPRESSED', RESPOND_SUPPRESSED[suppression]);
    await refuseMarketingAtProhibitedTime(trx, auth.accountId, reply.received_at, now);
    const count = countSms(request.respondMessage);
    const messageId = await insertMessage(trx, {
      accountId: auth.accountId,
      campaignId: reply.campaign_id,
      campaignMessageId: null,
      apiKeyId: null,
      source: 'Reply',
      // One response per reply, even if two requests got past the lock's check at once.
      idempotencyKey: `inbox-reply:${reply.id}`,
      recipient: reply.from_number,
      body: request.respondMessage,
      segments: count.parts,
      encoding: count.encoding === 'GSM-7' ? 'GSM7' : 'UCS2',
      shortCode: null,
      clickUrl: null,
      status: 'Queued',
      suppression: null,
      createdAt: now,
    });
    await bumpCampaignStats(trx, {
      campaignId: reply.campaign_id,
      accountId: auth.accountId,
      at: now,
      counts: { queued: 1 },
    });
    await markResponded(trx, auth.scope, reply.id, messageId);
    return { messageId, to: reply.from_number };
  });
  await enqueue(db, [result.messageId], log);
  return result;
}

/** A response that is marketing (the reply is older than CONVERSATION_HOURS) at a prohibited time: refused. */
async function refuseMarketingAtProhibitedTime(
  trx: DbOrTrx,
  accountId: number,
  receivedAt: Date,
  now: Date,
): Promise<void> {
  if (now.getTime() - receivedAt.getTime() <= CONVERSATION_HOURS * 3_600_000) return;
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
