import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { db } from '../platform/db/database';
import { queueUrlOf, sqs } from '../platform/queue/queues';
import { defineWorker } from '../platform/queue/sqs-worker';
import { postCallback } from './callback-http';
import { resolveCallbackUrl } from './callback-url-guard';
import { runDelivery, type DeliveryDeps } from './delivery-runner';
import { markCallsEnqueued } from './webhooks.repository';
import { callbackQueueMessageSchema } from './callbacks';

const deps: DeliveryDeps = {
  resolve: (callbackUrl) => resolveCallbackUrl(callbackUrl),
  post: postCallback,
  requeue: async (callId, delaySeconds) => {
    await sqs().send(
      new SendMessageCommand({
        QueueUrl: await queueUrlOf('WebhookDeliveries'),
        MessageBody: JSON.stringify({ callId }),
        DelaySeconds: delaySeconds,
      }),
    );
    await markCallsEnqueued(db(), [callId], new Date());
  },
};

/** Delivers the web-service calls of the WebhookDeliveries queue, each on its own. */
export const handler = defineWorker(
  'webhookDeliveryWorker',
  callbackQueueMessageSchema,
  async (message, { log }) => {
    const result = await runDelivery(db(), message.callId, log, deps);
    log.debug('callback delivery', { callId: message.callId, result });
  },
);
