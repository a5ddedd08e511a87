// Runs one list-import job in this process, as the worker would (for the crash test, which kills it).
// Usage (test env loaded): tsx functions/src/test-support/run-import-job.ts <jobId>
import { db } from '../platform/db/database';
import { createLogger } from '../platform/log';
import { runImportJob } from '../lists/import-runner';

runImportJob(db(), Number(process.argv[2]), createLogger({ worker: 'crash-test' })).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
