// Least privilege (infra/serverless/iam.cjs) checked against the code: every function's role grants what its
// bundle reaches (queues it sends to, buckets it names, SES, secrets), and nothing is granted on every resource.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessOf, AREAS, areaOf, secretParametersOf, statementsOf } from '../../infra/serverless/iam.cjs';
import { QUEUES } from '../../infra/serverless/queues.cjs';
import { SECRETS } from '../../infra/serverless/secrets.cjs';
import { roleName } from '../../infra/serverless/deploy-plugin.cjs';
import { serviceFunctions } from './functions-list';
import { reachOf } from './reach';

const ROOT = join(__dirname, '..', '..');
const functions = serviceFunctions(ROOT);
const context = { service: 'sms-platform', stage: 'prod', emailFrom: 'Pulsar <no-reply@pulsar.example>' };

describe('per-function IAM roles (infra/serverless/iam.cjs)', () => {
  it('grants every function what its code reaches: the queues, buckets, SES and secrets of its bundle', async () => {
    const handlers = Object.values(functions).map((f) => f.handler);
    const reach = await reachOf(
      handlers,
      QUEUES.filter((q) => q.jobs).map((q) => q.key),
    );
    const missing: string[] = [];
    for (const [name, fn] of Object.entries(functions)) {
      const access = accessOf(name, fn);
      const r = reach.get(fn.handler)!;
      const buckets = new Set([...Object.keys(access.buckets), ...Object.keys(access.readBuckets)]);
      for (const q of r.queues) if (!access.queues.includes(q)) missing.push(`${name}: queue ${q}`);
      for (const b of r.buckets) if (!buckets.has(b)) missing.push(`${name}: bucket ${b}`);
      if (r.email && !access.email) missing.push(`${name}: email`);
      for (const s of r.secrets) if (!access.secrets.includes(s)) missing.push(`${name}: secret ${s}`);
    }
    // Each line: add it to the function's area (areaOf(handler)) in infra/serverless/iam.cjs.
    expect(missing).toEqual([]);
  }, 60_000);

  it('never allows an action on every resource, and names only known queues, buckets and secrets', () => {
    for (const [name, fn] of Object.entries(functions)) {
      const statements = statementsOf(accessOf(name, fn), context);
      for (const s of statements) {
        const resources = [s.Resource].flat();
        expect(resources.length, name).toBeGreaterThan(0);
        for (const r of resources) expect(JSON.stringify(r), name).not.toMatch(/^"\*"$|:\*"?$/);
      }
    }
  });

  it('gives a function of an area with no entry only its logs, its triggers and the database URL', () => {
    const fn = { handler: 'functions/src/brand-new-area/handlers/x.handler', events: [] };
    const access = accessOf('brandNew', fn);
    expect(access).toMatchObject({
      queues: [],
      buckets: {},
      readBuckets: {},
      email: false,
      secrets: ['DATABASE_URL'],
    });
    expect(statementsOf(access, context).map((s) => s.Action)).toEqual([
      ['ssm:GetParameters', 'ssm:GetParameter'],
    ]);
    const route = { ...fn, events: [{ httpApi: { method: 'GET', path: '/api/x' } }] };
    expect(accessOf('brandNewRoute', route).secrets).toEqual(['DATABASE_URL', 'CDN_ORIGIN_SECRET']);
  });

  it('names real areas and real secrets, and tells each function where its secrets are', () => {
    const areas = new Set(Object.values(functions).map((f) => areaOf(f.handler)));
    for (const area of Object.keys(AREAS)) expect(areas.has(area), area).toBe(true);
    const known = new Set(SECRETS.map((s) => s.name));
    for (const entry of Object.values(AREAS))
      for (const s of entry.secrets ?? []) expect(known.has(s), s).toBe(true);
    const sendWorker = accessOf('sendWorker', functions.sendWorker!);
    expect(secretParametersOf(sendWorker, context)).toBe(
      '/sms-platform/prod/DATABASE_URL,/sms-platform/prod/SECRET_BOX_KEY',
    );
    const route = accessOf('signIn', functions.signIn!);
    expect(secretParametersOf(route, context)).toContain(
      '/aws/reference/secretsmanager/sms-platform-prod/CDN_ORIGIN_SECRET',
    );
  });

  it("keeps role names unique and within IAM's 64 characters", () => {
    const names = Object.keys(functions).map((f) => roleName('sms-platform-prod', 'af-south-1', f));
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n.length).toBeLessThanOrEqual(64);
    const long = roleName(
      'sms-platform-production',
      'ap-southeast-1',
      'aVeryLongFunctionNameThatGoesOnAndOn',
    );
    expect(long.length).toBeLessThanOrEqual(64);
  });
});
