// The SMS Inbox at 1,000,000 replies in one account (inbox-seed.ts loads them once, with two neighbour
// accounts of 100,000), called through the CDN server as the SPA calls it: the first page, type filters, a
// From number search, a message search, page 10,000, and (reported, without a target) other sorts, the last
// page and a search for a word in 1 reply in 140. Each case's baseline, in the same run, is the SQL the
// service ran for that call (recorded once through kysely), run straight through mysql2 with the same
// overlap. Target: p95 under 100 ms for the first page, a type filter, a search and page 10,000.
import { createPool, type Pool } from 'mysql2/promise';
import type { AuthContext } from '../../../functions/src/auth/auth-context';
import { tenantScopeFor } from '../../../functions/src/platform/tenancy';
import {
  replyListRequestSchema,
  type ReplyListRequest,
} from '../../../functions/src/replies/replies.schemas';
import { listReplies } from '../../../functions/src/replies/replies.service';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { load, percentile, type Benchmark } from '../harness';
import { recordStatements, replayStatements, type StatementGroups } from '../query-recorder';
import { api, signIn } from '../stack-client';
import { cellphoneOf, surnameOf } from './inbox-data';
import { INBOX_BENCH_EMAIL, seedInboxBench } from './inbox-seed';

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);

interface Case {
  name: string;
  /** Held to the p95 < 100 ms target. */
  target: boolean;
  /** Requests per round (slow informational cases take fewer). */
  requests: number;
  body: ReplyListRequest;
  groups: StatementGroups;
}

let pool: Pool;
let cases: Case[] = [];
const results = new Map<string, { http: number[]; sql: number[]; rows: number }>();

/** Runs the call once through kysely and records its statements, grouped by overlap. */
async function record(c: Case, auth: AuthContext): Promise<number> {
  const { result, groups } = await recordStatements((db) =>
    listReplies(db, auth, replyListRequestSchema.parse(c.body)),
  );
  c.groups = groups;
  return result.totalRows;
}

const runSql = (c: Case) => replayStatements(pool, c.groups);

const page = (n: number, extra: ReplyListRequest = {}): ReplyListRequest => ({
  ...extra,
  pagination: { page: n, rowsPerPage: 20 },
});

async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const accountId = await seedInboxBench(url, (line) => console.log(`  ${line}`));
  await signIn(INBOX_BENCH_EMAIL, DEMO_PASSWORD);
  pool = createPool({ uri: url, connectionLimit: 4, timezone: 'Z' });
  const [users] = (await pool.query('SELECT id FROM users WHERE email = ?', [INBOX_BENCH_EMAIL])) as [
    { id: number }[],
    unknown,
  ];
  const auth: AuthContext = {
    userId: users[0]!.id,
    accountId,
    role: 'Client',
    sessionId: 0,
    scope: tenantScopeFor(accountId),
  };
  // A number as a person types it (082 123 4567): the one that replied most often.
  const busiest = cellphoneOf(0).replace(/^\+27(\d{2})(\d{3})(\d{4})$/, '0$1 $2 $3');
  const target = (name: string, body: ReplyListRequest): Case => ({
    name,
    target: true,
    requests: REQUESTS,
    body,
    groups: [],
  });
  const info = (name: string, body: ReplyListRequest): Case => ({
    name,
    target: false,
    requests: Math.max(5, Math.round(REQUESTS / 4)),
    body,
    groups: [],
  });
  cases = [
    target('first page', page(1)),
    target('type Leads', page(1, { type: 'Leads' })),
    target('type Unallocated', page(1, { type: 'Unallocated' })),
    target('type Ignored', page(1, { type: 'Ignored' })),
    target(`search number "${busiest}"`, page(1, { filter: busiest })),
    target('search number "083 12"', page(1, { filter: '083 12' })),
    target(`search name "${surnameOf(7)}"`, page(1, { filter: surnameOf(7) })),
    target(`search words "Thandi ${surnameOf(3)}"`, page(1, { filter: `Thandi ${surnameOf(3)}` })),
    target('search reference "INV00123"', page(1, { filter: 'INV00123' })),
    target('page 10,000', page(10_000)),
    target('page 10,000 Unallocated', page(10_000, { type: 'Unallocated' })),
    info('last page', page(50_000)),
    info('sort From page 1', page(1, { sort: { field: 'from', direction: 'asc' } })),
    info('sort Campaign page 1', page(1, { sort: { field: 'campaign', direction: 'asc' } })),
    info('sort Campaign page 5,000', page(5_000, { sort: { field: 'campaign', direction: 'desc' } })),
    info('search word in 1 of 140 "thandi"', page(1, { filter: 'thandi' })),
  ];
  for (const c of cases) {
    const total = await record(c, auth);
    results.set(c.name, { http: [], sql: [], rows: total });
  }
}

async function measure(side: 'http' | 'sql'): Promise<number[]> {
  const all: number[] = [];
  for (const c of cases) {
    const ms = await load(
      async () => void (side === 'http' ? await api('POST', '/api/sms/responses', c.body) : await runSql(c)),
      c.requests,
      CONCURRENCY,
    );
    results.get(c.name)![side].push(...ms);
    if (c.target) all.push(...ms);
  }
  return all;
}

const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1).padStart(7);

export const inbox: Benchmark = {
  name: 'inbox',
  unit: 'one page of the SMS Inbox (POST /api/sms/responses)',
  description: `1,000,000 replies in the account, ${REQUESTS} requests per target case per round, ${CONCURRENCY} in flight`,
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  setup,
  baseline: { label: 'the same SQL straight through mysql2', run: () => measure('sql') },
  candidate: { label: 'CDN server -> serverless-offline -> middy route', run: () => measure('http') },
  report: () => {
    const lines = [
      'case                                       matches |  HTTP p50     p95 |   SQL p50     p95 | p95 ratio',
    ];
    for (const c of cases) {
      const r = results.get(c.name)!;
      lines.push(
        `${(c.target ? '* ' : '  ') + c.name.padEnd(40)} ${String(r.rows).padStart(8)} |${p(r.http, 50)} ${p(r.http, 95)} |${p(r.sql, 50)} ${p(r.sql, 95)} | ${(percentile(r.http, 95) / percentile(r.sql, 95)).toFixed(2)}x`,
      );
    }
    const targets = cases.filter((c) => c.target);
    const worst = Math.max(...targets.map((c) => percentile(results.get(c.name)!.http, 95)));
    lines.push(`* target cases: worst HTTP p95 ${worst.toFixed(1)} ms (target under 100 ms)`);
    return lines;
  },
  async teardown() {
    await pool?.end();
  },
};
