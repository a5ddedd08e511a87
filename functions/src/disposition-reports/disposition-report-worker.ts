import { db } from '../platform/db/database';
import { defineWorker } from '../platform/queue/sqs-worker';
import { runDispositionReport } from './disposition-report-runner';
import { dispositionReportMessageSchema } from './disposition-reports.schemas';

export const handler = defineWorker(
  'dispositionReportWorker',
  dispositionReportMessageSchema,
  async (message, { log }) => {
    await runDispositionReport(db(), message.jobId, log);
  },
);
