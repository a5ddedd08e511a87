import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { db } from '../platform/db/database';
import { queueUrlOf, sqs } from '../platform/queue/queues';
import { defineWorker } from '../platform/queue/sqs-worker';
import { runEmailBatch, type EmailSendDeps } from './email-send-runner';
import { markEnqueued } from './email-sends.repository';
import { sendCampaignEmail } from './ses-campaign-sender';

/** At most this many sends per queue message. */
export const SENDS_PER_MESSAGE = 50;
export const emailSendMessageSchema = z.object({
  sendIds: z.array(z.number().int().positive()).min(1).max(SENDS_PER_MESSAGE),
});

const deps: EmailSendDeps = {
  send: sendCampaignEmail,
  requeue: async (ids, delaySeconds) => {
    await sqs().send(
      new SendMessageCommand({
        QueueUrl: await queueUrlOf('EmailSends'),
        MessageBody: JSON.stringify({ sendIds: ids }),
        DelaySeconds: delaySeconds,
      }),
    );
    await markEnqueued(db(), ids, new Date());
  },
};

/** Sends the e-mail of the email-sends queue: each message a batch of sends (functions/src/email-sending/). */
export const handler = defineWorker('emailSendWorker', emailSendMessageSchema, async (message, { log }) => {
  const result = await runEmailBatch(db(), message.sendIds, log, deps);
  log.debug('e-mail batch', { ...result });
});
