// Starts and stops the product's local processes for one stage (infra/env/<stage>.env already in the
// environment): the mailbox stand-in, the SMS gateway emulator, the captcha (Turnstile) stand-in, the API under
// serverless-offline, the SQS poller that feeds the workers, and the CDN server for the SPA; once all are up, the
// stage's providers register their webhooks with the emulator (it keeps them in memory, like everything else it
// holds).
// Usage: tsx scripts/local/stack.ts up|down|status|restart <service>|stop <service>
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEEDABLE_STAGE } from '../db/seed-guard';

const stage = process.env.STAGE ?? 'local';
const env = process.env;
const runDir = join(process.cwd(), '.local', 'run');
const logDir = join(process.cwd(), '.local', 'logs');
mkdirSync(runDir, { recursive: true });
mkdirSync(logDir, { recursive: true });

interface Service {
  name: string;
  command: string[];
  health: string | null;
  timeoutMs: number;
}

const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

const SERVICES: Service[] = [
  {
    name: 'mailbox',
    command: [bin('tsx'), 'scripts/local/mailbox-server.ts'],
    health: `http://127.0.0.1:${env.MAILBOX_PORT}/health`,
    timeoutMs: 30_000,
  },
  ...(env.SMS_GATEWAY_PORT
    ? [
        {
          name: 'sms-gateway',
          command: [bin('tsx'), 'scripts/local/sms-gateway/server.ts'],
          health: `http://127.0.0.1:${env.SMS_GATEWAY_PORT}/health`,
          timeoutMs: 30_000,
        },
      ]
    : []),
  ...(env.CAPTCHA_PORT
    ? [
        {
          name: 'captcha',
          command: [bin('tsx'), 'scripts/local/captcha/server.ts'],
          health: `http://127.0.0.1:${env.CAPTCHA_PORT}/health`,
          timeoutMs: 30_000,
        },
      ]
    : []),
  ...(env.XERO_PORT
    ? [
        {
          name: 'xero-stand-in',
          command: [bin('tsx'), 'scripts/local/xero-stand-in/server.ts'],
          health: `http://127.0.0.1:${env.XERO_PORT}/health`,
          timeoutMs: 30_000,
        },
      ]
    : []),
  {
    name: 'api',
    command: [
      bin('serverless'),
      'offline',
      'start',
      '--stage',
      stage,
      '--httpPort',
      String(env.API_PORT),
      '--lambdaPort',
      String(env.LAMBDA_PORT),
      '--websocketPort',
      String(env.WEBSOCKET_PORT),
    ],
    health: `http://127.0.0.1:${env.API_PORT}/api/settings/public`,
    // Bundling ~170 functions takes about 2 minutes on a quiet 2-core machine and 4-6 when other stacks build
    // at once; a process that dies is caught at once (below), so a long wait costs nothing when it works.
    timeoutMs: Number(process.env.STACK_API_TIMEOUT_MS ?? 600_000),
  },
  { name: 'poller', command: [bin('tsx'), 'scripts/local/sqs-poller.ts'], health: null, timeoutMs: 5_000 },
  {
    name: 'cdn',
    command: [bin('tsx'), 'scripts/local/cdn-server.ts'],
    health: `http://127.0.0.1:${env.CDN_PORT}/api/settings/public`,
    timeoutMs: 30_000,
  },
];

const pidFile = (s: Service) => join(runDir, `${stage}-${s.name}.pid`);
/**
 * The API's temporary directory. serverless-offline unpacks every function into the temporary directory
 * (about 15 MB each, 2 GB a start) and removes nothing when it is stopped, so each stage gets its own,
 * emptied whenever the API starts or stops.
 */
const apiTmpDir = join(process.cwd(), '.local', 'tmp', stage);
const tmpDirOf = (s: Service) => (s.name === 'api' ? apiTmpDir : null);
function emptyTmpDir(s: Service): void {
  const dir = tmpDirOf(s);
  if (dir) rmSync(dir, { recursive: true, force: true });
}
const logFile = (s: Service) => join(logDir, `${stage}-${s.name}.log`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function runningPid(s: Service): number | null {
  if (!existsSync(pidFile(s))) return null;
  const pid = Number(readFileSync(pidFile(s), 'utf8'));
  return pid && alive(pid) ? pid : null;
}

async function healthy(url: string): Promise<boolean> {
  try {
    // Like the CDN (a deployed-shaped stage answers nothing else): the origin secret in X-Origin-Verify.
    const res = await fetch(url, {
      signal: AbortSignal.timeout(2000),
      headers: env.CDN_ORIGIN_SECRET ? { 'x-origin-verify': env.CDN_ORIGIN_SECRET } : {},
    });
    return res.ok;
  } catch {
    return false;
  }
}

async function start(s: Service): Promise<void> {
  if (s.health && (await healthy(s.health)) && !runningPid(s)) {
    throw new Error(`${s.name}: something else already answers ${s.health}; stop it first`);
  }
  const log = openSync(logFile(s), 'a');
  const [cmd, ...args] = s.command;
  const tmp = tmpDirOf(s);
  if (tmp) {
    emptyTmpDir(s);
    mkdirSync(tmp, { recursive: true });
  }
  const child = spawn(cmd!, args, {
    detached: true,
    stdio: ['ignore', log, log],
    env: tmp ? { ...process.env, TMPDIR: tmp } : process.env,
  });
  closeSync(log);
  child.unref();
  writeFileSync(pidFile(s), String(child.pid));
  const deadline = Date.now() + s.timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(child.pid!)) throw new Error(`${s.name} exited while starting; see ${logFile(s)}`);
    if (!s.health ? Date.now() > deadline - s.timeoutMs + 2000 : await healthy(s.health)) {
      if (s.name === 'api') stopIdleBundler(child.pid!);
      console.log(`stack: ${s.name} up (${stage})`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${s.name} did not become healthy within ${s.timeoutMs / 1000} s; see ${logFile(s)}`);
}

/**
 * serverless-esbuild leaves its esbuild service running once every handler is bundled (no rebuilds here:
 * see docs/decisions, ADR 10), holding 3.5-6 GB; the bundles are on disk, so it is stopped.
 */
function stopIdleBundler(apiPid: number): void {
  spawnSync('pkill', ['-P', String(apiPid), '-f', 'esbuild --service'], { stdio: 'ignore' });
}

/** The seeded providers' delivery-report and inbound webhooks, registered with the fresh emulator (the adapter). */
function registerEmulatorWebhooks(): void {
  const run = spawnSync(bin('tsx'), ['scripts/providers/register-webhooks.ts', '--emulator-only'], {
    env: process.env,
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`registering webhooks with the SMS gateway emulator failed: ${run.stderr}`);
  console.log(`stack: ${run.stdout.trim().split('\n').at(-1) ?? ''} (${stage})`);
}

async function stop(s: Service): Promise<void> {
  const pid = runningPid(s);
  rmSync(pidFile(s), { force: true });
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  for (let i = 0; i < 50 && alive(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(-pid, 'SIGKILL');
  emptyTmpDir(s);
  console.log(`stack: ${s.name} stopped (${stage})`);
}

async function main(): Promise<void> {
  const action = process.argv[2];
  if (action === 'down') {
    for (const s of [...SERVICES].reverse()) await stop(s);
  } else if (action === 'up') {
    // Restarted on every run, so the stack always serves the code on disk.
    for (const s of [...SERVICES].reverse()) await stop(s);
    for (const s of SERVICES) await start(s);
    if (env.SMS_GATEWAY_PORT && SEEDABLE_STAGE.test(stage)) registerEmulatorWebhooks();
  } else if (action === 'restart' || action === 'stop') {
    // One service: the send-pipeline benchmark kills the API mid-send and starts it again; the
    // send-endpoint benchmark pauses the poller (the workers) so it measures the endpoint alone.
    const service = SERVICES.find((s) => s.name === process.argv[3]);
    if (!service) throw new Error(`usage: stack.ts ${action} ${SERVICES.map((s) => s.name).join('|')}`);
    await stop(service);
    if (action === 'restart') await start(service);
  } else if (action === 'status') {
    for (const s of SERVICES)
      console.log(`${s.name}: ${runningPid(s) ? 'running' : 'stopped'} (log ${logFile(s)})`);
  } else {
    throw new Error('usage: stack.ts up|down|status|restart <service>|stop <service>');
  }
}

main().catch((error: unknown) => {
  console.error(`stack: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
