import type { Db } from '../platform/db/database';
import { config } from '../platform/config';
import type { Logger } from '../platform/log';
import { suppressEmail } from './email-suppression.repository';
import * as repo from './email-sends.repository';
import { isSignedBySns, isTrustedSnsUrl, parseSnsMessage } from './sns-signature';

// SES event notifications through SNS (SES → configuration set event destination → SNS topic → HTTPS
// subscription to POST {API_HOST}/email/ses-events). Only a message SNS signed, from one of the stage's own
// topics (SES_EVENTS_TOPIC_ARNS: the deploy creates the topic and passes its ARN), is read: any AWS customer
// can have SNS sign messages of a topic of their own. A deployed stage (ORIGIN_VERIFY_REQUIRED) with no topic
// listed refuses every message. A permanent bounce or a complaint suppresses the recipient of our send row that
// the event's mail.messageId names (email_sends.provider_message_id), for that send's account only, when the
// event names that recipient, and marks the send Bounced or Complained; other addresses in the event change
// nothing. A Delivery event records the send's delivery time (the dispatch log's). Transient bounces, other
// events and unknown message ids are acknowledged and ignored.

export type SesEventOutcome =
  | { kind: 'malformed' }
  | { kind: 'forged' }
  | { kind: 'foreignTopic' }
  | { kind: 'confirmed' }
  | { kind: 'handled'; suppressed: number };

interface SesEvent {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: string };
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
  delivery?: { timestamp?: string };
}

export async function handleSnsPost(db: Db, body: string, log: Logger): Promise<SesEventOutcome> {
  const message = parseSnsMessage(body);
  if (!message) return { kind: 'malformed' };
  // Before the signature (no certificate fetched for a topic that is not ours).
  if (!isOurTopic(message.TopicArn, log)) return { kind: 'foreignTopic' };
  if (!(await isSignedBySns(message))) {
    log.warn('SNS message refused: signature not valid', { messageId: message.MessageId });
    return { kind: 'forged' };
  }
  if (message.Type === 'SubscriptionConfirmation') {
    if (!message.SubscribeURL || !isTrustedSnsUrl(message.SubscribeURL)) return { kind: 'malformed' };
    const res = await fetch(message.SubscribeURL, { redirect: 'error', signal: AbortSignal.timeout(5000) });
    log.info('SNS subscription confirmed', { topicArn: message.TopicArn, status: res.status });
    return { kind: 'confirmed' };
  }
  if (message.Type !== 'Notification') return { kind: 'confirmed' };
  let event: SesEvent;
  try {
    event = JSON.parse(message.Message) as SesEvent;
  } catch {
    return { kind: 'malformed' };
  }
  return { kind: 'handled', suppressed: await applySesEvent(db, event, log) };
}

/**
 * Whether SES events from this topic are read: one of SES_EVENTS_TOPIC_ARNS. With none listed, a deployed
 * stage reads nothing (its deploy always passes the topic it creates: an empty list is a broken deploy); a
 * local stack without the setting reads any topic.
 */
export function isOurTopic(topicArn: string, log: Logger): boolean {
  const topics = config.sesEventsTopicArns;
  if (topics.length === 0) {
    if (!config.originVerifyRequired) return true;
    log.error('SES event refused: SES_EVENTS_TOPIC_ARNS is empty in a deployed stage', { topicArn });
    return false;
  }
  if (topics.includes(topicArn)) return true;
  log.warn('SES event refused: not from our SES events topic', { topicArn });
  return false;
}

/** Applies one SES event: how many addresses it suppressed (0 or 1: a send has one recipient). */
export async function applySesEvent(db: Db, event: SesEvent, log: Logger): Promise<number> {
  const type = event.eventType ?? event.notificationType;
  const messageId = event.mail?.messageId;
  if (messageId && type === 'Delivery') {
    await recordDelivery(db, messageId, event.delivery?.timestamp, log);
    return 0;
  }
  if (!messageId || (type !== 'Bounce' && type !== 'Complaint')) return 0;
  if (type === 'Bounce' && event.bounce?.bounceType !== 'Permanent') return 0;
  const send = await repo.findSendByProviderMessageId(db, messageId);
  if (!send) {
    log.info('SES event for an unknown message', { type });
    return 0;
  }
  const named = (type === 'Bounce' ? event.bounce?.bouncedRecipients : event.complaint?.complainedRecipients)
    ?.map((r) => r.emailAddress?.trim().toLowerCase())
    .filter((e): e is string => !!e);
  // Only our send's own recipient, whatever else the event names (an event without recipients is about it).
  if (named && !named.includes(send.email.toLowerCase())) {
    log.warn("SES event names none of its send's recipients: nothing suppressed", {
      type,
      sendId: send.id,
      named: named.length,
    });
    return 0;
  }
  const at = new Date();
  await db.transaction().execute(async (trx) => {
    await suppressEmail(
      trx,
      send.account_id,
      send.email,
      type === 'Bounce' ? 'Bounce' : 'Complaint',
      send.campaign_id,
    );
    await repo.markBouncedOrComplained(trx, send.id, type === 'Bounce' ? 'Bounced' : 'Complained', at);
  });
  log.info("SES event suppressed its send's recipient", {
    type,
    sendId: send.id,
    ignored: (named?.length ?? 1) - 1,
  });
  return 1;
}

/** A Delivery event: the send's delivery time (the dispatch log's column), from the event's own timestamp. */
async function recordDelivery(db: Db, messageId: string, timestamp: string | undefined, log: Logger) {
  const stated = timestamp ? new Date(timestamp) : null;
  const at = stated && !Number.isNaN(stated.getTime()) ? stated : new Date();
  if (!(await repo.markDelivered(db, messageId, at)))
    log.info('SES event for an unknown message', { type: 'Delivery' });
}
