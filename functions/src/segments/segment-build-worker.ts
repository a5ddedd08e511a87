import { z } from 'zod';
import { db } from '../platform/db/database';
import { defineWorker } from '../platform/queue/sqs-worker';
import { runSegmentBuild } from './segment-build-runner';

const segmentBuildMessageSchema = z.object({ jobId: z.number().int().positive() });

export const handler = defineWorker(
  'segmentBuildWorker',
  segmentBuildMessageSchema,
  async (message, { log }) => {
    await runSegmentBuild(db(), message.jobId, log);
  },
);
