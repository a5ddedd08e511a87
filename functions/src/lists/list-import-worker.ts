import { db } from '../platform/db/database';
import { defineWorker } from '../platform/queue/sqs-worker';
import { runImportJob } from './import-runner';
import { listImportMessageSchema } from './lists.schemas';

export const handler = defineWorker('listImportWorker', listImportMessageSchema, async (message, { log }) => {
  await runImportJob(db(), message.jobId, log);
});
