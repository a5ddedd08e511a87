// Adds up the test runners' JSON reports into one closing line: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2]!;
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of ['unit.json', 'frontend-unit.json', 'integration.json']) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    console.log(`${file}: no report (the step did not run to the end)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(path, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}

const e2ePath = join(process.cwd(), 'frontend', 'e2e', '.results', 'results.json');
if (existsSync(e2ePath)) {
  const r = JSON.parse(readFileSync(e2ePath, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
} else {
  console.log('end-to-end: no report');
  failed += 1;
}

if (passed === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
