// What one invocation of a route's deployed bundle costs in CPU: the function as a deploy uploads it
// (.esbuild/<stage>/.build, the bundle serverless-offline runs), called in this process the way Lambda calls it
// (an HTTP API payload 2.0 event, one instance, `concurrency` calls in flight) against the stage's database. No
// serverless-offline, no HTTP: this is the figure the Lambda bill follows. The no-op baseline is GET /api/health's
// bundle in the same process, same run. With --cpu-prof (node flag) it writes a V8 profile, and
// scripts/bench/cpu-profile-summary.ts maps it through the bundle's source map to packages and our areas.
//   set -a; . infra/env/test.env; set +a
//   node --import tsx [--cpu-prof --cpu-prof-dir=/tmp/prof] scripts/bench/profile-lambda.ts [send|submit|all]
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { nextSubmitCall, publicPageSubmit } from './benchmarks/public-pages';
import {
  createBenchCampaign,
  dirtyRecipients,
  retireBenchCampaign,
  stackService,
} from './benchmarks/sending-setup';

const CALLS = Number(process.env.PROFILE_CALLS ?? 3000);
const CONCURRENCY = Number(process.env.PROFILE_CONCURRENCY ?? 10);
const build = join(
  process.cwd(),
  process.env.ESBUILD_WORK_FOLDER ?? `.esbuild/${process.env.STAGE}`,
  '.build',
);
const requireBundle = createRequire(import.meta.url);

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number }>;
function bundle(relative: string): Handler {
  const file = join(build, relative);
  if (!existsSync(file)) throw new Error(`${file} is missing: start the stage's stack first (it bundles)`);
  return (requireBundle(file) as { handler: Handler }).handler;
}

function event(
  routeKey: string,
  path: string,
  query: Record<string, string>,
  pathParameters: Record<string, string>,
  post?: { headers: Record<string, string>; body: string },
): APIGatewayProxyEventV2 {
  const rawQueryString = new URLSearchParams(query).toString();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString,
    headers: {
      host: '127.0.0.1',
      'user-agent': 'profile-lambda',
      'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '',
      'x-forwarded-for': '198.51.100.7',
      ...post?.headers,
    },
    ...(post ? { body: post.body } : {}),
    queryStringParameters: query,
    pathParameters,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'offline',
      apiId: 'profile',
      domainName: '127.0.0.1',
      domainPrefix: '127',
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      http: {
        method: post ? 'POST' : 'GET',
        path,
        protocol: 'HTTP/1.1',
        sourceIp: '198.51.100.7',
        userAgent: 'profile-lambda',
      },
    },
  } as APIGatewayProxyEventV2;
}

const context = (name: string): Context =>
  ({
    functionName: name,
    awsRequestId: randomUUID(),
    getRemainingTimeInMillis: () => 30_000,
    callbackWaitsForEmptyEventLoop: false,
  }) as Context;

interface Figures {
  cpuMs: number;
  wallMs: number;
  statuses: Map<number, number>;
}

async function measure(name: string, handler: Handler, next: () => APIGatewayProxyEventV2): Promise<Figures> {
  const statuses = new Map<number, number>();
  let issued = 0;
  const lane = async () => {
    while (issued < CALLS) {
      issued += 1;
      const result = await handler(next(), context(name));
      const status = result.statusCode ?? 200;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const used = process.cpuUsage(cpu);
  return {
    cpuMs: (used.user + used.system) / 1000 / CALLS,
    wallMs: (performance.now() - started) / CALLS,
    statuses,
  };
}

function print(label: string, f: Figures, baseline?: Figures): void {
  const statuses = [...f.statuses].map(([s, n]) => `${s}: ${n}`).join(', ');
  const ratio = baseline ? `, ${(f.cpuMs / baseline.cpuMs).toFixed(2)}× the no-op's CPU` : '';
  console.log(
    `${label}: ${f.cpuMs.toFixed(3)} ms CPU and ${f.wallMs.toFixed(3)} ms wall a call (${CONCURRENCY} in flight)${ratio} {${statuses}}`,
  );
}

const health = () => bundle('functions/src/health/handlers/health.js');
const healthEvent = () => event('GET /api/health', '/api/health', {}, {});

/** The no-op measured before and after a candidate (warmed first: secrets, module state), averaged. */
async function withBaseline(label: string, candidate: () => Promise<Figures>): Promise<void> {
  await measure('health', health(), healthEvent);
  const before = await measure('health', health(), healthEvent);
  const figures = await candidate();
  const after = await measure('health', health(), healthEvent);
  const noop = {
    ...after,
    cpuMs: (before.cpuMs + after.cpuMs) / 2,
    wallMs: (before.wallMs + after.wallMs) / 2,
  };
  print('no-op GET /api/health', noop);
  print(label, figures, noop);
}

async function profileSubmit(): Promise<void> {
  await publicPageSubmit.setup();
  try {
    const submit = bundle('functions/src/public-pages/handlers/submit-form.js');
    const submitEvent = () => {
      const call = nextSubmitCall();
      return event(
        'POST /p/{pageKey}/submit',
        call.path,
        {},
        { pageKey: call.pageKey },
        {
          headers: call.headers!,
          body: call.body!,
        },
      );
    };
    await withBaseline('public form submit (POST /p/{pageKey}/submit)', async () => {
      await measure('submit', submit, submitEvent); // warm
      return measure('submit', submit, submitEvent);
    });
  } finally {
    await publicPageSubmit.teardown?.();
  }
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'all';
  if (which === 'submit' || which === 'all') await profileSubmit();
  if (which === 'send' || which === 'all') await profileSend();
}

async function profileSend(): Promise<void> {
  const bench = await createBenchCampaign('Profile lambda');
  stackService('stop', 'poller');
  try {
    const recipients = await dirtyRecipients(bench.pool, 20_000);
    const send = bundle('functions/src/sending/handlers/send-get.js');
    let next = 0;
    const path = `/api/campaigns/sms/${bench.campaignId}/sms/send`;
    const sendEvent = () =>
      event(
        'GET /api/campaigns/sms/{campaignId}/sms/send',
        path,
        { apikey: bench.apiKey, to: recipients[next++ % recipients.length]! },
        { campaignId: String(bench.campaignId) },
      );
    await withBaseline('partner send (GET …/sms/send)', async () => {
      await measure('send', send, sendEvent); // warm: pools, caches
      return measure('send', send, sendEvent);
    });
  } finally {
    stackService('restart', 'poller');
    await retireBenchCampaign(bench);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
