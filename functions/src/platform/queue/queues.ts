import { GetQueueUrlCommand, SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
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
  | 'Emails';

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
