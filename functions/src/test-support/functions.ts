// Calls functions of the test stack the way AWS would: serverless-offline's Lambda endpoint for direct
// invocations (a scheduled function, an SQS batch), and the stage's real queues.
import { GetQueueUrlCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { createSqsClient } from '../platform/queue/queues';

/** Invokes a function of the stack by its short name (e.g. 'jobSweeper') and answers its JSON result. */
export async function invokeFunction<T = unknown>(name: string, payload: unknown = {}): Promise<T> {
  const res = await fetch(
    `http://127.0.0.1:${process.env.LAMBDA_PORT}/2015-03-31/functions/${process.env.RESOURCE_PREFIX}-${name}/invocations`,
    { method: 'POST', body: JSON.stringify(payload) },
  );
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Delivers one SQS message to a worker directly (as a redelivery would), with the queue's ARN. */
export function deliverToWorker(worker: string, queueSuffix: string, body: object) {
  return invokeFunction<{ batchItemFailures: { itemIdentifier: string }[] }>(worker, {
    Records: [
      {
        messageId: `direct-${Date.now()}-${Math.random()}`,
        receiptHandle: 'r',
        body: JSON.stringify(body),
        attributes: { ApproximateReceiveCount: '2' },
        eventSourceARN: `arn:aws:sqs:${process.env.AWS_REGION}:000000000000:${process.env.RESOURCE_PREFIX}-${queueSuffix}`,
      },
    ],
  });
}

/** Puts a message on one of the stage's queues (by suffix, e.g. 'list-imports-dlq'). */
export async function sendToStageQueue(queueSuffix: string, body: object): Promise<void> {
  const sqs = createSqsClient();
  const { QueueUrl } = await sqs.send(
    new GetQueueUrlCommand({ QueueName: `${process.env.RESOURCE_PREFIX}-${queueSuffix}` }),
  );
  await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify(body) }));
}
