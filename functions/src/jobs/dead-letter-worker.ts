import { z } from 'zod';
import { db } from '../platform/db/database';
import { failJob } from '../platform/jobs/job-sweeper';
import { defineWorker } from '../platform/queue/sqs-worker';
import { kindOfDeadLetterArn } from './job-kinds';

const jobMessageSchema = z.object({ jobId: z.number().int().positive() });

/**
 * Consumes the dead-letter queue of every job queue: a message that failed every delivery ends its job
 * Failed with the kind's text (unless the job ended already or a live run holds it), and what the job
 * held (a list, 'Pending refresh...') is usable again.
 */
export const handler = defineWorker(
  'deadLetterWorker',
  jobMessageSchema,
  async (message, { log, record }) => {
    const kind = kindOfDeadLetterArn(record.eventSourceARN);
    if (!kind)
      return log.error('dead letter from a queue without a job kind', { arn: record.eventSourceARN });
    const failed = await failJob(db(), kind, message.jobId, kind.failureText);
    log.warn('dead-lettered job', { kind: kind.name, jobId: message.jobId, failed });
  },
);
