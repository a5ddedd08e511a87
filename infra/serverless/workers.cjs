// Worker functions, one per queue that has a consumer, generated from queues.cjs so the queue,
// its dead-letter queue and its consumer are declared once; the consumer of the job queues'
// dead-letter queues; and the scheduled functions.
'use strict';
const { QUEUES, DEAD_LETTER_WORKER, SCHEDULES } = require('./queues.cjs');

module.exports = () => {
  const functions = {};
  for (const q of QUEUES) {
    if (!q.worker) continue;
    functions[q.worker.name] = {
      handler: q.worker.handler,
      timeout: q.worker.timeout,
      ...(q.worker.memorySize ? { memorySize: q.worker.memorySize } : {}),
      ...(q.worker.reservedConcurrency ? { reservedConcurrency: q.worker.reservedConcurrency } : {}),
      events: [
        {
          sqs: {
            arn: { 'Fn::GetAtt': [`${q.key}Queue`, 'Arn'] },
            batchSize: q.batchSize,
            functionResponseType: 'ReportBatchItemFailures',
            ...(q.worker.maximumConcurrency ? { maximumConcurrency: q.worker.maximumConcurrency } : {}),
          },
        },
      ],
    };
  }
  functions[DEAD_LETTER_WORKER.name] = {
    handler: DEAD_LETTER_WORKER.handler,
    timeout: DEAD_LETTER_WORKER.timeout,
    reservedConcurrency: DEAD_LETTER_WORKER.reservedConcurrency,
    events: QUEUES.filter((q) => q.jobs).map((q) => ({
      sqs: {
        arn: { 'Fn::GetAtt': [`${q.key}DeadLetterQueue`, 'Arn'] },
        batchSize: DEAD_LETTER_WORKER.batchSize,
        functionResponseType: 'ReportBatchItemFailures',
      },
    })),
  };
  // Under serverless-offline the schedule events are left out: the local poller plays EventBridge (with a
  // period the test stage shortens), instead of serverless-offline's own once-a-minute cron running too.
  const offline = process.argv.includes('offline');
  for (const s of SCHEDULES) {
    functions[s.name] = {
      handler: s.handler,
      timeout: s.timeout,
      events: offline ? [] : [{ schedule: s.rate }],
    };
  }
  return functions;
};
