// Runs one list-import job in this process, as the worker would (for the crash test, which kills it, and
// the volume test, which reads the peak memory it prints as JSON when it ends).
// Usage (test env loaded): tsx functions/src/test-support/run-import-job.ts <jobId>
import { db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { runImportJob } from '../lists/import-runner';

runImportJob(db(), Number(process.argv[2]), createLogger({ worker: 'test-process' })).then(
  () => {
    process.stdout.write(`${JSON.stringify({ maxRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
