// Runs the benchmarks against the running local stack (bash scripts/run.sh first) and prints each
// candidate as a ratio to its baseline measured in the same run. Usage: npm run bench [-- name ...]
// Another stage: BENCH_STAGE=/path/to/test-x.env bash scripts/bench/bench.sh list-pages
import { authenticatedRead } from './benchmarks/authenticated-read';
import { emailSend } from './benchmarks/email-send';
import { engagedList } from './benchmarks/engaged-list';
import { inboundWebhook } from './benchmarks/inbound-webhook';
import { inbox } from './benchmarks/inbox';
import { listImport, listImportDirty } from './benchmarks/list-import';
import { listPages } from './benchmarks/list-pages';
import { publicPageGet, publicPageSubmit } from './benchmarks/public-pages';
import { segmentBuild } from './benchmarks/segment-build';
import { sendBatch } from './benchmarks/send-batch';
import { sendEndpoint, sendEndpoint10 } from './benchmarks/send-endpoint';
import { sendPipeline } from './benchmarks/send-pipeline';
import { topRowsBenchmark } from './benchmarks/top-rows';
import { segmentSend } from './benchmarks/segment-send';
import { timed, type Benchmark, type Figures } from './harness';

const BENCHMARKS: Benchmark[] = [
  authenticatedRead,
  topRowsBenchmark,
  listImport,
  listImportDirty,
  listPages,
  sendEndpoint10,
  sendEndpoint,
  sendBatch,
  sendPipeline,
  inboundWebhook,
  inbox,
  segmentBuild,
  segmentSend,
  engagedList,
  publicPageGet,
  publicPageSubmit,
  emailSend,
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (f: Figures) =>
  `${f.opsPerSecond.toFixed(f.opsPerSecond < 10 ? 3 : 0)} ops/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`;

async function runOne(b: Benchmark): Promise<void> {
  const rounds = b.rounds ?? ROUNDS;
  console.log(`\n${b.name}: ${b.unit} (${b.description}, ${rounds} interleaved rounds)`);
  await b.setup();
  try {
    if (rounds > 1) {
      await b.candidate.run(); // warm both sides once (cold Lambda workers, connection pools)
      await b.baseline.run();
    }
    const base: Figures[] = [];
    const cand: Figures[] = [];
    for (let round = 0; round < rounds; round += 1) {
      base.push(await timed(b.baseline.run));
      cand.push(await timed(b.candidate.run));
    }
    const pick = (fs: Figures[]): Figures => ({
      opsPerSecond: median(fs.map((f) => f.opsPerSecond)),
      p50: median(fs.map((f) => f.p50)),
      p95: median(fs.map((f) => f.p95)),
    });
    const b0 = pick(base);
    const c0 = pick(cand);
    console.log(`  baseline  (${b.baseline.label}): ${fmt(b0)}`);
    console.log(`  candidate (${b.candidate.label}): ${fmt(c0)}`);
    console.log(
      `  ratio: throughput ${(c0.opsPerSecond / b0.opsPerSecond).toFixed(2)}x of baseline, p50 latency ${(c0.p50 / b0.p50).toFixed(2)}x`,
    );
    for (const line of b.report?.() ?? []) console.log(`  ${line}`);
  } finally {
    await b.teardown();
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  for (const b of BENCHMARKS.filter((x) => !only.length || only.includes(x.name))) await runOne(b);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
