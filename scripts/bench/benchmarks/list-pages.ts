// The list screens at scale (seed --scale: 2,000 lists, a list of 500,000 contacts, 100,000 campaigns),
// called through the CDN server as the SPA calls them. Each case's baseline, in the same run, is the SQL
// the service ran for that call (recorded once through kysely), run straight through mysql2 with the same
// overlap (statements the service ran side by side run side by side). Reports p50/p95 of every case, its
// ratio to its baseline, and the last page's p50 against the first page's.
import type { Kysely } from 'kysely';
import { createPool, type Pool } from 'mysql2/promise';
import type { AuthContext } from '../../../functions/src/auth/auth-context';
import { listCampaigns } from '../../../functions/src/campaigns/campaigns.service';
import { campaignListRequestSchema } from '../../../functions/src/campaigns/campaigns.schemas';
import type { Database } from '../../../functions/src/platform/db/database.types';
import { tenantScopeFor } from '../../../functions/src/platform/tenancy';
import { contactsQuerySchema, listListsRequestSchema } from '../../../functions/src/lists/lists.schemas';
import { getListContacts, listSmsLists } from '../../../functions/src/lists/lists.service';
import { BIG_LIST_NAME, SCALE_EMAIL } from '../../db/scale-data';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { load, percentile, type Benchmark } from '../harness';
import { recordStatements, replayStatements, type StatementGroups } from '../query-recorder';
import { api, signIn } from '../stack-client';

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);

interface Case {
  name: string;
  call: () => Promise<unknown>;
  /** The same call through the service, to record its SQL. */
  service: (db: Kysely<Database>, auth: AuthContext) => Promise<unknown>;
  /** Recorded statements, in groups that ran side by side. */
  groups: StatementGroups;
}

let pool: Pool;
let cases: Case[] = [];
const results = new Map<string, { http: number[]; sql: number[] }>();

/** Runs the call once through kysely and records its statements, grouped by overlap. */
async function record(c: Case, auth: AuthContext): Promise<void> {
  c.groups = (await recordStatements((db) => c.service(db, auth))).groups;
}

const runSql = (c: Case) => replayStatements(pool, c.groups);

async function setup(): Promise<void> {
  await signIn(SCALE_EMAIL, DEMO_PASSWORD).catch(() => {
    throw new Error(
      `sign-in as ${SCALE_EMAIL} failed: seed the stage first (tsx scripts/db/seed.ts --scale)`,
    );
  });
  pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 4, timezone: 'Z' });
  const [users] = (await pool.query('SELECT id, account_id FROM users WHERE email = ?', [SCALE_EMAIL])) as [
    { id: number; account_id: number }[],
    unknown,
  ];
  const { id: userId, account_id: accountId } = users[0]!;
  const auth: AuthContext = {
    userId,
    accountId,
    role: 'Client',
    sessionId: 0,
    scope: tenantScopeFor(accountId),
  };
  const [lists] = (await pool.query('SELECT id, contacts FROM sms_lists WHERE account_id = ? AND name = ?', [
    accountId,
    BIG_LIST_NAME,
  ])) as [{ id: number; contacts: number }[], unknown];
  const big = lists[0]!;
  const [[listCount]] = (await pool.query('SELECT COUNT(*) AS n FROM sms_lists WHERE account_id = ?', [
    accountId,
  ])) as unknown as [[{ n: number }]];
  const [[campaignCount]] = (await pool.query(
    'SELECT COUNT(*) AS n FROM sms_campaigns WHERE account_id = ? AND archived = 0',
    [accountId],
  )) as unknown as [[{ n: number }]];

  const contactsPage = (page: number, search = ''): Case => {
    const qs = `page=${page}&rowsPerPage=20${search ? `&search=${encodeURIComponent(search)}` : ''}`;
    return {
      name: `contacts ${search ? `search "${search}"` : `page ${page.toLocaleString('en')}`}`,
      call: () => api('GET', `/api/sms/lists/${big.id}/contacts?${qs}`),
      service: (db, a) =>
        getListContacts(db, a, big.id, contactsQuerySchema.parse({ page, rowsPerPage: 20, search })),
      groups: [],
    };
  };
  const listsPage = (page: number): Case => {
    const body = { sort: { field: 'name', direction: 'asc' }, pagination: { page, rowsPerPage: 10 } };
    return {
      name: `lists page ${page}`,
      call: () => api('POST', '/api/sms/lists/all', body),
      service: (db, a) => listSmsLists(db, a, listListsRequestSchema.parse(body)),
      groups: [],
    };
  };
  const campaignsPage = (label: string, page: number, name?: string): Case => {
    const body = {
      sort: { field: 'name', direction: 'asc' },
      filters: name ? [{ field: 'campaignName', operation: 'Contains', value: name }] : [],
      pagination: { page, rowsPerPage: 10 },
    };
    return {
      name: `campaigns ${label}`,
      call: () => api('POST', '/api/sms/campaigns/list', body),
      service: (db, a) => listCampaigns(db, a, campaignListRequestSchema.parse(body)),
      groups: [],
    };
  };
  cases = [
    listsPage(1),
    listsPage(Math.ceil(Number(listCount.n) / 10)),
    contactsPage(1),
    contactsPage(5_000),
    contactsPage(Math.ceil(big.contacts / 20)),
    contactsPage(1, '0821499'),
    contactsPage(1, '+27 82 149 9'),
    contactsPage(1, 'Thandi'),
    campaignsPage('page 1', 1),
    campaignsPage(
      `last page (${Math.ceil(Number(campaignCount.n) / 10).toLocaleString('en')})`,
      Math.ceil(Number(campaignCount.n) / 10),
    ),
    campaignsPage('name filter "winter"', 1, 'winter'),
  ];
  for (const c of cases) await record(c, auth);
}

async function measure(side: 'http' | 'sql'): Promise<number[]> {
  const all: number[] = [];
  for (const c of cases) {
    const ms = await load(
      async () => void (side === 'http' ? await c.call() : await runSql(c)),
      REQUESTS,
      CONCURRENCY,
    );
    const r = results.get(c.name) ?? { http: [], sql: [] };
    r[side].push(...ms);
    results.set(c.name, r);
    all.push(...ms);
  }
  return all;
}

const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1).padStart(6);

export const listPages: Benchmark = {
  name: 'list-pages',
  unit: 'one page of the lists, contacts or campaigns screen',
  description: `scale account, ${REQUESTS} requests per case per round, ${CONCURRENCY} in flight`,
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  setup,
  baseline: { label: 'the same SQL straight through mysql2', run: () => measure('sql') },
  candidate: { label: 'CDN server -> serverless-offline -> middy route', run: () => measure('http') },
  report: () => {
    const lines = ['case                                   HTTP p50  p95 |  SQL p50  p95 | p50 ratio'];
    for (const [name, r] of results) {
      lines.push(
        `${name.padEnd(38)} ${p(r.http, 50)} ${p(r.http, 95)} | ${p(r.sql, 50)} ${p(r.sql, 95)} | ${(percentile(r.http, 50) / percentile(r.sql, 50)).toFixed(2)}x`,
      );
    }
    const p50 = (prefix: string, pick: (names: string[]) => string | undefined) => {
      const name = pick([...results.keys()].filter((n) => n.startsWith(prefix)));
      return name ? percentile(results.get(name)!.http, 50) : NaN;
    };
    const first = (ns: string[]) => ns[0];
    const lastPage = (ns: string[]) => ns.filter((n) => /page|last/.test(n)).at(-1);
    for (const screen of ['lists', 'contacts page', 'campaigns']) {
      const ratio = p50(screen, lastPage) / p50(screen, first);
      lines.push(`${screen}: last page / first page (HTTP p50) = ${ratio.toFixed(2)}x (target at most 2x)`);
    }
    const worst = Math.max(...[...results.values()].map((r) => percentile(r.http, 95)));
    lines.push(`worst HTTP p95: ${worst.toFixed(1)} ms (target under 100 ms)`);
    return lines;
  },
  async teardown() {
    await pool?.end();
  },
};
