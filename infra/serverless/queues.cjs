// The one list of queues: serverless.yml builds its CloudFormation from it and the local
// set-up script creates the same queues (same names, same redrive) on the local endpoint.
'use strict';

/**
 * `worker` names the Lambda that consumes the queue (declared by workers.cjs, polled locally by
 * scripts/local/sqs-poller.ts); queues whose consumer a later area adds have none yet.
 * @type {{ key: string, suffix: string, visibilityTimeout: number, maxReceiveCount: number, batchSize: number,
 *          worker?: { name: string, handler: string, timeout: number, memorySize?: number } }[]}
 */
const QUEUES = [
  {
    key: 'ListImports',
    suffix: 'list-imports',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    worker: {
      name: 'listImportWorker',
      handler: 'functions/src/lists/list-import-worker.handler',
      timeout: 900,
      memorySize: 1024,
    },
  },
  {
    key: 'DmaImports',
    suffix: 'dma-imports',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    worker: {
      name: 'dmaImportWorker',
      handler: 'functions/src/dma/dma-import-worker.handler',
      timeout: 900,
      memorySize: 1024,
    },
  },
  {
    key: 'ReportBuilds',
    suffix: 'report-builds',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
  },
  {
    key: 'OutboundMessages',
    suffix: 'outbound-messages',
    visibilityTimeout: 60,
    maxReceiveCount: 5,
    batchSize: 10,
  },
  {
    key: 'WebhookDeliveries',
    suffix: 'webhook-deliveries',
    visibilityTimeout: 60,
    maxReceiveCount: 8,
    batchSize: 10,
  },
  {
    key: 'Emails',
    suffix: 'emails',
    visibilityTimeout: 60,
    maxReceiveCount: 5,
    batchSize: 10,
    worker: {
      name: 'emailWorker',
      handler: 'functions/src/emails/email-worker.handler',
      timeout: 30,
    },
  },
];

const BUCKETS = [
  { key: 'Uploads', suffix: 'uploads' },
  { key: 'Reports', suffix: 'reports' },
];

/** Dead-letter messages are kept 14 days, the SQS maximum, so nothing is lost silently. */
const DLQ_RETENTION_SECONDS = 1209600;

const resourcePrefix = (service, stage) => `${service}-${stage}`;
const queueName = (prefix, q) => `${prefix}-${q.suffix}`;
const dlqName = (prefix, q) => `${prefix}-${q.suffix}-dlq`;
const bucketName = (prefix, b) => `${prefix}-${b.suffix}`;

module.exports = {
  QUEUES,
  BUCKETS,
  DLQ_RETENTION_SECONDS,
  resourcePrefix,
  queueName,
  dlqName,
  bucketName,
};
