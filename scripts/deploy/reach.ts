// What each function's code can reach, read from its bundle (esbuild's metafile: the source files the handler
// pulls in): the queues it sends to, the buckets it names, whether it sends e-mail through SES, the secrets
// it reads. The IAM test checks every function's role (infra/serverless/iam.cjs) against it, so a new call
// to a queue or bucket from an area whose entry lacks it fails a unit test, not production.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

export interface Reach {
  queues: Set<string>;
  buckets: Set<string>;
  email: boolean;
  secrets: Set<string>;
}

/** config.ts's getters that read a secret: getter name -> secret name. */
function secretGetters(): Map<string, string> {
  const text = readFileSync('functions/src/platform/config.ts', 'utf8');
  const getters = new Map<string, string>();
  for (const m of text.matchAll(/get (\w+)\(\)[^{]*\{[^}]*?(?:requiredSecret|secret)\('([A-Z0-9_]+)'\)/g))
    getters.set(m[1]!, m[2]!);
  return getters;
}

/** Per source file: what it touches. */
function touches(file: string, jobQueues: string[], getters: Map<string, string>): Reach {
  const text = readFileSync(file, 'utf8');
  const reach: Reach = { queues: new Set(), buckets: new Set(), email: false, secrets: new Set() };
  for (const m of text.matchAll(/(?:sendToQueue|sendBatchToQueue|queueUrlOf)\(\s*'(\w+)'/g))
    reach.queues.add(m[1]!);
  // A job kind names its queue (`queue: 'ListImports'`); the sweeper sends to every kind's queue.
  for (const m of text.matchAll(/\bqueue:\s*'(\w+)'/g)) reach.queues.add(m[1]!);
  if (/sendToQueue\(\s*kind\.queue/.test(text)) for (const q of jobQueues) reach.queues.add(q);
  if (!file.includes('platform/storage/'))
    for (const m of text.matchAll(/'(Uploads|Reports)'/g)) reach.buckets.add(m[1]!);
  if (/platform\/email\/email-sender'/.test(text) || file.endsWith('platform/email/email-sender.ts'))
    reach.email = true;
  // A secret is reached through config's getter (config.secretBoxKey), or read directly with secret('NAME').
  for (const m of text.matchAll(/\bconfig\.(\w+)/g)) {
    const name = getters.get(m[1]!);
    if (name) reach.secrets.add(name);
  }
  if (!file.endsWith('platform/config.ts'))
    for (const m of text.matchAll(/\b(?:requiredSecret|secret)\('([A-Z0-9_]+)'\)/g)) reach.secrets.add(m[1]!);
  return reach;
}

/** handler ("functions/src/x/y.handler") → what its bundle reaches. */
export async function reachOf(handlers: string[], jobQueues: string[]): Promise<Map<string, Reach>> {
  const entryOf = (handler: string) => `${handler.replace(/\.\w+$/, '')}.ts`;
  const entries = [...new Set(handlers.map(entryOf))];
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    outdir: '/nonexistent',
    packages: 'external',
    logLevel: 'error',
  });
  const cache = new Map<string, Reach>();
  const getters = secretGetters();
  const byEntry = new Map<string, Reach>();
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    const reach: Reach = { queues: new Set(), buckets: new Set(), email: false, secrets: new Set() };
    for (const input of Object.keys(output.inputs)) {
      if (!input.startsWith('functions/') || !input.endsWith('.ts')) continue;
      let t = cache.get(input);
      if (!t) cache.set(input, (t = touches(input, jobQueues, getters)));
      t.queues.forEach((q) => reach.queues.add(q));
      t.buckets.forEach((b) => reach.buckets.add(b));
      t.secrets.forEach((s) => reach.secrets.add(s));
      reach.email ||= t.email;
    }
    byEntry.set(output.entryPoint, reach);
  }
  return new Map(handlers.map((h) => [h, byEntry.get(entryOf(h))!]));
}
