// The inbound (replies) webhook under load (autocannon straight at serverless-offline): POST
// /api/webhooks/sms/{providerId}/inbound?secret=… with BulkSMS RECEIVED bodies, against GET /api/health (a
// no-op route through the same middy stack) on the same serverless-offline, same run. Target: throughput at
// least 0.5x of the no-op, p99 under 100 ms, no errors.
// The replies are realistic: numbers the campaign messaged (BulkSMS names the message in
// relatedSentMessageId) and some it never did, saying YES (leads), STOP (opt-outs) or free text, with 5%
// retries of a message already posted (BulkSMS retries and duplicates). BENCH_INBOUND_PER_CALL messages a
// call (default 10: BulkSMS's invokeOption MANY carries up to ten). BENCH_INBOUND_CONNECTIONS calls in flight (default 10: BulkSMS
// invokes a webhook with a few calls in flight, not dozens). Everything happens in an account of its own,
// removed afterwards, so the demo inbox stays as it was.
import { randomBytes } from 'node:crypto';
import { autocannonLoad, cpuLine, newLoadTally } from '../autocannon-load';
import { createPool, type Pool, type ResultSetHeader, type RowDataPacket } from 'mysql2/promise';
import { generateWebhookSecret, sealProviderCredentials } from '../../../functions/src/providers/gateways';
import type { Benchmark } from '../harness';

const CONNECTIONS = Number(process.env.BENCH_INBOUND_CONNECTIONS ?? 10);
/** Messages a call: BulkSMS posts up to ten at a time (invokeOption MANY). */
const PER_CALL = Number(process.env.BENCH_INBOUND_PER_CALL ?? 10);
const REQUESTS = Number(process.env.BENCH_INBOUND_REQUESTS ?? 3000);
const RECIPIENTS = 2000;
const base = () => `http://127.0.0.1:${process.env.API_PORT}`;

const LEADS = ['YES', 'Yes', 'yes please', 'YES!', 'Yes 👍', 'yes, call me', 'Yes.'];
const OPTOUTS = ['STOP', 'Stop', 'stop please', 'UNSUBSCRIBE', 'Stop.', 'opt-out'];
const FREE = [
  'Who is this?',
  'What is the price?',
  'Can you call me after 5pm',
  'Thanks, got it',
  'Is this still available?',
  'Ek stel belang, stuur asseblief meer inligting',
  'Ngiyabonga 🙏',
  'Wrong number',
];

let pool: Pool;
let accountId = 0;
let providerId = 0;
let secret = '';
let tag = '';
let next = 0;
let retries = 0;
const posted: string[] = [];
const tallies = { baseline: newLoadTally(), candidate: newLoadTally() };

// A small deterministic generator, so every run posts the same mix.
let seed = 1;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
const benchNumber = (i: number) => `+2786${String(1_000_000 + i).slice(-7)}`;

/** The next call's body: PER_CALL messages, each new or (5% of them) a retry of one already posted. */
function nextBody(): string {
  return `[${Array.from({ length: PER_CALL }, nextMessage).join(',')}]`;
}

/** One message of a call: a new reply (or, 5% of the time, a retry of one already posted). */
function nextMessage(): string {
  if (posted.length > 50 && random() < 0.05) {
    retries += 1;
    return pick(posted);
  }
  const n = next++;
  const known = random() < 0.9;
  const i = Math.floor(random() * RECIPIENTS);
  const roll = random();
  const text = roll < 0.35 ? pick(LEADS) : roll < 0.5 ? pick(OPTOUTS) : pick(FREE);
  const id = `${tag}${n}`;
  const body = JSON.stringify({
    id,
    type: 'RECEIVED',
    from: known ? benchNumber(i) : `+2787${String(5_000_000 + n).slice(-7)}`,
    to: '+27600000000',
    body: text,
    encoding: /^[\x20-\x7e]*$/.test(text) ? 'TEXT' : 'UNICODE',
    protocolId: 0,
    messageClass: 0,
    numberOfParts: 1,
    creditCost: 0,
    submission: { id: `2-${id}`, date: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') },
    status: { id: 'DELIVERED.null', type: 'DELIVERED', subtype: null },
    relatedSentMessageId: known ? `${tag}m${i}` : null,
    userSuppliedId: null,
  });
  posted.push(body);
  return body;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const run = (side: 'baseline' | 'candidate', request: () => Call) =>
  autocannonLoad(tallies[side], {
    url: base(),
    connections: CONNECTIONS,
    amount: REQUESTS,
    request: () => ({ ...request() }),
  });

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [rows] = await pool.query<RowDataPacket[]>(sql, params);
  return rows[0] as T;
}

export const inboundWebhook: Benchmark = {
  name: 'inbound-webhook',
  unit: `POST /api/webhooks/sms/{providerId}/inbound (${PER_CALL} RECEIVED messages a call)`,
  description: `autocannon, ${CONNECTIONS} connections, ${REQUESTS} requests a side, YES / STOP / free text, 10% unknown numbers, 5% retries`,
  async setup() {
    pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 2, timezone: 'Z' });
    tag = `b${randomBytes(3).toString('hex')}-`;
    const [account] = await pool.query<ResultSetHeader>('INSERT INTO accounts (name) VALUES (?)', [
      `Inbound bench ${tag}`,
    ]);
    accountId = account.insertId;
    secret = generateWebhookSecret();
    const sealed = sealProviderCredentials({ username: `BENCH-${tag}`, password: 'unused' }, secret);
    const [provider] = await pool.query<ResultSetHeader>(
      "INSERT INTO sms_providers (account_id, name, type, base_url, credentials, webhook_secret) VALUES (?, 'Inbound bench', 'BulkSms', 'http://127.0.0.1:1/v1', ?, ?)",
      [accountId, sealed.credentials, sealed.webhook_secret],
    );
    providerId = provider.insertId;
    const [category] = await pool.query<ResultSetHeader>(
      "INSERT INTO sms_categories (account_id, name) VALUES (?, 'Bench')",
      [accountId],
    );
    const [campaign] = await pool.query<ResultSetHeader>(
      "INSERT INTO sms_campaigns (account_id, category_id, name, type, status, schedule_days, receive_active, reply_type, replies_saved) VALUES (?, ?, 'Winter sale', 2, 5, '', 1, 'Default', 1)",
      [accountId, category.insertId],
    );
    // The campaign messaged these numbers an hour ago; BulkSMS knows each message by its own id.
    const sentAt = new Date(Date.now() - 3_600_000);
    for (let start = 0; start < RECIPIENTS; start += 500) {
      const rows = Array.from({ length: Math.min(500, RECIPIENTS - start) }, (_, k) => {
        const i = start + k;
        return [
          accountId,
          campaign.insertId,
          'Api',
          benchNumber(i),
          'Winter sale: 30% off. Reply YES for a call back, STOP to opt out.',
          1,
          'GSM7',
          'Delivered',
          providerId,
          `${tag}m${i}`,
          sentAt,
          sentAt,
        ];
      });
      await pool.query(
        'INSERT INTO sms_messages (account_id, campaign_id, source, recipient, body, segments, encoding, status, provider_id, provider_message_id, created_at, sent_at) VALUES ?',
        [rows],
      );
    }
  },
  baseline: {
    label: 'GET /api/health (no-op middy route)',
    run: () => run('baseline', () => ({ method: 'GET', path: '/api/health' })),
  },
  candidate: {
    label: 'inbound webhook',
    run: () =>
      run('candidate', () => ({
        method: 'POST',
        path: `/api/webhooks/sms/${providerId}/inbound?secret=${encodeURIComponent(secret)}`,
        headers: { 'content-type': 'application/json', 'user-agent': 'BulkSMS Invoker' },
        body: nextBody(),
      })),
  },
  report: () => {
    const fmt = (m: Map<number, number>) =>
      [...m]
        .sort()
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ');
    return [
      `p99 (the warm-up run, then each round): baseline ${tallies.baseline.p99.join(', ')} ms; candidate ${tallies.candidate.p99.join(', ')} ms`,
      `answers: baseline {${fmt(tallies.baseline.statuses)}}; candidate {${fmt(tallies.candidate.statuses)}}`,
      `errors (timeouts, connection errors, 5xx): baseline ${tallies.baseline.errors}, candidate ${tallies.candidate.errors}`,
      cpuLine(tallies.baseline, tallies.candidate, 'call'),
    ];
  },
  async teardown() {
    const counts = await one<{
      replies: number;
      leads: number;
      optouts: number;
      unallocated: number;
      none: number;
    }>(
      "SELECT COUNT(*) AS replies, SUM(type = 'Lead') AS leads, SUM(type = 'Optout') AS optouts, SUM(type = 'Unallocated') AS unallocated, SUM(campaign_id IS NULL) AS none FROM sms_replies WHERE account_id = ?",
      [accountId],
    );
    const distinct = posted.length;
    console.log(
      `  stored ${counts.replies} replies for ${distinct} distinct messages posted (and ${retries} retries of them): ${counts.leads} leads, ${counts.optouts} opt-outs, ${counts.unallocated} unallocated, ${counts.none} without a campaign`,
    );
    for (const table of [
      'sms_replies',
      'sms_reply_counts',
      'sms_reply_days',
      'sms_optout_confirmations',
      'sms_optouts',
      'sms_campaign_stats',
      'sms_messages',
      'sms_campaigns',
      'sms_categories',
      'sms_providers',
    ]) {
      await pool.query(`DELETE FROM ${table} WHERE account_id = ?`, [accountId]);
    }
    await pool.query('DELETE FROM accounts WHERE id = ?', [accountId]);
    await pool.end();
  },
};
