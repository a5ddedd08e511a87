// Every function of the packaged service starts with only the environment a deployed stage gives it.
//
// Each function's zip (as deploy uploads it) is unpacked and its handler run in a worker thread whose environment
// is exactly the function's Environment.Variables in the packaged CloudFormation, plus what the Lambda runtime
// itself sets, plus the local AWS endpoint (which stands in for AWS's own). Nothing else: no DATABASE_URL, no
// SECRET_BOX_KEY, no CDN_ORIGIN_SECRET. The secrets are where a first deploy's operator puts them (SSM
// SecureStrings /sms-platform/prod/NAME; the template-generated CDN secret in Secrets Manager), pointing at a
// database of its own (migrated, empty) and queues and buckets of the prod stage's names on the local endpoint.
// Each kind gets a probe event: an HTTP route its API Gateway request (once through the CDN, with the origin
// secret, which must not answer 5xx; once straight to the API, which must answer the origin check's 403); a
// queue worker an empty batch; a scheduled function an EventBridge event. A handler that builds its own stack and
// skips the secrets (the defect this test was written for) answers 500 here.
import { execFile } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { readTemplates, withPackagedService, type Packaged, type PackagedFunction } from './packaged-service';

const run = promisify(execFile);
const tsx = join('node_modules', '.bin', 'tsx');
const ORIGIN_SECRET = 'deployed-start-probe-origin-secret';
const ORIGIN_REFUSAL = 'Call the API through its public address.';

type Kind = 'http' | 'sqs' | 'schedule';
interface Probe {
  name: string;
  kind: Kind;
  file: string;
  exportName: string;
  env: Record<string, string>;
  route?: { method: string; path: string };
}
type Outcome = { ok: true; result: unknown } | { ok: false; error: string };

/** The probe database: the stage's own database name with _probe (infra/db/ensure-mariadb.sh creates it). */
function probeDatabaseUrl(): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_probe`;
  return url.toString();
}

/** A deploy's first steps, locally: the prod stage's queues, buckets and secrets, and its (empty) database. */
async function prepareProdStage(): Promise<void> {
  const env = {
    ...process.env,
    STAGE: 'prod',
    RESOURCE_PREFIX: 'sms-platform-prod',
    DEPLOYED_SHAPE: 'true',
    DATABASE_URL: probeDatabaseUrl(),
    CDN_ORIGIN_SECRET: ORIGIN_SECRET,
  };
  await run(tsx, ['scripts/db/migrate.ts', '--fresh'], { env });
  await run(tsx, ['scripts/local/create-aws-resources.ts'], { env });
}

function extractZip(zip: string, into: string): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error(`cannot open ${zip}`));
      archive.on('error', reject);
      archive.on('end', () => resolve());
      archive.on('entry', (entry: yauzl.Entry) => {
        const target = join(into, entry.fileName);
        if (entry.fileName.endsWith('/') || entry.fileName.endsWith('.map')) return archive.readEntry();
        mkdirSync(dirname(target), { recursive: true });
        archive.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error(`cannot read ${entry.fileName}`));
          pipeline(stream, createWriteStream(target)).then(() => archive.readEntry(), reject);
        });
      });
      archive.readEntry();
    });
  });
}

/** A Lambda function resource's environment, with intrinsic values (Ref, GetAtt, Sub) as placeholders. */
function lambdaEnvironments(packaged: Packaged): Map<string, Record<string, string>> {
  const byLogicalId = new Map<string, Record<string, string>>();
  for (const template of Object.values(packaged.templates))
    for (const [id, resource] of Object.entries(template.Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const variables =
        (resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
          ?.Variables ?? {};
      byLogicalId.set(
        id,
        Object.fromEntries(
          Object.entries(variables).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : `resolved-at-deploy:${k}`,
          ]),
        ),
      );
    }
  return byLogicalId;
}

const logicalIdOf = (name: string) =>
  `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/-/g, 'Dash').replace(/_/g, 'Underscore')}LambdaFunction`;

function kindOf(fn: PackagedFunction): Kind | null {
  const events = fn.events ?? [];
  if (events.some((e) => e.httpApi)) return 'http';
  if (events.some((e) => e.sqs)) return 'sqs';
  if (events.some((e) => e.schedule)) return 'schedule';
  return null;
}

/** What the Lambda runtime sets, and the local endpoint in place of AWS's. */
function runtimeEnv(name: string, region: string): Record<string, string> {
  return {
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'test',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'test',
    AWS_LAMBDA_FUNCTION_NAME: `sms-platform-prod-${name}`,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    TZ: ':UTC',
    ...(process.env.AWS_ENDPOINT_URL ? { AWS_ENDPOINT_URL: process.env.AWS_ENDPOINT_URL } : {}),
    ...(process.env.AWS_ENDPOINT_URL_SESV2
      ? { AWS_ENDPOINT_URL_SESV2: process.env.AWS_ENDPOINT_URL_SESV2 }
      : {}),
  };
}

function httpEvent(route: { method: string; path: string }, headers: Record<string, string>) {
  const rawPath = route.path.replace(/\{[^}]+\}/g, 'probe');
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: '',
    headers: { 'user-agent': 'deployed-start-probe', ...headers },
    requestContext: {
      requestId: `probe-${Math.random()}`,
      http: { method: route.method, path: rawPath, sourceIp: '198.51.100.7', protocol: 'HTTP/1.1' },
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
    },
    pathParameters: Object.fromEntries(
      [...route.path.matchAll(/\{([^}+]+)\+?\}/g)].map((m) => [m[1]!, 'probe']),
    ),
    isBase64Encoded: false,
  };
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  try {
    const handler = require(workerData.file)[workerData.exportName];
    if (typeof handler !== 'function') throw new Error('no handler ' + workerData.exportName + ' in ' + workerData.file);
    const results = [];
    for (const event of workerData.events) {
      const context = {
        awsRequestId: 'probe-' + Math.random(), functionName: workerData.name, callbackWaitsForEmptyEventLoop: true,
        getRemainingTimeInMillis: () => 30000,
      };
      results.push(await handler(event, context));
    }
    parentPort.postMessage({ ok: true, result: results });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String((error && error.stack) || error) });
  }
})();`;

/** Runs the handler on the events in a worker thread whose process.env is `env` only. */
function invokeIsolated(probe: Probe, events: unknown[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      env: probe.env,
      workerData: { file: probe.file, exportName: probe.exportName, name: probe.name, events },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => finish({ ok: false, error: 'timed out after 60 s' }), 60_000);
    let done = false;
    function finish(outcome: Outcome) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    }
    worker.on('message', (m: Outcome) => finish(m));
    worker.on('error', (error) => finish({ ok: false, error: String(error.stack ?? error) }));
    worker.on('exit', (code) => finish({ ok: false, error: `worker exited (${code}) before answering` }));
  });
}

function problemOf(probe: Probe, outcome: Outcome): string | null {
  if (!outcome.ok) return outcome.error.split('\n').slice(0, 3).join(' | ');
  const results = outcome.result as unknown[];
  if (probe.kind === 'http') {
    const [viaCdn, direct] = results as { statusCode: number; body?: string }[];
    if (!viaCdn || viaCdn.statusCode >= 500)
      return `through the CDN: ${viaCdn?.statusCode} ${viaCdn?.body ?? ''}`;
    if (viaCdn.body?.includes(ORIGIN_REFUSAL)) return 'through the CDN: refused as not from the CDN';
    if (direct?.statusCode !== 403 || !direct.body?.includes(ORIGIN_REFUSAL))
      return `straight to the API: ${direct?.statusCode} (expected the origin check's 403)`;
    return null;
  }
  if (probe.kind === 'sqs') {
    const [answer] = results as { batchItemFailures?: unknown[] }[];
    return Array.isArray(answer?.batchItemFailures) && answer.batchItemFailures.length === 0
      ? null
      : `answered ${JSON.stringify(answer)}`;
  }
  return null;
}

describe('every packaged function, started with only the deployed environment', () => {
  let work: string;
  let packaged: Packaged;
  let owned: Promise<void> | undefined;
  let release: (() => void) | undefined;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'deployed-start-'));
    const ready = prepareProdStage();
    ready.catch(() => undefined); // awaited below, after the packaging
    const dir = process.env.DEPLOY_PACKAGE_DIR;
    if (dir && existsSync(join(dir, 'serverless-state.json'))) {
      packaged = readTemplates(dir);
    } else {
      // No dry run to reuse (a developer's run of this file): package here, and keep the package until the end.
      packaged = await new Promise<Packaged>((resolve, reject) => {
        owned = withPackagedService(0, (p) => {
          resolve(p);
          return new Promise<void>((done) => (release = done));
        }).catch(reject);
      });
    }
    await ready;
  }, 900_000);

  afterAll(async () => {
    release?.();
    await owned;
    rmSync(work, { recursive: true, force: true });
  });

  it('loads its secrets from SSM, reaches its database, and passes the origin check', async () => {
    const environments = lambdaEnvironments(packaged);
    const region = packaged.provider.region ?? 'af-south-1';
    const probes: Probe[] = [];
    const unknownKind: string[] = [];
    for (const [name, fn] of Object.entries(packaged.functions)) {
      const kind = kindOf(fn);
      if (!kind) {
        unknownKind.push(name);
        continue;
      }
      const env = environments.get(logicalIdOf(name));
      expect(env, `${name}: a Lambda function in the packaged templates`).toBeDefined();
      const artifact = fn.package?.artifact ?? '';
      const zip = join(packaged.dir, artifact.split('/').pop() ?? '');
      expect(existsSync(zip), `${name}: its zip ${zip}`).toBe(true);
      const dot = fn.handler.lastIndexOf('.');
      probes.push({
        name,
        kind,
        file: join(work, name, `${fn.handler.slice(0, dot)}.js`),
        exportName: fn.handler.slice(dot + 1),
        env: { ...env!, ...runtimeEnv(name, region) },
        route: fn.events?.find((e) => e.httpApi)?.httpApi,
      });
    }
    expect(unknownKind, 'functions that are neither routes, workers nor schedules').toEqual([]);
    const count = (kind: Kind) => probes.filter((p) => p.kind === kind).length;
    expect(count('http')).toBeGreaterThan(100);
    expect(count('sqs')).toBeGreaterThanOrEqual(9);
    expect(count('schedule')).toBeGreaterThanOrEqual(6);

    const problems: string[] = [];
    const queue = [...probes];
    const next = async (): Promise<void> => {
      for (let probe = queue.shift(); probe; probe = queue.shift()) {
        // No secret reaches a deployed function through its environment.
        for (const secret of ['DATABASE_URL', 'SECRET_BOX_KEY', 'CDN_ORIGIN_SECRET'])
          if (probe.env[secret] !== undefined) problems.push(`${probe.name}: ${secret} in its environment`);
        const fn = packaged.functions[probe.name]!;
        await extractZip(join(packaged.dir, fn.package!.artifact!.split('/').pop()!), join(work, probe.name));
        const events =
          probe.kind === 'http'
            ? [
                httpEvent(probe.route!, {
                  'x-origin-verify': ORIGIN_SECRET,
                  'cloudfront-viewer-address': '198.51.100.7:40000',
                  'cloudfront-viewer-country': 'ZA',
                }),
                httpEvent(probe.route!, {}),
              ]
            : probe.kind === 'sqs'
              ? [{ Records: [] }]
              : [{ 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} }];
        const problem = problemOf(probe, await invokeIsolated(probe, events));
        if (problem) problems.push(`${probe.name} (${probe.kind}): ${problem}`);
        rmSync(join(work, probe.name), { recursive: true, force: true });
      }
    };
    await Promise.all([next(), next()]);
    expect(problems).toEqual([]);
  }, 1_200_000);
});
