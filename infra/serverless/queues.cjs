// The one list of queues: serverless.yml builds its CloudFormation from it and the local
// set-up script creates the same queues (same names, same redrive) on the local endpoint.
'use strict';

/**
 * `worker` names the Lambda that consumes the queue (declared by workers.cjs, polled locally by
 * scripts/local/sqs-poller.ts); queues whose consumer a later area adds have none yet.
 * `reservedConcurrency` caps (and reserves) the worker's Lambda concurrency, and `maximumConcurrency`
 * caps how many of its invocations the SQS event source runs at once, so one tenant's slow imports cannot
 * take every Lambda of the account nor starve the other functions. `jobs: true` marks a queue whose
 * messages are jobs of the shared job mechanism (or outbound messages): its dead-letter queue is consumed by
 * DEAD_LETTER_WORKER. `localPollers` (default 2) is how many pollers the local stack runs for the queue, each one
 * receive → invoke → delete at a time: the local stand-in for the event source's concurrency.
 * @type {{ key: string, suffix: string, visibilityTimeout: number, maxReceiveCount: number, batchSize: number,
 *          jobs?: boolean,
 *          worker?: { name: string, handler: string, timeout: number, memorySize?: number,
 *                     reservedConcurrency?: number, maximumConcurrency?: number, localPollers?: number } }[]}
 */
const QUEUES = [
  {
    key: 'ListImports',
    suffix: 'list-imports',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    jobs: true,
    worker: {
      name: 'listImportWorker',
      handler: 'functions/src/lists/list-import-worker.handler',
      timeout: 900,
      memorySize: 1024,
      reservedConcurrency: 10,
      maximumConcurrency: 10,
    },
  },
  {
    key: 'DmaImports',
    suffix: 'dma-imports',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    jobs: true,
    worker: {
      name: 'dmaImportWorker',
      handler: 'functions/src/dma/dma-import-worker.handler',
      timeout: 900,
      memorySize: 1024,
      reservedConcurrency: 3,
      maximumConcurrency: 3,
    },
  },
  {
    key: 'SegmentBuilds',
    suffix: 'segment-builds',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    jobs: true,
    worker: {
      name: 'segmentBuildWorker',
      handler: 'functions/src/segments/segment-build-worker.handler',
      timeout: 900,
      memorySize: 1024,
      reservedConcurrency: 5,
      maximumConcurrency: 5,
    },
  },
  {
    key: 'ReportBuilds',
    suffix: 'report-builds',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    jobs: true,
    worker: {
      name: 'reportBuildWorker',
      handler: 'functions/src/overviews/report-build-worker.handler',
      timeout: 900,
      memorySize: 1024,
      reservedConcurrency: 3,
      maximumConcurrency: 3,
    },
  },
  {
    key: 'OutboundMessages',
    suffix: 'outbound-messages',
    visibilityTimeout: 60,
    maxReceiveCount: 5,
    batchSize: 10,
    jobs: true,
    worker: {
      name: 'sendWorker',
      handler: 'functions/src/sending/send-worker.handler',
      timeout: 40,
      reservedConcurrency: 20,
      maximumConcurrency: 20,
      // 40 sends in flight locally: with two pollers (20) the send path kept only 0.51-0.66 of a 174/s provider
      // rate on two cores; with four, 0.92-0.93 (docs/benchmarks.md, segment-send).
      localPollers: 4,
    },
  },
  {
    key: 'WebhookDeliveries',
    suffix: 'webhook-deliveries',
    visibilityTimeout: 60,
    maxReceiveCount: 8,
    batchSize: 10,
    // Not a job queue: a call whose message dead-letters is still due in MySQL, and the scheduled sweep
    // queues it again (functions/src/webhooks/callback-sweep.ts); its attempts bound it.
    worker: {
      name: 'webhookDeliveryWorker',
      handler: 'functions/src/webhooks/delivery-worker.handler',
      // A batch's calls are posted side by side, each within WEBHOOK_TIMEOUT_MS (10 s).
      timeout: 30,
      reservedConcurrency: 5,
      maximumConcurrency: 5,
    },
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
  {
    key: 'DispositionReports',
    suffix: 'disposition-reports',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    jobs: true,
    worker: {
      name: 'dispositionReportWorker',
      handler: 'functions/src/disposition-reports/disposition-report-worker.handler',
      timeout: 900,
      memorySize: 512,
      reservedConcurrency: 3,
      maximumConcurrency: 3,
    },
  },
  {
    // Campaigns' dispatch logs (proof of dispatch, issue 28): a million rows streamed into S3 by a job.
    key: 'DispatchLogs',
    suffix: 'dispatch-logs',
    visibilityTimeout: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    jobs: true,
    worker: {
      name: 'dispatchLogWorker',
      handler: 'functions/src/dispatch-logs/dispatch-log-worker.handler',
      timeout: 900,
      memorySize: 512,
      reservedConcurrency: 3,
      maximumConcurrency: 3,
    },
  },
  {
    // E-mail campaigns and test sends (functions/src/email-sending/): each message carries up to 50 send ids,
    // claimed together with a lease and sent to SES side by side; its dead-letter queue's consumer ends them.
    key: 'EmailSends',
    suffix: 'email-sends',
    visibilityTimeout: 90,
    maxReceiveCount: 5,
    batchSize: 1,
    jobs: true,
    worker: {
      name: 'emailSendWorker',
      handler: 'functions/src/email-sending/email-send-worker.handler',
      timeout: 60,
      reservedConcurrency: 10,
      maximumConcurrency: 10,
      localPollers: 4,
    },
  },
];

/**
 * Ends the job of every message that reaches a job queue's dead-letter queue (functions/src/jobs/); for
 * the outbound queue, the message it carried ends Failed.
 */
const DEAD_LETTER_WORKER = {
  name: 'deadLetterWorker',
  handler: 'functions/src/jobs/dead-letter-worker.handler',
  timeout: 60,
  batchSize: 10,
  reservedConcurrency: 2,
};

/**
 * Scheduled functions: EventBridge schedules on AWS; locally scripts/local/sqs-poller.ts invokes them
 * every `everySeconds` (LOCAL_SCHEDULE_SECONDS overrides it).
 */
const SCHEDULES = [
  // Partners' accepted messages to the send queue, off their requests (functions/src/sending/send-relay.ts):
  // each run relays for SEND_RELAY_RUN_SECONDS (65 deployed, so consecutive runs overlap); locally the
  // poller starts the next run as soon as one ends (`continuous`).
  {
    name: 'sendRelay',
    handler: 'functions/src/sending/handlers/send-relay.handler',
    rate: 'rate(1 minute)',
    everySeconds: 60,
    timeout: 90,
    continuous: true,
  },
  {
    name: 'jobSweeper',
    handler: 'functions/src/jobs/sweep-jobs.handler',
    rate: 'rate(1 minute)',
    everySeconds: 60,
    timeout: 60,
  },
  // Routing by measured delivery (functions/src/providers/health/): judges each active provider's delivery and
  // errors and writes its health row, which the send worker reads when it chooses within a spread.
  {
    name: 'providerHealth',
    handler: 'functions/src/providers/health/handlers/evaluate-provider-health.handler',
    rate: 'rate(1 minute)',
    everySeconds: 60,
    timeout: 60,
  },
  {
    name: 'segmentScheduler',
    handler: 'functions/src/segments/schedule-segment-builds.handler',
    rate: 'rate(1 minute)',
    everySeconds: 60,
    timeout: 60,
  },
  {
    name: 'segmentDrain',
    handler: 'functions/src/segments/drain-segments.handler',
    rate: 'rate(1 minute)',
    everySeconds: 60,
    timeout: 120,
  },
  // Hourly on AWS; locally every minute, so the demo's overviews fill soon after the stack starts (an
  // incremental run with nothing new reads three index ranges and writes nothing).
  // E-mail campaigns (functions/src/email-sending/email-send-tick.ts): builds due rounds, drains them into the
  // e-mail send queue inside their windows, and sweeps sends that never reached the queue or whose worker died.
  {
    name: 'emailSendTick',
    handler: 'functions/src/email-sending/email-send-tick.handler',
    rate: 'rate(1 minute)',
    everySeconds: 60,
    timeout: 300,
  },
  {
    name: 'overviewConsolidation',
    handler: 'functions/src/overviews/consolidate-overviews.handler',
    rate: 'rate(1 hour)',
    everySeconds: 60,
    timeout: 900,
  },
  // Scheduled cross-campaign reports (functions/src/report-builds): hourly, so a report of the previous
  // day, week or month is queued within the first hour after its period ends.
  {
    name: 'reportScheduler',
    handler: 'functions/src/report-builds/schedule-reports.handler',
    rate: 'rate(1 hour)',
    everySeconds: 60,
    timeout: 120,
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
  DEAD_LETTER_WORKER,
  SCHEDULES,
  BUCKETS,
  DLQ_RETENTION_SECONDS,
  resourcePrefix,
  queueName,
  dlqName,
  bucketName,
};
