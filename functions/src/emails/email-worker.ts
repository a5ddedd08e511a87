import { QUEUES } from '../../../infra/serverless/queues.cjs';
import { db } from '../platform/db/database';
import { emailSender } from '../platform/email/email-sender';
import { defineWorker } from '../platform/queue/sqs-worker';
import { emailQueueMessageSchema } from './emails.schemas';
import { deliverEmail } from './emails.service';

const maxReceiveCount = QUEUES.find((q) => q.key === 'Emails')?.maxReceiveCount ?? 1;

export const handler = defineWorker(
  'emailWorker',
  emailQueueMessageSchema,
  async (message, { log, record }) => {
    const number = Number(record.attributes.ApproximateReceiveCount ?? '1');
    await deliverEmail(
      db(),
      emailSender(),
      message.emailId,
      { number, isLast: number >= maxReceiveCount },
      log,
    );
  },
);
