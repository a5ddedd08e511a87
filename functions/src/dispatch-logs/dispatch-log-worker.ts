import { db } from '../platform/db/database';
import { defineWorker } from '../platform/queue/sqs-worker';
import { runDispatchLog } from './dispatch-log-runner';
import { dispatchLogMessageSchema } from './dispatch-logs.schemas';

export const handler = defineWorker(
  'dispatchLogWorker',
  dispatchLogMessageSchema,
  async (message, { log }) => {
    await runDispatchLog(db(), message.jobId, log);
  },
);
