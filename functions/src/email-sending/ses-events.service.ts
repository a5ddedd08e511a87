import type { Db } from '../platform/db/database';
import { config } from '../platform/config';
import type { Logger } from '../platform/log';
import { suppressEmail } from './email-suppression.repository';
import * as repo from './email-sends.repository';
import { isSignedBySns, isTrustedSnsUrl, parseSnsMessage } from './sns-signature';

// SES event notifications through SNS (SES → configuration set event destination → SNS topic → HTTPS
// subscription to POST {API_HOST}/email/ses-events). Only a message SNS signed is read. A permanent bounce
// or a complaint suppresses the address for the account whose send it was, and marks that send Bounced or
// Complained; transient bounces and other events are acknowledged and ignored. Unknown message ids too.

export type SesEventOutcome =
  | { kind: 'malformed' }
  | { kind: 'forged' }
  | { kind: 'confirmed' }
  | { kind: 'handled'; suppressed: number };

interface SesEvent {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: string };
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

export async function handleSnsPost(db: Db, body: string, log: Logger): Promise<SesEventOutcome> {
  const message = parseSnsMessage(body);
  if (!message) return { kind: 'malformed' };
  if (!(await isSignedBySns(message))) {
    log.warn('SNS message refused: signature not valid', { messageId: message.MessageId });
    return { kind: 'forged' };
  }
  const topics = config.sesEventsTopicArns;
  if (topics.length && !topics.includes(message.TopicArn)) {
    log.warn('SNS message from an unexpected topic', { topicArn: message.TopicArn });
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

/** Applies one SES event: how many addresses it suppressed. */
export async function applySesEvent(db: Db, event: SesEvent, log: Logger): Promise<number> {
  const type = event.eventType ?? event.notificationType;
  const messageId = event.mail?.messageId;
  if (!messageId || (type !== 'Bounce' && type !== 'Complaint')) return 0;
  if (type === 'Bounce' && event.bounce?.bounceType !== 'Permanent') return 0;
  const send = await repo.findSendByProviderMessageId(db, messageId);
  if (!send) {
    log.info('SES event for an unknown message', { type });
    return 0;
  }
  const recipients = (type === 'Bounce'
    ? event.bounce?.bouncedRecipients
    : event.complaint?.complainedRecipients
  )
    ?.map((r) => r.emailAddress?.trim().toLowerCase())
    .filter((e): e is string => !!e && e.length <= 254) ?? [send.email];
  const at = new Date();
  await db.transaction().execute(async (trx) => {
    for (const email of recipients) {
      await suppressEmail(
        trx,
        send.account_id,
        email,
        type === 'Bounce' ? 'Bounce' : 'Complaint',
        send.campaign_id,
      );
    }
    await repo.markBouncedOrComplained(trx, send.id, type === 'Bounce' ? 'Bounced' : 'Complained', at);
  });
  log.info('SES event suppressed addresses', { type, sendId: send.id, count: recipients.length });
  return recipients.length;
}
