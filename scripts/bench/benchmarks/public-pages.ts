// Public landing pages under load (autocannon straight at serverless-offline, as the CDN would call it):
// GET /p/{pageKey} (the page's html) and POST /p/{pageKey}/submit (a valid form: checked against the
// stored fields, the lead, its contact in the page's lead list, a 303 Redirect), each against GET
// /api/health (a no-op route through the same middy stack) on the same serverless-offline, same run.
// Target (issue 13): throughput at least 0.5x of the no-op, p99 under 100 ms, no errors.
// Each submission comes from its own viewer address (through the CDN secret) and is spread over 20 pages,
// so the per-client and per-page rate limits are not what is measured. An account of its own, removed after.
import { publicPageUrl } from '../../../functions/src/public-pages/pages-origin';
import { randomBytes } from 'node:crypto';
import { createPool, type Pool, type ResultSetHeader } from 'mysql2/promise';
import { autocannonLoad, cpuLine, newLoadTally, type LoadTally } from '../autocannon-load';
import type { Benchmark } from '../harness';

const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS ?? 10);
const REQUESTS = Number(process.env.BENCH_PAGES_REQUESTS ?? 2000);
const PAGES = 20;
const base = () => `http://127.0.0.1:${process.env.API_PORT}`;

const HTML =
  '<!doctype html><html><head><title>Winter sale</title><link rel="stylesheet" href="assets/css/site.css"></head>' +
  '<body><h1>Winter sale</h1><p>30% off everything this week.</p>' +
  '<form data-page-form method="post" action="submit"><label>First name <input name="FirstName"></label>' +
  '<label>Cellphone <input name="Cellphone"></label><label>Email <input name="Email"></label>' +
  '<input type="text" name="website" class="hp-field" tabindex="-1" autocomplete="off" aria-hidden="true">' +
  '<button type="submit">Submit</button></form></body></html>';

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

type Side = LoadTally;
const newSide = newLoadTally;

const run = (side: Side, request: () => Call) =>
  autocannonLoad(side, {
    url: base(),
    connections: CONNECTIONS,
    amount: REQUESTS,
    request: () => ({ ...request() }),
  });

let pool: Pool;
let accountId = 0;
let keys: string[] = [];
let n = 0;

async function setup(): Promise<void> {
  pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 2, timezone: 'Z' });
  const tag = `pb${randomBytes(3).toString('hex')}`;
  const [account] = await pool.query<ResultSetHeader>('INSERT INTO accounts (name) VALUES (?)', [
    `Pages bench ${tag}`,
  ]);
  accountId = account.insertId;
  const actions = JSON.stringify({
    formSubmitPageAction: {
      type: 2,
      message: null,
      redirectUrl: 'https://shop.example/thanks?name=#FIRSTNAME#',
      otherPageId: null,
    },
    formSubmitLeadAction: { type: 0, postUrl: null, httpVerb: null, contentType: null, parameters: [] },
  });
  keys = [];
  for (let i = 0; i < PAGES; i += 1) {
    const key = `${tag}-${i}`;
    const [page] = await pool.query<ResultSetHeader>(
      'INSERT INTO pages (account_id, page_key, name, title, html, form_submit_actions, content_version) VALUES (?, ?, ?, ?, ?, ?, 1)',
      [accountId, key, `Winter sale ${i}`, 'Winter sale', HTML, actions],
    );
    await pool.query(
      "INSERT INTO page_form_fields (page_id, position, system_field_type, is_required, save_to_lead) VALUES (?, 1, 'FirstName', 1, 1), (?, 2, 'Cellphone', 1, 1), (?, 3, 'Email', 0, 1)",
      [page.insertId, page.insertId, page.insertId],
    );
    keys.push(key);
  }
}

async function teardown(): Promise<void> {
  const [[counts]] = (await pool.query(
    'SELECT COUNT(*) AS leads, COUNT(DISTINCT contact_id) AS contacts FROM page_leads WHERE account_id = ?',
    [accountId],
  )) as unknown as [[{ leads: number; contacts: number }]];
  if (counts) console.log(`  stored ${counts.leads} leads (${counts.contacts} distinct contacts)`);
  await pool.query('DELETE FROM page_leads WHERE account_id = ?', [accountId]);
  await pool.query(
    'DELETE c FROM sms_list_contacts c INNER JOIN sms_lists l ON l.id = c.list_id WHERE l.account_id = ?',
    [accountId],
  );
  await pool.query('DELETE FROM sms_lists WHERE account_id = ?', [accountId]);
  await pool.query('DELETE FROM pages WHERE account_id = ?', [accountId]);
  await pool.query('DELETE FROM accounts WHERE id = ?', [accountId]);
  await pool.end();
}

const report = (baseline: Side, candidate: Side) => () => {
  const fmt = (m: Map<number, number>) =>
    [...m]
      .sort()
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ');
  return [
    `p99 (the warm-up run, then each round): baseline ${baseline.p99.join(', ')} ms; candidate ${candidate.p99.join(', ')} ms`,
    `answers: baseline {${fmt(baseline.statuses)}}; candidate {${fmt(candidate.statuses)}}`,
    `errors (timeouts, connection errors, 5xx): baseline ${baseline.errors}, candidate ${candidate.errors}`,
    cpuLine(baseline, candidate),
  ];
};

const health = (side: Side) => ({
  label: 'GET /api/health (no-op middy route)',
  run: () => run(side, () => ({ method: 'GET', path: '/api/health' })),
});

const getSides = { baseline: newSide(), candidate: newSide() };
export const publicPageGet: Benchmark = {
  name: 'public-page-get',
  unit: 'GET /p/{pageKey} (a published page with a form, 20 pages in turn)',
  description: `autocannon, ${CONNECTIONS} connections, ${REQUESTS} requests a side`,
  setup,
  teardown,
  baseline: health(getSides.baseline),
  candidate: {
    label: 'public page html',
    run: () => run(getSides.candidate, () => ({ method: 'GET', path: `/p/${keys[(n += 1) % PAGES]}` })),
  },
  report: report(getSides.baseline, getSides.candidate),
};

const submitSides = { baseline: newSide(), candidate: newSide() };
export const publicPageSubmit: Benchmark = {
  name: 'public-page-submit',
  unit: 'POST /p/{pageKey}/submit (a valid form: lead, contact, 303 Redirect)',
  description: `autocannon, ${CONNECTIONS} connections, ${REQUESTS} requests a side, each from its own address`,
  setup,
  teardown,
  baseline: health(submitSides.baseline),
  candidate: {
    label: 'public form submit',
    run: () =>
      run(submitSides.candidate, () => {
        const { pageKey: _pageKey, ...call } = nextSubmitCall();
        return call;
      }),
  },
  report: report(submitSides.baseline, submitSides.candidate),
};

/** The next valid form post: a new visitor (own address, name, number) on the next of the 20 pages. */
export function nextSubmitCall(): Call & { pageKey: string } {
  n += 1;
  const phone = `082${String(1_000_000 + (n % 9_000_000)).slice(-7)}`;
  const pageKey = keys[n % PAGES]!;
  return {
    method: 'POST',
    path: `/p/${pageKey}/submit`,
    pageKey,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cloudfront-viewer-address': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}:443`,
      'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '',
      // The account's own pages origin, as the CDN names it (a post to the parent host is moved: 308).
      'x-pages-host': new URL(publicPageUrl(accountId, pageKey)).host,
      'user-agent': 'Mozilla/5.0 (bench)',
    },
    body: new URLSearchParams({
      FirstName: `Visitor ${n}`,
      Cellphone: phone,
      Email: `v${n}@example.test`,
      website: '',
    }).toString(),
  };
}
