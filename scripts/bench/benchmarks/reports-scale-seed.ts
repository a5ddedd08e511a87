// The reports-scale benchmark's data (issue 12, Speed): one account of its own with N messages (default
// 10,000,000) over the last 24 months, seeded with set-based SQL (MariaDB's SEQUENCE engine, INSERT ... SELECT
// a month of days at a time), never row by row:
// - 12 categories, 16 big campaigns (blasts: half or more of a day's messages) and 224 small ones (six a day,
//   rotating), some with a short link, some with a callback URL, one replying with ID numbers;
// - days of uneven size: weekends about a third of a weekday, a random factor 0.4-1.6, 8% blast days four times
//   as big, and a slow growth over the two years; messages from 07:00 to 19:00 South African time;
// - N/20 ordinary numbers (about 20 messages each) and 40 busy numbers (0.4% of all messages, ~1,000 each);
// - statuses: 1.2% suppressed (opt-out or DMA), 1.5% failed at the gateway, 5.3% undelivered (a FAILED or
//   EXPIRED delivery report), 3% sent without a final report, the rest delivered; 10% two segments, some UCS-2;
// - delivery reports (a final one per delivered or undelivered message, an ACCEPTED one for a tenth of them);
// - replies to 3% of the delivered messages (40% leads, 20% opt-outs with the account's opt-out rows, the rest
//   unallocated free text, 5% ignored), unique clicks on 8% of the short-link campaigns' delivered messages,
//   web-service callbacks for the callback campaigns' replies and for 5% of their delivery reports;
// - 25 lists holding a quarter of the numbers (and every busy one), 30% of them on two lists, ID numbers typed
//   as people type them (spaces, dashes, missing), two cellphones per ID number.
// Seeding drops sms_messages' and sms_delivery_reports' secondary indexes that no foreign key needs and adds
// them back afterwards (one sorted build instead of 10,000,000 random inserts into each); the measuring starts
// only when they are all back, and dropBench puts them back too if a run stops half-way.
import type { Connection } from 'mysql2/promise';
import { hashPassword } from '../../../functions/src/auth/password';
import { DEMO_PASSWORD } from '../../db/demo-data';

export const REPORTS_BENCH_EMAIL = 'reports@bench.test';
export const REPORTS_BENCH_ACCOUNT = 'Reports scale bench';
export const DAYS = 730;
export const BUSY_NUMBERS = 40;
const BIG_CAMPAIGNS = 16;
const SMALL_CAMPAIGNS = 224;
const SMALL_PER_DAY = 6;
const LISTS = 25;
const FIRST_ORDINARY = 100;

/** A number of the bench (E.164, South African mobile): 0-39 busy, from 100 ordinary. */
export const cellphoneOf = (idx: number) => `+2782${String(idx).padStart(7, '0')}`;
export const ordinaryNumbers = (messages: number) => Math.max(1000, Math.round(messages / 20));

export interface BenchDay {
  dayNo: number;
  /** South African date, YYYY-MM-DD. */
  day: string;
  weekend: boolean;
  blast: boolean;
  messages: number;
}

export interface SeededBench {
  accountId: number;
  days: BenchDay[];
  messages: number;
}

// A small deterministic generator, so every run seeds the same days.
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The 730 South African days ending yesterday, with each day's share of the messages. */
export function planDays(messages: number, now = new Date()): BenchDay[] {
  const rnd = random(12);
  const today = new Date(`${isoDay(new Date(now.getTime() + 2 * 3600 * 1000))}T00:00:00Z`);
  const raw = Array.from({ length: DAYS }, (_, dayNo) => {
    const date = new Date(today.getTime() - (DAYS - dayNo) * 86_400_000);
    const weekend = [0, 6].includes(date.getUTCDay());
    const blast = rnd() < 0.08;
    const weight =
      (weekend ? 0.35 : 1) * (0.4 + rnd() * 1.2) * (blast ? 4 : 1) * (0.7 + (0.6 * dayNo) / DAYS);
    return { dayNo, day: isoDay(date), weekend, blast, weight };
  });
  const total = raw.reduce((s, d) => s + d.weight, 0);
  const days = raw.map((d) => ({ ...d, messages: Math.floor((messages * d.weight) / total) }));
  // The rounding's remainder goes to the busiest day, so the days hold exactly `messages`.
  const short = messages - days.reduce((s, d) => s + d.messages, 0);
  days.reduce((a, b) => (b.messages > a.messages ? b : a)).messages += short;
  return days.map(({ weight: _w, ...d }) => d);
}

const q = async (conn: Connection, text: string, params: unknown[] = []) => {
  const [result] = await conn.query(text, params);
  return result as { insertId: number; affectedRows: number } & Record<string, unknown>[];
};
const rows = async <T>(conn: Connection, text: string, params: unknown[] = []) =>
  (await conn.query(text, params))[0] as T[];

export async function findBenchAccount(conn: Connection): Promise<number | null> {
  const [a] = await rows<{ id: number }>(conn, 'SELECT id FROM accounts WHERE name = ?', [
    REPORTS_BENCH_ACCOUNT,
  ]);
  return a?.id ?? null;
}

// ---- the big tables' secondary indexes ------------------------------------------------------

/** Indexes no foreign key needs (account_id and campaign_id keep theirs), by table. */
const DROPPABLE: Record<string, string[]> = {
  sms_messages: [
    'sms_messages_idempotency',
    'sms_messages_short_code',
    'sms_messages_provider_message',
    'sms_messages_recipient',
    'sms_messages_outbox',
    'sms_messages_campaign_status',
    'sms_messages_updated',
  ],
  sms_delivery_reports: ['sms_delivery_reports_unique', 'sms_delivery_reports_message'],
};
const SAVED_INDEXES = 'bench_rs_saved_indexes';

/** Saves the definitions of the droppable indexes (once) and drops them. */
async function dropIndexes(conn: Connection, log: (line: string) => void): Promise<void> {
  await q(
    conn,
    `CREATE TABLE IF NOT EXISTS ${SAVED_INDEXES} (table_name VARCHAR(64) NOT NULL, name VARCHAR(64) NOT NULL,
       definition TEXT NOT NULL, PRIMARY KEY (table_name, name))`,
  );
  for (const [table, names] of Object.entries(DROPPABLE)) {
    const [create] = await rows<{ 'Create Table': string }>(conn, `SHOW CREATE TABLE ${table}`);
    const present: string[] = [];
    for (const line of create!['Create Table'].split('\n')) {
      const m = /^\s*((?:UNIQUE )?KEY `([^`]+)` \(.*\))\s*,?\s*$/.exec(line);
      if (m && names.includes(m[2]!)) {
        present.push(m[2]!);
        await q(conn, `INSERT IGNORE INTO ${SAVED_INDEXES} VALUES (?, ?, ?)`, [table, m[2], m[1]]);
      }
    }
    if (present.length) {
      await q(conn, `ALTER TABLE ${table} ${present.map((n) => `DROP KEY \`${n}\``).join(', ')}`);
      log(`dropped ${present.length} secondary indexes of ${table} for the load`);
    }
  }
}

/** Adds back every saved index that is missing (one sorted build per table). */
export async function restoreIndexes(conn: Connection, log: (line: string) => void): Promise<void> {
  const [exists] = await rows(conn, `SHOW TABLES LIKE '${SAVED_INDEXES}'`);
  if (!exists) return;
  const saved = await rows<{ table_name: string; name: string; definition: string }>(
    conn,
    `SELECT table_name, name, definition FROM ${SAVED_INDEXES}`,
  );
  for (const table of new Set(saved.map((s) => s.table_name))) {
    const [create] = await rows<{ 'Create Table': string }>(conn, `SHOW CREATE TABLE ${table}`);
    const missing = saved.filter(
      (s) => s.table_name === table && !create!['Create Table'].includes(`KEY \`${s.name}\``),
    );
    if (!missing.length) continue;
    const started = Date.now();
    await q(conn, `ALTER TABLE ${table} ${missing.map((s) => `ADD ${s.definition}`).join(', ')}`);
    log(
      `added back ${missing.length} indexes of ${table} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await q(conn, `DROP TABLE ${SAVED_INDEXES}`);
}

// ---- seeding --------------------------------------------------------------------------------

const CATEGORY_NAMES = [
  ['Retail promotions', 'Marketing'],
  ['Loans', 'Finance'],
  ['Funeral cover', 'Insurance'],
  ['Car insurance', 'Insurance'],
  ['Airtime & data', 'Marketing'],
  ['Collections', 'Finance'],
  ['Reminders', 'Service'],
  ['Surveys', 'Service'],
  ["Women's Day", 'Marketing'],
  ['Black Friday', 'Marketing'],
  ['Medical aid', 'Insurance'],
  ['Uncategorised', null],
] as const;
const BIG_NAMES = ['Black Friday blast', 'Month-end specials', 'Winter warmers', 'Back to school'];
const SMALL_NAMES = [
  'Loan follow-up',
  'Funeral cover leads',
  'Payment reminder',
  'Store opening – Soweto',
  'Survey: how did we do?',
  'Airtime bonus',
  "Mother's Day",
  'Data bundle upsell',
];

async function createAccount(conn: Connection): Promise<number> {
  const account = (
    await q(conn, "INSERT INTO accounts (name, default_country_iso3166) VALUES (?, 'ZA')", [
      REPORTS_BENCH_ACCOUNT,
    ])
  ).insertId;
  await q(
    conn,
    `INSERT INTO users (account_id, email, password_hash, first_name, last_name, company, role, email_verified)
     VALUES (?, ?, ?, 'Reports', 'Bench', ?, 'Client', 1)`,
    [account, REPORTS_BENCH_EMAIL, await hashPassword(DEMO_PASSWORD), REPORTS_BENCH_ACCOUNT],
  );
  await q(
    conn,
    `INSERT INTO sms_providers (account_id, name, price_per_segment) VALUES
       (?, 'Vodacom Bulk SMS', 0.2450), (?, 'MTN Reverse Billed', 0.2300)`,
    [account, account],
  );
  await q(conn, 'INSERT INTO sms_categories (account_id, name, group_name) VALUES ?', [
    CATEGORY_NAMES.map(([name, group]) => [account, name, group]),
  ]);
  const categories = await rows<{ id: number }>(
    conn,
    'SELECT id FROM sms_categories WHERE account_id = ? ORDER BY id',
    [account],
  );
  // k: 0-15 big, 16-239 small. Every third campaign has a short link, every fourth a callback URL.
  const campaigns = Array.from({ length: BIG_CAMPAIGNS + SMALL_CAMPAIGNS }, (_, k) => {
    const big = k < BIG_CAMPAIGNS;
    const name = big
      ? `${BIG_NAMES[k % BIG_NAMES.length]} ${2025 + (k % 2)} #${k + 1}`
      : `${SMALL_NAMES[k % SMALL_NAMES.length]} ${k}`;
    return [
      account,
      categories[k % categories.length]!.id,
      name,
      k % 3, // type
      5, // status
      k % 3 === 0 ? `https://shop.example.co.za/offer/${k}?utm_source=sms` : null,
      k % 4 === 0 ? `http://127.0.0.1:9/callbacks/${k}` : null,
      k === 20 ? 'IdNumber' : 'Default',
    ];
  });
  await q(
    conn,
    `INSERT INTO sms_campaigns (account_id, category_id, name, type, status, click_url, callback_url, reply_type)
     VALUES ?`,
    [campaigns],
  );
  return account;
}

/** This connection's bench_rs_campaigns: k (0-15 big, 16-239 small, in id order) -> the campaign. */
export async function loadCampaignKeys(conn: Connection, accountId: number): Promise<void> {
  await q(conn, 'DROP TEMPORARY TABLE IF EXISTS bench_rs_campaigns');
  await q(
    conn,
    `CREATE TEMPORARY TABLE bench_rs_campaigns (k INT PRIMARY KEY, id INT UNSIGNED NOT NULL,
       click_url VARCHAR(2000), callback_url VARCHAR(2000), id_reply TINYINT NOT NULL)`,
  );
  await q(
    conn,
    `INSERT INTO bench_rs_campaigns SELECT ROW_NUMBER() OVER (ORDER BY id) - 1, id, click_url, callback_url,
       reply_type = 'IdNumber' FROM sms_campaigns WHERE account_id = ?`,
    [accountId],
  );
}

/** Seeds the bench account; answers its id. Prints each step's time through `log`. */
export async function seedReportsBench(
  conn: Connection,
  messages: number,
  log: (line: string) => void,
): Promise<SeededBench> {
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const days = planDays(messages);
  const accountId = await createAccount(conn);
  const providers = await rows<{ id: number }>(
    conn,
    'SELECT id FROM sms_providers WHERE account_id = ? ORDER BY id',
    [accountId],
  );
  const [p1, p2] = providers.map((p) => p.id);
  await loadCampaignKeys(conn, accountId);

  // The days: each one's size, where its messages start in the run's numbering, its big campaign (if any)
  // and how much of the day it takes, and which six small campaigns run.
  const rnd = random(99);
  let offset = 0;
  const dayRows = days.map((d) => {
    const bigRuns = d.blast || rnd() < 0.3;
    const row = [
      d.dayNo,
      d.day,
      d.messages,
      offset,
      bigRuns ? Math.floor(rnd() * BIG_CAMPAIGNS) : 0,
      bigRuns ? Math.floor(d.messages * (d.blast ? 0.7 : 0.5)) : 0,
      (d.dayNo * 3) % SMALL_CAMPAIGNS,
    ];
    offset += d.messages;
    return row;
  });
  await q(conn, 'DROP TEMPORARY TABLE IF EXISTS bench_rs_days');
  await q(
    conn,
    `CREATE TEMPORARY TABLE bench_rs_days (day_no INT PRIMARY KEY, day DATE NOT NULL, n INT NOT NULL,
       first_ord BIGINT NOT NULL, big_k INT NOT NULL, big_n INT NOT NULL, small_base INT NOT NULL)`,
  );
  await q(conn, 'INSERT INTO bench_rs_days VALUES ?', [dayRows]);
  const maxPerDay = Math.max(...days.map((d) => d.messages));
  const population = ordinaryNumbers(messages);

  await dropIndexes(conn, log);
  // Messages, 30 days per statement, in time order (so ids follow created_at, as in production).
  await step(`messages (${messages.toLocaleString('en-ZA')})`, async () => {
    for (let from = 0; from < DAYS; from += 30) {
      await q(
        conn,
        `INSERT INTO sms_messages (account_id, campaign_id, source, recipient, body, segments, encoding, short_code,
           click_url, status, suppression, fail_reason, provider_id, provider_message_id, cost, send_attempts,
           created_at, enqueued_at, sent_at, delivered_at, failed_at, updated_at)
         SELECT ?, c.id, IF(x.g MOD 10 = 0, 'Api', 'Segment'), x.recipient,
           CONCAT(ELT(1 + x.g MOD 5,
             'Hi! Get 20% off everything this weekend only. T&Cs apply. Reply STOP to opt out',
             '🎉 Jou bestelling is gereed vir afhaal. Antwoord STOP om uit te teken',
             'Dear customer, your payment of R450.00 is due on the 25th. Pay now to avoid a R50 late fee. Queries? Call 0860 123 456 between 08:00 and 17:00, Mon-Fri. Reply STOP to opt out',
             'Need cash? Loans up to R150 000 approved in 24h. Reply YES and a consultant will call you',
             'Thank you for your order. Ngiyabonga!'),
             IF(c.click_url IS NULL, '', CONCAT(' https://sms.example.co.za/s/', x.short))),
           IF(x.g MOD 5 = 2, 2, 1), IF(x.g MOD 5 = 1, 'UCS2', 'GSM7'),
           IF(c.click_url IS NULL, NULL, x.short), c.click_url,
           x.status,
           IF(x.status = 'Suppressed', IF(x.r < 8, 'Optout', 'Dma'), NULL),
           CASE x.status WHEN 'Failed' THEN IF(x.r MOD 2 = 0, 'Rejected by the provider: invalid number', 'Insufficient credits')
             WHEN 'Undelivered' THEN IF(x.r MOD 3 = 0, 'FAILED.EXPIRED', 'FAILED.UNROUTABLE') END,
           IF(x.status = 'Suppressed', NULL, IF(x.g MOD 10 < 7, ?, ?)),
           IF(x.sent, CONCAT('rs', x.ord), NULL),
           IF(x.sent, IF(x.g MOD 5 = 2, 0.4900, 0.2450), NULL),
           IF(x.status = 'Suppressed', 0, 1 + (x.status = 'Failed') * (x.g MOD 3)),
           x.created_at, x.created_at,
           IF(x.sent, x.created_at + INTERVAL (x.g MOD 120) SECOND, NULL),
           IF(x.status = 'Delivered', x.created_at + INTERVAL (x.g MOD 120 + 5 + x.g MOD 600) SECOND, NULL),
           IF(x.status IN ('Failed', 'Undelivered'), x.created_at + INTERVAL (x.g MOD 120 + 60 + x.g MOD 3600) SECOND, NULL),
           x.created_at + INTERVAL (x.g MOD 120 + 5 + x.g MOD 3600) SECOND
         FROM (
           SELECT h.day_no, h.seq, h.first_ord + h.seq AS ord, h.g, h.g MOD 1000 AS r,
             IF(h.seq <= h.big_n, h.big_k, ${BIG_CAMPAIGNS} + (h.small_base + h.seq MOD ${SMALL_PER_DAY}) MOD ${SMALL_CAMPAIGNS}) AS k,
             CONCAT('+2782', LPAD(IF((h.g DIV 1000) MOD 1000 < 4, h.g MOD ${BUSY_NUMBERS},
               ${FIRST_ORDINARY} + (h.g DIV 7) MOD ${population}), 7, '0')) AS recipient,
             CONCAT('Z', LPAD(CONV(h.first_ord + h.seq, 10, 36), 6, '0')) AS short,
             CASE WHEN h.g MOD 1000 < 12 THEN 'Suppressed' WHEN h.g MOD 1000 < 27 THEN 'Failed'
               WHEN h.g MOD 1000 < 80 THEN 'Undelivered' WHEN h.g MOD 1000 < 110 THEN 'Sent'
               ELSE 'Delivered' END AS status,
             h.g MOD 1000 >= 27 AS sent,
             TIMESTAMP(h.day) + INTERVAL 5 HOUR + INTERVAL FLOOR((h.seq - 1) * 43200 / h.n) SECOND AS created_at
           FROM (
             SELECT d.*, s.seq, CRC32(CONCAT(d.day_no, '-', s.seq)) AS g
             FROM bench_rs_days d JOIN seq_1_to_${maxPerDay} s ON s.seq <= d.n
             WHERE d.day_no BETWEEN ? AND ?
           ) h
         ) x
         JOIN bench_rs_campaigns c ON c.k = x.k
         ORDER BY x.day_no, x.seq`,
        [accountId, p1, p2, from, from + 29],
      );
    }
  });
  const [range] = await rows<{ lo: number; hi: number }>(
    conn,
    'SELECT MIN(id) AS lo, MAX(id) AS hi FROM sms_messages WHERE account_id = ?',
    [accountId],
  );
  /** Runs a statement over the account's messages one id range of CHUNK at a time. */
  const CHUNK = 1_000_000;
  const chunked = async (text: string, params: (lo: number, hi: number) => unknown[]) => {
    for (let lo = Number(range!.lo); lo <= Number(range!.hi); lo += CHUNK)
      await q(conn, text, params(lo, Math.min(lo + CHUNK - 1, Number(range!.hi))));
  };
  await step('delivery reports', () =>
    chunked(
      `INSERT INTO sms_delivery_reports (provider_id, provider_message_id, message_id, account_id, status, delivered,
         reported_at, received_at)
       SELECT m.provider_id, m.provider_message_id, m.id, m.account_id,
         IF(k.seq = 2, 'ACCEPTED', IF(m.status = 'Delivered', 'DELIVERED', IF(m.id MOD 3 = 0, 'EXPIRED', 'FAILED'))),
         k.seq = 1 AND m.status = 'Delivered',
         IF(k.seq = 2, m.sent_at, COALESCE(m.delivered_at, m.failed_at) - INTERVAL 2 SECOND),
         IF(k.seq = 2, m.sent_at + INTERVAL 1 SECOND, COALESCE(m.delivered_at, m.failed_at))
       FROM sms_messages m JOIN seq_1_to_2 k ON k.seq = 1 OR m.id MOD 10 = 3
       WHERE m.account_id = ? AND m.id BETWEEN ? AND ? AND m.status IN ('Delivered', 'Undelivered')`,
      (lo, hi) => [accountId, lo, hi],
    ),
  );
  // t (0-9): 0-3 a lead, 4-5 an opt-out, 6-9 free text with no campaign. A reply to the ID-number campaign
  // holds an ID number (its keyword).
  await step('replies', () =>
    chunked(
      `INSERT INTO sms_replies (account_id, provider_id, provider_message_id, campaign_id, in_reply_to_message_id,
         from_number, to_number, message, keyword, type, ignored, received_at, created_at, updated_at)
       SELECT y.account_id, y.provider_id, CONCAT('rsr', y.id), IF(y.t < 6, y.campaign_id, NULL), y.id,
         y.recipient, '31337',
         CASE WHEN y.id_reply = 1 AND y.t < 6 THEN y.id_number
           WHEN y.t < 4 THEN ELT(1 + y.h MOD 6, 'YES', 'Yes please', 'yes 😀', 'Interested, call me after 5', 'Ja', 'YES!!')
           WHEN y.t < 6 THEN ELT(1 + y.h MOD 5, 'STOP', 'Stop', 'stop please', 'UNSUBSCRIBE', 'Stop sending me sms')
           ELSE ELT(1 + y.h MOD 7, 'Who is this?', 'Wrong number', 'Thanks', 'How much is it?', '?', 'Ngiyabonga 🙏',
             'Please call me back on 0821234567') END,
         CASE WHEN y.id_reply = 1 AND y.t < 6 THEN y.id_number WHEN y.t < 4 THEN 'YES' WHEN y.t < 6 THEN 'STOP' END,
         CASE WHEN y.t < 4 THEN 'Lead' WHEN y.t < 6 THEN 'Optout' ELSE 'Unallocated' END,
         y.h MOD 20 = 0, y.at, y.at, y.at
       FROM (
         SELECT m.id, m.account_id, m.provider_id, m.campaign_id, m.recipient, c.id_reply, m.h,
           (m.h DIV 1000) MOD 10 AS t, m.delivered_at + INTERVAL (m.h MOD 7200) SECOND AS at,
           CONCAT(LPAD(50 + m.id MOD 40, 2, '0'), '0', 1 + m.id MOD 9, '1', 1 + m.id MOD 9,
             LPAD(m.id MOD 10000, 4, '0'), '08', m.id MOD 10) AS id_number
         FROM (
           SELECT id, account_id, provider_id, campaign_id, recipient, delivered_at, CRC32(CONCAT('r', id)) AS h
           FROM sms_messages WHERE account_id = ? AND id BETWEEN ? AND ? AND status = 'Delivered'
         ) m
         JOIN bench_rs_campaigns c ON c.id = m.campaign_id
         WHERE m.h MOD 1000 < 30
       ) y`,
      (lo, hi) => [accountId, lo, hi],
    ),
  );
  await step('opt-outs', () =>
    q(
      conn,
      `INSERT IGNORE INTO sms_optouts (account_id, cellphone, created_at)
       SELECT account_id, from_number, MIN(received_at) FROM sms_replies
       WHERE account_id = ? AND type = 'Optout' GROUP BY account_id, from_number`,
      [accountId],
    ),
  );
  // Unique clicks: 8% of the short-link campaigns' delivered messages, opened 1-3 times.
  await step('clicks', () =>
    chunked(
      `INSERT INTO sms_clicks (message_id, account_id, campaign_id, recipient, url, clicks, first_click_at,
         latest_click_at)
       SELECT m.id, m.account_id, m.campaign_id, m.recipient, m.click_url, 1 + m.h MOD 3,
         m.delivered_at + INTERVAL (m.h MOD 3600) SECOND,
         m.delivered_at + INTERVAL (m.h MOD 3600 + (m.h MOD 3) * (m.h MOD 86400)) SECOND
       FROM (
         SELECT id, account_id, campaign_id, recipient, click_url, delivered_at, CRC32(CONCAT('c', id)) AS h
         FROM sms_messages
         WHERE account_id = ? AND id BETWEEN ? AND ? AND status = 'Delivered' AND click_url IS NOT NULL
       ) m
       WHERE m.h MOD 1000 < 80`,
      (lo, hi) => [accountId, lo, hi],
    ),
  );
  // Web-service callbacks: every reply of a callback campaign, and 5% of their delivery reports.
  await step('callbacks', async () => {
    await q(
      conn,
      `INSERT INTO webhook_calls (account_id, campaign_id, cellphone, event_type, event_key, callback_url, payload,
         send_attempts, sent, given_up, last_status_code, last_error, created_at, sent_at)
       SELECT r.account_id, r.campaign_id, r.from_number, IF(r.type = 'Lead', 'Lead', 'Optout'),
         CONCAT('reply:', r.id), c.callback_url,
         JSON_OBJECT('type', r.type, 'cellphone', r.from_number, 'message', r.message, 'campaignId', r.campaign_id),
         IF(r.id MOD 10 = 0, 8, 1 + r.id MOD 2), r.id MOD 10 <> 0, r.id MOD 10 = 0,
         IF(r.id MOD 10 = 0, 503, 200), IF(r.id MOD 10 = 0, 'HTTP 503 Service Unavailable', NULL),
         r.received_at, IF(r.id MOD 10 = 0, NULL, r.received_at + INTERVAL 2 SECOND)
       FROM sms_replies r JOIN bench_rs_campaigns c ON c.id = r.campaign_id
       WHERE r.account_id = ? AND c.callback_url IS NOT NULL`,
      [accountId],
    );
    await chunked(
      `INSERT INTO webhook_calls (account_id, campaign_id, cellphone, event_type, event_key, callback_url, payload,
         send_attempts, sent, last_status_code, created_at, sent_at)
       SELECT m.account_id, m.campaign_id, m.recipient, 'DeliveryReport', CONCAT('dr:', m.id), c.callback_url,
         JSON_OBJECT('type', 'DeliveryReport', 'cellphone', m.recipient, 'status', m.status, 'messageId', m.id),
         1, 1, 200, COALESCE(m.delivered_at, m.failed_at), COALESCE(m.delivered_at, m.failed_at) + INTERVAL 1 SECOND
       FROM sms_messages m JOIN bench_rs_campaigns c ON c.id = m.campaign_id
       WHERE m.account_id = ? AND m.id BETWEEN ? AND ? AND c.callback_url IS NOT NULL
         AND m.status IN ('Delivered', 'Undelivered') AND m.id MOD 20 = 7`,
      (lo, hi) => [accountId, lo, hi],
    );
  });
  // Lists: every busy number and a quarter of the ordinary ones, on list idx MOD 25; 30% also on a second.
  await step('lists', async () => {
    await q(conn, 'INSERT INTO sms_lists (account_id, name, description, status, contacts) VALUES ?', [
      Array.from({ length: LISTS }, (_, i) => [
        accountId,
        i === 0
          ? 'All customers'
          : `${['Loans', 'Funeral', 'Retail', 'Gauteng', "Women's Day"][i % 5]} list ${i}`,
        i % 2 ? 'Imported from the CRM' : null,
        2,
        0,
      ]),
    ]);
    const lists = await rows<{ id: number }>(
      conn,
      'SELECT id FROM sms_lists WHERE account_id = ? ORDER BY id',
      [accountId],
    );
    const onLists = Math.round(population / 4);
    await q(conn, 'DROP TEMPORARY TABLE IF EXISTS bench_rs_lists');
    await q(conn, 'CREATE TEMPORARY TABLE bench_rs_lists (k INT PRIMARY KEY, id INT UNSIGNED NOT NULL)');
    await q(conn, 'INSERT INTO bench_rs_lists VALUES ?', [lists.map((l, k) => [k, l.id])]);
    await q(
      conn,
      `INSERT IGNORE INTO sms_list_contacts (list_id, cellphone, email, first_name, last_name, id_number, region, created_at)
       SELECT l.id, CONCAT('+2782', LPAD(n.idx, 7, '0')),
         IF(n.idx MOD 3 = 0, NULL, CONCAT('customer', n.idx, '@example.co.za')),
         ELT(1 + n.idx MOD 8, 'Thandi', 'Sipho', 'Johan', 'Ayesha', 'Lerato', NULL, 'Pieter', 'Nomvula'),
         ELT(1 + n.idx MOD 7, 'Nkosi', 'van der Merwe', "O'Brien", 'Naidoo', 'Dlamini', '', 'Botha'),
         CASE WHEN n.idx MOD 10 = 9 THEN NULL
           WHEN n.idx MOD 10 < 2 THEN CONCAT(SUBSTR(n.id_number, 1, 6), ' ', SUBSTR(n.id_number, 7, 4), ' ', SUBSTR(n.id_number, 11))
           WHEN n.idx MOD 10 = 2 THEN CONCAT(SUBSTR(n.id_number, 1, 6), '-', SUBSTR(n.id_number, 7))
           ELSE n.id_number END,
         ELT(1 + n.idx MOD 4, 'Gauteng', 'Western Cape', 'KwaZulu-Natal', NULL),
         NOW(3) - INTERVAL (n.idx MOD 700) DAY
       FROM (
         SELECT idx, CONCAT(LPAD(60 + (idx DIV 2) MOD 40, 2, '0'), LPAD(1 + (idx DIV 2) MOD 12, 2, '0'),
           LPAD(1 + (idx DIV 2) MOD 28, 2, '0'), LPAD((idx DIV 2) MOD 10000, 4, '0'), '08', (idx DIV 2) MOD 10) AS id_number
         FROM (SELECT seq - 1 AS idx FROM seq_1_to_${BUSY_NUMBERS}
               UNION ALL SELECT ${FIRST_ORDINARY} + (seq - 1) * 4 FROM seq_1_to_${onLists}) i
       ) n
       JOIN seq_1_to_2 k ON k.seq = 1 OR n.idx MOD 10 < 3
       JOIN bench_rs_lists l ON l.k = IF(k.seq = 1, n.idx MOD ${LISTS}, (n.idx * 7 + 3) MOD ${LISTS})`,
    );
    await q(
      conn,
      `UPDATE sms_lists l SET contacts = (SELECT COUNT(*) FROM sms_list_contacts c WHERE c.list_id = l.id)
       WHERE l.account_id = ?`,
      [accountId],
    );
  });
  await step('indexes', () => restoreIndexes(conn, log));
  return { accountId, days, messages };
}

// ---- removing it ------------------------------------------------------------------------------

/**
 * Removes the bench account and everything it holds. sms_messages and sms_delivery_reports are emptied with
 * TRUNCATE after copying the other accounts' rows aside and back (a DELETE of 10,000,000 rows takes long and
 * leaves the table's file as big as before); the other tables lose the account's rows by DELETE.
 */
export async function dropReportsBench(conn: Connection, log: (line: string) => void): Promise<void> {
  await restoreIndexes(conn, log);
  const accountId = await findBenchAccount(conn);
  if (accountId === null) return;
  const started = Date.now();
  for (const table of ['sms_messages', 'sms_delivery_reports']) {
    const [c] = await rows<{ others: number }>(
      conn,
      `SELECT COUNT(*) AS others FROM ${table} WHERE account_id IS NULL OR account_id <> ?`,
      [accountId],
    );
    if (Number(c!.others) > 1_000_000) {
      await deleteInChunks(conn, `DELETE FROM ${table} WHERE account_id = ? LIMIT 50000`, [accountId]);
      continue;
    }
    await q(conn, 'DROP TABLE IF EXISTS bench_rs_keep');
    await q(conn, `CREATE TABLE bench_rs_keep LIKE ${table}`);
    await q(
      conn,
      `INSERT INTO bench_rs_keep SELECT * FROM ${table} WHERE account_id IS NULL OR account_id <> ?`,
      [accountId],
    );
    await q(conn, `TRUNCATE TABLE ${table}`);
    await q(conn, `INSERT INTO ${table} SELECT * FROM bench_rs_keep`);
    await q(conn, 'DROP TABLE bench_rs_keep');
  }
  for (const table of ['sms_clicks', 'sms_replies', 'webhook_calls', 'sms_overview_days', 'sms_optouts'])
    await deleteInChunks(conn, `DELETE FROM ${table} WHERE account_id = ? LIMIT 50000`, [accountId]);
  await deleteInChunks(
    conn,
    `DELETE c FROM sms_list_contacts c JOIN (SELECT c2.id FROM sms_list_contacts c2 JOIN sms_lists l ON l.id = c2.list_id
       WHERE l.account_id = ? LIMIT 50000) x ON x.id = c.id`,
    [accountId],
  );
  await q(conn, 'DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE account_id = ?)', [
    accountId,
  ]);
  for (const table of [
    'sms_report_builds',
    'sms_lists',
    'sms_campaigns',
    'sms_categories',
    'sms_providers',
    'users',
  ])
    await q(conn, `DELETE FROM ${table} WHERE account_id = ?`, [accountId]);
  await q(conn, 'DELETE FROM accounts WHERE id = ?', [accountId]);
  log(`dropped the bench account's rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function deleteInChunks(conn: Connection, text: string, params: unknown[]): Promise<void> {
  while ((await q(conn, text, params)).affectedRows > 0);
}
