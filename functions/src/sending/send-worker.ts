import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { db } from '../platform/db/database';
import { queueUrlOf, sqs } from '../platform/queue/queues';
import { defineWorker } from '../platform/queue/sqs-worker';
import { gatewayFor, openProviderConnection } from '../providers/gateways';
import { runSend, type SendDeps } from './send-runner';
import { markEnqueued } from './sending.repository';
import { sendQueueMessageSchema } from './sending.schemas';

const deps: SendDeps = {
  gatewayFor: (provider) => gatewayFor(openProviderConnection(provider)),
  requeue: async (messageId, delaySeconds) => {
    await sqs().send(
      new SendMessageCommand({
        QueueUrl: await queueUrlOf('OutboundMessages'),
        MessageBody: JSON.stringify({ messageId }),
        DelaySeconds: delaySeconds,
      }),
    );
    await markEnqueued(db(), [messageId], new Date());
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Sends the messages of the outbound queue, each on its own (a batch's records run side by side). */
export const handler = defineWorker('sendWorker', sendQueueMessageSchema, async (message, { log }) => {
  const result = await runSend(db(), message.messageId, log, deps);
  log.debug('send attempt', { messageId: message.messageId, result });
});
