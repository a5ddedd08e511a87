import { z } from 'zod';
import { db } from '../platform/db/database';
import { failJob } from '../platform/jobs/job-sweeper';
import { queueNameOf } from '../platform/queue/queues';
import { defineWorker } from '../platform/queue/sqs-worker';
import { failDeadLetteredSends } from '../email-sending/email-send-runner';
import { failDeadLetteredMessage } from '../sending/send-runner';
import { kindOfDeadLetterArn } from './job-kinds';

const deadLetterSchema = z.union([
  z.object({ jobId: z.number().int().positive() }),
  z.object({ messageId: z.number().int().positive() }),
  z.object({ sendIds: z.array(z.number().int().positive()) }),
]);

/**
 * Consumes the dead-letter queue of every job queue: a message that failed every delivery ends its job
 * Failed with the kind's text (unless the job ended already or a live run holds it), and what the job
 * held (a list, 'Pending refresh...') is usable again. From the outbound queue's dead-letter queue, the SMS
 * it carried ends Failed with its reason, so a poison message is visible in history, never silent.
 */
export const handler = defineWorker(
  'deadLetterWorker',
  deadLetterSchema,
  async (message, { log, record }) => {
    const queue = record.eventSourceARN.split(':').pop();
    if ('sendIds' in message) {
      if (queue !== `${queueNameOf('EmailSends')}-dlq`)
        return log.error('dead-lettered e-mail sends from an unexpected queue', { queue });
      await failDeadLetteredSends(db(), message.sendIds, log);
      return;
    }
    if ('messageId' in message) {
      if (queue !== `${queueNameOf('OutboundMessages')}-dlq`)
        return log.error('dead-lettered SMS from an unexpected queue', { queue });
      await failDeadLetteredMessage(db(), message.messageId, log);
      return;
    }
    const kind = kindOfDeadLetterArn(record.eventSourceARN);
    if (!kind)
      return log.error('dead letter from a queue without a job kind', { arn: record.eventSourceARN });
    const failed = await failJob(db(), kind, message.jobId, kind.failureText);
    log.warn('dead-lettered job', { kind: kind.name, jobId: message.jobId, failed });
  },
);
