// Feeds SQS messages to the worker functions that serverless-offline runs, the way the Lambda
// event source mapping does on AWS: batches of batchSize, ReportBatchItemFailures honoured (only the
// records the worker did not report as failed are deleted), failed batches left to SQS's redrive. The
// job queues' dead-letter queues feed the dead-letter worker. It also plays EventBridge: each scheduled
// function is invoked every `everySeconds` (LOCAL_SCHEDULE_SECONDS overrides it).
import {
  DeleteMessageBatchCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  type Message,
} from '@aws-sdk/client-sqs';
import { createSqsClient } from '../../functions/src/platform/queue/queues';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { request } from 'node:http';
import {
  DEAD_LETTER_WORKER,
  QUEUES,
  SCHEDULES,
  dlqName,
  queueName,
  type ScheduleDefinition,
} from '../../infra/serverless/queues.cjs';

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

/**
 * Invokes a function through serverless-offline's Lambda endpoint and answers its JSON result. Plain
 * node:http with the function's own time-out (plus a margin): fetch's 5-minute header time-out would give
 * up on a long import that is still running and make the poller hand the message out again.
 */
function invokeLambda(functionName: string, payload: unknown, timeoutSeconds: number) {
  return new Promise<{ status: number; functionError: boolean; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: lambdaPort,
        method: 'POST',
        path: `/2015-03-31/functions/${functionName}/invocations`,
        timeout: (timeoutSeconds + 60) * 1000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            functionError: !!res.headers['x-amz-function-error'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutSeconds + 60} s`)));
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

async function invoke(
  functionName: string,
  records: SQSRecord[],
  timeoutSeconds: number,
): Promise<Set<string>> {
  const all = new Set(records.map((r) => r.messageId));
  try {
    const res = await invokeLambda(functionName, { Records: records }, timeoutSeconds);
    const body = JSON.parse(res.body || '{}') as Partial<SQSBatchResponse> & { errorMessage?: string };
    if (res.status >= 300 || res.functionError || body.errorMessage) {
      console.error(`poller: ${functionName} failed the whole batch: ${body.errorMessage ?? res.status}`);
      return all;
    }
    return new Set((body.batchItemFailures ?? []).map((f) => f.itemIdentifier));
  } catch (error) {
    console.error(`poller: could not invoke ${functionName}: ${String(error)}`);
    return all;
  }
}

interface Consumer {
  queue: string;
  functionName: string;
  batchSize: number;
  timeout: number;
}

async function poll({ queue: name, functionName, batchSize, timeout }: Consumer): Promise<void> {
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
  const arn = `arn:aws:sqs:${region}:000000000000:${name}`;
  console.log(`poller: ${name} -> ${functionName}`);
  while (!stopping) {
    try {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl,
          MaxNumberOfMessages: batchSize,
          WaitTimeSeconds: 2,
          MessageSystemAttributeNames: ['All'],
        }),
      );
      if (!Messages.length) continue;
      const records = Messages.map((m) => toRecord(m, arn));
      const failed = await invoke(functionName, records, timeout);
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

/**
 * Plays an EventBridge schedule: invokes the function every `everySeconds`, one run at a time; a `continuous`
 * one (its runs last about as long as its period) again as soon as a run ends.
 */
async function schedule(s: ScheduleDefinition): Promise<void> {
  const everyMs = s.continuous ? 200 : Number(process.env.LOCAL_SCHEDULE_SECONDS ?? s.everySeconds) * 1000;
  const functionName = `${prefix}-${s.name}`;
  console.log(`poller: every ${everyMs / 1000} s -> ${functionName}`);
  while (!stopping) {
    await new Promise((r) => setTimeout(r, everyMs));
    if (stopping) break;
    try {
      const res = await invokeLambda(functionName, {}, s.timeout);
      if (res.status >= 300 || res.functionError) {
        console.error(`poller: ${functionName}: ${res.body}`);
        if (s.continuous) await new Promise((r) => setTimeout(r, 2000));
      }
    } catch (error) {
      console.error(`poller: could not invoke ${functionName}: ${String(error)}`);
      if (s.continuous) await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

process.on('SIGTERM', () => (stopping = true));
process.on('SIGINT', () => (stopping = true));

// Queues whose event source runs several invocations at once get several local pollers (two unless the queue
// says `localPollers`): a hung import must not hold the queue, as on AWS where other invocations keep going.
const consumers: Consumer[] = [
  ...QUEUES.filter((q) => q.worker).flatMap((q) =>
    Array.from({ length: Math.min(q.worker!.localPollers ?? 2, q.worker!.maximumConcurrency ?? 1) }, () => ({
      queue: queueName(prefix, q),
      functionName: `${prefix}-${q.worker!.name}`,
      batchSize: q.batchSize,
      timeout: q.worker!.timeout,
    })),
  ),
  ...QUEUES.filter((q) => q.jobs).map((q) => ({
    queue: dlqName(prefix, q),
    functionName: `${prefix}-${DEAD_LETTER_WORKER.name}`,
    batchSize: DEAD_LETTER_WORKER.batchSize,
    timeout: DEAD_LETTER_WORKER.timeout,
  })),
];
// LOCAL_SCHEDULES_PAUSED (names, comma-separated) leaves schedules out: the email-send benchmark runs the e-mail
// tick itself at its own rate, and the stack's tick at the stage's rate would pace the same campaign meanwhile.
const paused = new Set((process.env.LOCAL_SCHEDULES_PAUSED ?? '').split(',').filter(Boolean));
const schedules = SCHEDULES.filter((s) => !paused.has(s.name));
for (const name of paused) console.log(`poller: schedule ${name} paused (LOCAL_SCHEDULES_PAUSED)`);
Promise.all([...consumers.map(poll), ...schedules.map(schedule)]).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`poller: ${String(error)}`);
    process.exit(1);
  },
);
