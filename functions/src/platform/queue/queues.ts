import {
  GetQueueUrlCommand,
  SQSClient,
  SendMessageBatchCommand,
  SendMessageCommand,
} from '@aws-sdk/client-sqs';
import { config } from '../config';
// The same list serverless.yml and the local set-up script use.
import { QUEUES, queueName } from '../../../../infra/serverless/queues.cjs';

export type QueueKey =
  | 'ListImports'
  | 'DmaImports'
  | 'SegmentBuilds'
  | 'ReportBuilds'
  | 'OutboundMessages'
  | 'WebhookDeliveries'
  | 'Emails'
  | 'DispositionReports'
  | 'DispatchLogs'
  | 'EmailSends';

let client: SQSClient | undefined;
const urls = new Map<QueueKey, Promise<string>>();

/**
 * A new SQS client. AWS_ENDPOINT_URL points it at the local endpoint in development; requests always go
 * to the configured endpoint, not to the host inside a queue URL (local emulators hand out URLs such as
 * sqs.<region>.localhost that do not resolve everywhere).
 */
export function createSqsClient(): SQSClient {
  return new SQSClient({ useQueueUrlAsEndpoint: false });
}

/** The container's SQS client. */
export function sqs(): SQSClient {
  client ??= createSqsClient();
  return client;
}

/** The full name of a queue in this stage, e.g. sms-platform-local-emails. */
export function queueNameOf(key: QueueKey): string {
  const definition = QUEUES.find((q) => q.key === key);
  if (!definition) throw new Error(`Unknown queue ${key}`);
  return queueName(config.resourcePrefix, definition);
}

/** The queue's URL, looked up once per container. */
export function queueUrlOf(key: QueueKey): Promise<string> {
  let url = urls.get(key);
  if (!url) {
    url = sqs()
      .send(new GetQueueUrlCommand({ QueueName: queueNameOf(key) }))
      .then((r) => r.QueueUrl ?? Promise.reject(new Error(`Queue ${key} has no URL`)));
    url.catch(() => urls.delete(key));
    urls.set(key, url);
  }
  return url;
}

/** Puts a job on a queue. Messages carry ids, never file contents. */
export async function sendToQueue(key: QueueKey, message: object): Promise<void> {
  await sqs().send(
    new SendMessageCommand({ QueueUrl: await queueUrlOf(key), MessageBody: JSON.stringify(message) }),
  );
}

export interface DelayedMessage {
  body: object;
  /** 0..900 seconds (SQS's limit). */
  delaySeconds: number;
}

/** SQS takes at most 10 messages a batch call; this many calls run at once. */
const BATCH_SIZE = 10;
const BATCH_CALLS_IN_FLIGHT = 8;

/**
 * Puts many messages on a queue, each with its own delay, 10 to a call and several calls at once. Returns
 * the indexes of the messages SQS took (a failed entry or call leaves its messages out; the caller's
 * sweep queues them later).
 */
export async function sendBatchToQueue(key: QueueKey, messages: DelayedMessage[]): Promise<number[]> {
  const url = await queueUrlOf(key);
  const sent: number[] = [];
  const batches: number[][] = [];
  for (let i = 0; i < messages.length; i += BATCH_SIZE) {
    batches.push(Array.from({ length: Math.min(BATCH_SIZE, messages.length - i) }, (_, k) => i + k));
  }
  let next = 0;
  const lane = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      try {
        const result = await sqs().send(
          new SendMessageBatchCommand({
            QueueUrl: url,
            Entries: batch.map((index) => ({
              Id: String(index),
              MessageBody: JSON.stringify(messages[index]!.body),
              DelaySeconds: Math.max(0, Math.min(900, Math.round(messages[index]!.delaySeconds))),
            })),
          }),
        );
        for (const ok of result.Successful ?? []) sent.push(Number(ok.Id));
      } catch {
        // The whole call failed: its messages stay unqueued for the sweep.
      }
    }
  };
  await Promise.all(Array.from({ length: BATCH_CALLS_IN_FLIGHT }, lane));
  return sent.sort((a, b) => a - b);
}
