// Worker functions, one per queue that has a consumer, generated from queues.cjs so the queue,
// its dead-letter queue and its consumer are declared once.
'use strict';
const { QUEUES } = require('./queues.cjs');

module.exports = () => {
  const functions = {};
  for (const q of QUEUES) {
    if (!q.worker) continue;
    functions[q.worker.name] = {
      handler: q.worker.handler,
      timeout: q.worker.timeout,
      ...(q.worker.memorySize ? { memorySize: q.worker.memorySize } : {}),
      events: [
        {
          sqs: {
            arn: { 'Fn::GetAtt': [`${q.key}Queue`, 'Arn'] },
            batchSize: q.batchSize,
            functionResponseType: 'ReportBatchItemFailures',
          },
        },
      ],
    };
  }
  return functions;
};
