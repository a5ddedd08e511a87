// One side of an HTTP load benchmark with autocannon: `amount` requests over `connections`, each request
// from `request()` (path, method, headers, body). The promise resolves with every answer's latency when the
// last answer arrives — not when autocannon calls back: it notices it is done on its one-second ticker, which
// rounded every run up to whole seconds (2,000 answers in 0.4 s read as 2,000/s, in 1.1 s as 1,000/s).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { percentile } from './harness';

export interface LoadTally {
  statuses: Map<number, number>;
  /** Time-outs, connection errors and 5xx answers (added when autocannon calls back). */
  errors: number;
  /** Each run's p99 latency in ms, from the answers' own latencies. */
  p99: number[];
  /** Each run's CPU time of the API process (serverless-offline and its Lambda worker threads) per answer, ms. */
  cpuPerRequest: number[];
}

export const newLoadTally = (): LoadTally => ({ statuses: new Map(), errors: 0, p99: [], cpuPerRequest: [] });

/**
 * CPU time (user + system) the stage's API process has used so far, in ms; null when it cannot be read. It is
 * the figure that maps to the Lambda bill: every function of the route runs in that process's worker threads.
 */
export function apiProcessCpuMs(): number | null {
  try {
    const pid = readFileSync(join('.local', 'run', `${process.env.STAGE}-api.pid`), 'utf8').trim();
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Fields 14 and 15 of /proc/PID/stat (utime, stime) are the 12th and 13th after the command name, in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** "CPU of the API process per request: baseline 1.2 ms, candidate 2.0 ms (1.67×)" (medians over the rounds). */
export function cpuLine(baseline: LoadTally, candidate: LoadTally, unit = 'request'): string {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const b = median(baseline.cpuPerRequest);
  const c = median(candidate.cpuPerRequest);
  if (b === undefined || c === undefined) return 'CPU of the API process: not measured (no pid file)';
  return `CPU of the API process per ${unit} (median of the rounds): baseline ${b.toFixed(2)} ms, candidate ${c.toFixed(2)} ms (${(c / b).toFixed(2)}x)`;
}

export interface LoadOptions {
  url: string;
  connections: number;
  amount: number;
  request: () => Record<string, unknown>;
}

/**
 * Straight at serverless-offline, a deployed-shaped stage (DEPLOYED_SHAPE=true) answers only requests that carry the
 * CDN's X-Origin-Verify, as CloudFront adds it; every benchmark request carries it (a local stage ignores it).
 */
function withOrigin(req: Record<string, unknown>): Record<string, unknown> {
  const headers = (req.headers as Record<string, string> | undefined) ?? {};
  return { ...req, headers: { ...headers, 'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '' } };
}

export function autocannonLoad(tally: LoadTally, o: LoadOptions): Promise<number[]> {
  return new Promise<number[]>((resolve, reject) => {
    const latencies: number[] = [];
    let finished = false;
    const cpuAtStart = apiProcessCpuMs();
    const finish = () => {
      if (finished) return;
      finished = true;
      tally.p99.push(Math.round(percentile(latencies, 99)));
      const cpuAtEnd = apiProcessCpuMs();
      if (cpuAtStart !== null && cpuAtEnd !== null && latencies.length)
        tally.cpuPerRequest.push((cpuAtEnd - cpuAtStart) / latencies.length);
      resolve(latencies);
    };
    const instance = autocannon(
      {
        url: o.url,
        connections: o.connections,
        amount: o.amount,
        timeout: 10,
        requests: [{ method: 'GET', setupRequest: (req) => withOrigin({ ...req, ...o.request() }) }],
      },
      (error, result) => {
        tally.errors += (result?.errors ?? 0) + (result?.timeouts ?? 0) + (result?.['5xx'] ?? 0);
        if (error && !finished) reject(error);
        else finish(); // errors left some requests unanswered
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      tally.statuses.set(statusCode, (tally.statuses.get(statusCode) ?? 0) + 1);
      if (latencies.length === o.amount) finish();
    });
  });
}
