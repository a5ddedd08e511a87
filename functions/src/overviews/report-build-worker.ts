import { z } from 'zod';
import { db } from '../platform/db/database';
import { defineWorker } from '../platform/queue/sqs-worker';
import { runOverviewRebuild } from './overview-rebuild-runner';

const reportBuildMessageSchema = z.object({ jobId: z.number().int().positive() });

/** Consumes the ReportBuilds queue: each message names a report build (today: overview rebuilds). */
export const handler = defineWorker(
  'reportBuildWorker',
  reportBuildMessageSchema,
  async (message, { log }) => {
    await runOverviewRebuild(db(), message.jobId, log);
  },
);
