// Loads a stage's environment for a benchmark run straight with tsx, as bench.sh's load_env does: BENCH_STAGE
// names infra/env/<name>.env or is a file's path (a developer's test stage). Import it before anything that
// reads the environment. Variables already set win.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const stage = process.env.BENCH_STAGE;
if (stage) {
  const file = existsSync(stage) ? stage : resolve(__dirname, `../../infra/env/${stage}.env`);
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m && process.env[m[1]!] === undefined) process.env[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
}
if (!process.env.DATABASE_URL) {
  console.error(
    'No stage: set BENCH_STAGE (e.g. BENCH_STAGE=test or a stage env file) or load its env first.',
  );
  process.exit(1);
}
