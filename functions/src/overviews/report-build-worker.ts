import { z } from 'zod';
import { db } from '../platform/db/database';
import { defineWorker } from '../platform/queue/sqs-worker';
import { runConsolidationBuild } from './consolidation-build-runner';
import { runOverviewRebuild } from './overview-rebuild-runner';
import { findBuildKind } from './report-builds.repository';

const reportBuildMessageSchema = z.object({ jobId: z.number().int().positive() });

/** Consumes the ReportBuilds queue: each message names a report build (an overview rebuild or a consolidation run). */
export const handler = defineWorker(
  'reportBuildWorker',
  reportBuildMessageSchema,
  async (message, { log }) => {
    if ((await findBuildKind(db(), message.jobId)) === 'Consolidation')
      await runConsolidationBuild(db(), message.jobId, log);
    else await runOverviewRebuild(db(), message.jobId, log);
  },
);
