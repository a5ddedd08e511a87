import { db } from '../platform/db/database';
import { defineWorker } from '../platform/queue/sqs-worker';
import { runDmaImport } from './dma-import-runner';
import { dmaImportMessageSchema } from './dma.schemas';

export const handler = defineWorker('dmaImportWorker', dmaImportMessageSchema, async (message, { log }) => {
  await runDmaImport(db(), message.jobId, log);
});
