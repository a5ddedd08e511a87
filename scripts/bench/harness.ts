// The benchmark harness: each benchmark has a baseline and a candidate measured in the same run,
// interleaved in rounds so machine noise hits both alike; figures are reported as ratios.

export interface Sample {
  ms: number[];
}

export interface Benchmark {
  name: string;
  /** What one operation is, e.g. "GET /api/user/current". */
  unit: string;
  description: string;
  /** Interleaved rounds (default BENCH_ROUNDS or 3); a slow end-to-end benchmark may ask for fewer. */
  rounds?: number;
  /** Extra lines to print after the figures. */
  report?: () => string[];
  setup(): Promise<void>;
  baseline: { label: string; run(): Promise<number[]> };
  candidate: { label: string; run(): Promise<number[]> };
  teardown(): Promise<void>;
}

/** Runs `count` calls of `op` with `concurrency` in flight; returns each call's latency in ms. */
export async function load(op: () => Promise<void>, count: number, concurrency: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const start = performance.now();
      await op();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export interface Figures {
  opsPerSecond: number;
  p50: number;
  p95: number;
}

export function figures(latencies: number[], wallMs: number): Figures {
  return {
    opsPerSecond: (latencies.length / wallMs) * 1000,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/** Times one side: wall clock plus per-operation latencies. */
export async function timed(run: () => Promise<number[]>): Promise<Figures> {
  const start = performance.now();
  const latencies = await run();
  return figures(latencies, performance.now() - start);
}
