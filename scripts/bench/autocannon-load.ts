// One side of an HTTP load benchmark with autocannon: `amount` requests over `connections`, each request
// from `request()` (path, method, headers, body). The promise resolves with every answer's latency when the
// last answer arrives — not when autocannon calls back: it notices it is done on its one-second ticker, which
// rounded every run up to whole seconds (2,000 answers in 0.4 s read as 2,000/s, in 1.1 s as 1,000/s).
import { readdirSync, readFileSync } from 'node:fs';
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
  /** Each run's CPU time of the database server (MariaDB) per answer, ms: the part no handler change removes. */
  dbCpuPerRequest: number[];
  /** Each run's CPU time of this process (autocannon, the load generator) per answer, ms. */
  loadCpuPerRequest: number[];
}

export const newLoadTally = (): LoadTally => ({
  statuses: new Map(),
  errors: 0,
  p99: [],
  cpuPerRequest: [],
  dbCpuPerRequest: [],
  loadCpuPerRequest: [],
});

/** A process's CPU time (user + system) so far in ms, from /proc; null when it cannot be read. */
function processCpuMs(pid: string): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Fields 14 and 15 of /proc/PID/stat (utime, stime) are the 12th and 13th after the command name, in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The database server's pid (the one mariadbd on this machine), once. */
let databasePid: string | null | undefined;
function databaseCpuMs(): number | null {
  if (databasePid === undefined) {
    databasePid = null;
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'mariadbd') databasePid = pid;
      } catch {
        // gone meanwhile
      }
    }
  }
  return databasePid ? processCpuMs(databasePid) : null;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * CPU time (user + system) the stage's API process has used so far, in ms; null when it cannot be read. It is
 * the figure that maps to the Lambda bill: every function of the route runs in that process's worker threads.
 */
export function apiProcessCpuMs(): number | null {
  try {
    return processCpuMs(readFileSync(join('.local', 'run', `${process.env.STAGE}-api.pid`), 'utf8').trim());
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
  const pair = (xs: number[], ys: number[]) => {
    const x = median(xs);
    const y = median(ys);
    return x === undefined || y === undefined ? 'not measured' : `${x.toFixed(2)} / ${y.toFixed(2)} ms`;
  };
  return (
    `CPU of the API process per ${unit} (median of the rounds): baseline ${b.toFixed(2)} ms, candidate ${c.toFixed(2)} ms (${(c / b).toFixed(2)}x); ` +
    `baseline / candidate, the database server ${pair(baseline.dbCpuPerRequest, candidate.dbCpuPerRequest)}, ` +
    `the load generator ${pair(baseline.loadCpuPerRequest, candidate.loadCpuPerRequest)}`
  );
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
    const dbAtStart = databaseCpuMs();
    const ownAtStart = ownCpuMs();
    const finish = () => {
      if (finished) return;
      finished = true;
      tally.p99.push(Math.round(percentile(latencies, 99)));
      const cpuAtEnd = apiProcessCpuMs();
      const dbAtEnd = databaseCpuMs();
      if (cpuAtStart !== null && cpuAtEnd !== null && latencies.length)
        tally.cpuPerRequest.push((cpuAtEnd - cpuAtStart) / latencies.length);
      if (dbAtStart !== null && dbAtEnd !== null && latencies.length)
        tally.dbCpuPerRequest.push((dbAtEnd - dbAtStart) / latencies.length);
      if (latencies.length) tally.loadCpuPerRequest.push((ownCpuMs() - ownAtStart) / latencies.length);
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
