// Feeds SQS messages to the worker functions that serverless-offline runs, the way the Lambda
// event source mapping does on AWS: batches of batchSize, ReportBatchItemFailures honoured (only the
// records the worker did not report as failed are deleted), failed batches left to SQS's redrive.
import {
  DeleteMessageBatchCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  type Message,
} from '@aws-sdk/client-sqs';
import { createSqsClient } from '../../functions/src/platform/queue/queues';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { QUEUES, queueName, type QueueDefinition } from '../../infra/serverless/queues.cjs';

const prefix = process.env.RESOURCE_PREFIX!;
const lambdaPort = Number(process.env.LAMBDA_PORT ?? 3002);
const region = process.env.AWS_REGION ?? 'af-south-1';
const sqs = createSqsClient();
let stopping = false;

function toRecord(message: Message, queueArn: string): SQSRecord {
  const attrs = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attrs.ApproximateReceiveCount ?? '1',
      SentTimestamp: attrs.SentTimestamp ?? String(Date.now()),
      SenderId: attrs.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attrs.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

async function invoke(functionName: string, records: SQSRecord[]): Promise<Set<string>> {
  const all = new Set(records.map((r) => r.messageId));
  try {
    const res = await fetch(
      `http://127.0.0.1:${lambdaPort}/2015-03-31/functions/${functionName}/invocations`,
      {
        method: 'POST',
        body: JSON.stringify({ Records: records }),
      },
    );
    const body = (await res.json()) as Partial<SQSBatchResponse> & { errorMessage?: string };
    if (!res.ok || res.headers.get('x-amz-function-error') || body.errorMessage) {
      console.error(`poller: ${functionName} failed the whole batch: ${body.errorMessage ?? res.status}`);
      return all;
    }
    return new Set((body.batchItemFailures ?? []).map((f) => f.itemIdentifier));
  } catch (error) {
    console.error(`poller: could not invoke ${functionName}: ${String(error)}`);
    return all;
  }
}

async function poll(queue: QueueDefinition): Promise<void> {
  const name = queueName(prefix, queue);
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
  const arn = `arn:aws:sqs:${region}:000000000000:${name}`;
  const functionName = `${prefix}-${queue.worker!.name}`;
  console.log(`poller: ${name} -> ${functionName}`);
  while (!stopping) {
    try {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl,
          MaxNumberOfMessages: queue.batchSize,
          WaitTimeSeconds: 2,
          MessageSystemAttributeNames: ['All'],
        }),
      );
      if (!Messages.length) continue;
      const records = Messages.map((m) => toRecord(m, arn));
      const failed = await invoke(functionName, records);
      const done = Messages.filter((m) => !failed.has(m.MessageId!));
      if (done.length) {
        await sqs.send(
          new DeleteMessageBatchCommand({
            QueueUrl,
            Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
          }),
        );
      }
    } catch (error) {
      console.error(`poller: ${name}: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

process.on('SIGTERM', () => (stopping = true));
process.on('SIGINT', () => (stopping = true));

const workers = QUEUES.filter((q) => q.worker);
Promise.all(workers.map(poll)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`poller: ${String(error)}`);
    process.exit(1);
  },
);
