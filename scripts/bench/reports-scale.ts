// Issue 12's speed benchmark at scale: 10,000,000 messages over 24 months in one account (seeded by
// benchmarks/reports-scale-seed.ts), then
//   (a) a full consolidation of the 24 months with the product's code (consolidateOverviews, high-water mark
//       cleared) against the same aggregate as one INSERT ... SELECT ... GROUP BY into a scratch table, in the
//       same run, rounds interleaved: ratio, target at most 1.5; both results compared row for row;
//   (b) the hourly run after a busy hour of changes (new messages, delivery reports, replies, clicks on recent
//       days, one late report on an old day): target under 10 s; then the summary is compared with a fresh
//       aggregate of everything;
//   (c) each overview answer, and the Reports hub (GET /api/reports/hub), through the stage's CDN server: p95
//       under 200 ms;
//   (d) each SMS history panel, for a busy and an ordinary number, and cellphones by ID number: p95 under
//       100 ms;
// (c) and (d) against GET /api/user/current (signed in, same stack) in the same run, interleaved, as ratios.
// Usage (the stage's stack up):
//   BENCH_STAGE=test npx tsx scripts/bench/reports-scale.ts [--messages N] [--keep] [--rounds R] [--reseed]
//   BENCH_STAGE=test npx tsx scripts/bench/reports-scale.ts --drop   # only remove kept data
//   BENCH_STAGE=test npx tsx scripts/bench/reports-scale.ts --keep --answers-only   # (c) and (d) on kept data
// --keep leaves the seeded data for the next run (which then reuses it); otherwise it is dropped at the end.
// --answers-only skips (a) and (b): kept data a run before consolidated.
import './stage-env';
import { execFileSync } from 'node:child_process';
import { createConnection, type Connection } from 'mysql2/promise';
import { consolidateOverviews } from '../../functions/src/overviews/consolidation';
import { createDatabase } from '../../functions/src/platform/db/database';
import { createLogger } from '../../functions/src/platform/log';
import { DEMO_PASSWORD } from '../db/demo-data';
import { load, percentile } from './harness';
import {
  BUSY_NUMBERS,
  DAYS,
  REPORTS_BENCH_EMAIL,
  cellphoneOf,
  dropReportsBench,
  findBenchAccount,
  loadCampaignKeys,
  planDays,
  restoreIndexes,
  seedReportsBench,
} from './benchmarks/reports-scale-seed';
import { api, signIn } from './stack-client';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const MESSAGES = Number(option('--messages') ?? 10_000_000);
const KEEP = args.includes('--keep');
const RESEED = args.includes('--reseed');
const ANSWERS_ONLY = args.includes('--answers-only');
const ROUNDS = Number(option('--rounds') ?? 2);
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
/** Bytes on disk per seeded message, all tables and indexes (0.67 GB at 1,000,000 on 2026-11-23, rounded up). */
const BYTES_PER_MESSAGE = Number(process.env.BENCH_BYTES_PER_MESSAGE ?? 750);
const RESERVE_BYTES = 3 * 1024 ** 3;
const LEASE_OWNER = 'reports-scale-bench';

const log = (line: string) => console.log(line);
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
};
const summary: string[] = [];
const figure = (line: string) => {
  log(line);
  summary.push(line);
};

async function rows<T>(conn: Connection, text: string, params: unknown[] = []): Promise<T[]> {
  return (await conn.query(text, params))[0] as T[];
}
async function exec(conn: Connection, text: string, params: unknown[] = []) {
  return (await conn.query(text, params))[0] as { affectedRows: number; insertId: number };
}
async function timeIt(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

// ---- disk ---------------------------------------------------------------------------------------

const BIG_TABLES = [
  'sms_messages',
  'sms_delivery_reports',
  'sms_replies',
  'sms_clicks',
  'webhook_calls',
  'sms_list_contacts',
  'sms_overview_days',
];

async function tableBytes(conn: Connection): Promise<{ table: string; bytes: number }[]> {
  const r = await rows<{ t: string; b: number }>(
    conn,
    `SELECT table_name AS t, data_length + index_length AS b FROM information_schema.tables
     WHERE table_schema = DATABASE() AND table_name IN (?) ORDER BY b DESC`,
    [BIG_TABLES],
  );
  return r.map((x) => ({ table: x.t, bytes: Number(x.b) }));
}

async function checkDisk(conn: Connection): Promise<void> {
  const [dir] = await rows<{ d: string }>(conn, 'SELECT @@datadir AS d');
  const free = Number(execFileSync('df', ['-B1', '--output=avail', dir!.d]).toString().split('\n')[1]);
  const now = (await tableBytes(conn)).reduce((s, t) => s + t.bytes, 0);
  // The index builds after the load sort in temporary files about as big as the indexes (about half).
  const need = MESSAGES * BYTES_PER_MESSAGE * 1.5 + RESERVE_BYTES;
  log(
    `disk: the stage's big tables hold ${gb(now)} now; ${MESSAGES.toLocaleString('en-ZA')} messages need about ` +
      `${gb(MESSAGES * BYTES_PER_MESSAGE)} (${BYTES_PER_MESSAGE} bytes a message with its reports, replies, clicks ` +
      `and indexes), plus half again for the index builds' sort files and ${gb(RESERVE_BYTES)} kept free; ` +
      `free on ${dir!.d}: ${gb(free)}`,
  );
  if (free < need) {
    console.error(
      `Not enough disk: ${gb(need)} needed, ${gb(free)} free. Free some space or pass a smaller --messages.`,
    );
    process.exit(2);
  }
}

/**
 * The seed's 30-day INSERT … SELECTs need more lock memory than MariaDB's default 128 MB buffer pool gives
 * at 10,000,000 messages ("The total number of locks exceeds the lock table size" on the first month); 2 GiB
 * seeded them on 2026-11-29, and 1,000,000 seed in the default. Above 2,000,000 the pool is raised for the
 * running server where the user may (SET GLOBAL), or the script says how.
 */
const SEED_BUFFER_POOL = 2 * 1024 ** 3;
async function checkBufferPool(conn: Connection): Promise<void> {
  if (MESSAGES <= 2_000_000) return;
  const [pool] = await rows<{ b: string }>(conn, 'SELECT @@innodb_buffer_pool_size AS b');
  const size = Number(pool!.b);
  if (size >= SEED_BUFFER_POOL) return;
  try {
    await exec(conn, `SET GLOBAL innodb_buffer_pool_size = ${SEED_BUFFER_POOL}`);
    log(
      `raised MariaDB's buffer pool from ${gb(size)} to ${gb(SEED_BUFFER_POOL)} for the seed (until it restarts)`,
    );
  } catch {
    console.error(
      `MariaDB's buffer pool is ${gb(size)}; seeding needs ${gb(SEED_BUFFER_POOL)} for its row locks. As root, run ` +
        `mariadb -e "SET GLOBAL innodb_buffer_pool_size = ${SEED_BUFFER_POOL}" (it lasts until MariaDB restarts), then run this again.`,
    );
    process.exit(2);
  }
}

// ---- the consolidation's lease -------------------------------------------------------------------

/** Holds the consolidation's lease, so the stack's own scheduled run does nothing meanwhile. */
async function holdLease(conn: Connection): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const r = await exec(
      conn,
      `UPDATE sms_overview_state SET lease_owner = ?, lease_expires_at = NOW(3) + INTERVAL 1 DAY
       WHERE name = 'consolidation' AND (lease_owner IS NULL OR lease_owner = ? OR lease_expires_at < NOW(3))`,
      [LEASE_OWNER, LEASE_OWNER],
    );
    if (r.affectedRows === 1) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error('the stack held the consolidation lease for 10 minutes');
}

/** Gives the lease back (optionally clearing the mark: a full run) and runs the product's consolidation. */
async function runConsolidation(conn: Connection, full: boolean) {
  await exec(
    conn,
    `UPDATE sms_overview_state SET lease_owner = NULL, lease_expires_at = NULL
       ${full ? ', high_water_mark = NULL' : ''} WHERE name = 'consolidation' AND lease_owner = ?`,
    [LEASE_OWNER],
  );
  const db = createDatabase(process.env.DATABASE_URL!);
  try {
    const started = performance.now();
    const result = await consolidateOverviews(db, createLogger({ bench: 'reports-scale' }));
    const ms = performance.now() - started;
    if (!result.ran) throw new Error('the stack took the consolidation lease first: run again');
    return { ms, days: result.days };
  } finally {
    await db.destroy();
    await holdLease(conn);
  }
}

// ---- (a) the full consolidation and its baseline ---------------------------------------------------

const SCRATCH = 'bench_rs_overview_days';

/** The same aggregate as the product's, every account and day at once, into the scratch table. */
async function baselineAggregate(conn: Connection): Promise<number> {
  await exec(conn, `CREATE TABLE IF NOT EXISTS ${SCRATCH} LIKE sms_overview_days`);
  await exec(conn, `TRUNCATE TABLE ${SCRATCH}`);
  return timeIt(() =>
    exec(
      conn,
      `INSERT INTO ${SCRATCH} (account_id, day, campaign_id, queued, sent, delivered, replies, leads, optouts,
         clicked, cost)
       SELECT account_id, day, campaign_id, SUM(queued), SUM(sent), SUM(delivered), SUM(replies), SUM(leads),
         SUM(optouts), SUM(clicked), SUM(cost)
       FROM (
         SELECT m.account_id, DATE(m.created_at + INTERVAL 2 HOUR) AS day, m.campaign_id,
           m.status <> 'Suppressed' AS queued, m.sent_at IS NOT NULL AS sent, m.status = 'Delivered' AS delivered,
           0 AS replies, 0 AS leads, 0 AS optouts, c.id IS NOT NULL AS clicked, COALESCE(m.cost, 0) AS cost
         FROM sms_messages m LEFT JOIN sms_clicks c ON c.message_id = m.id
         UNION ALL
         SELECT account_id, DATE(received_at + INTERVAL 2 HOUR), campaign_id, 0, 0, 0, 1, type = 'Lead',
           type = 'Optout', 0, 0
         FROM sms_replies WHERE campaign_id IS NOT NULL AND type IN ('Lead', 'Optout')
       ) x
       GROUP BY account_id, day, campaign_id`,
    ),
  );
}

/** Rows of the account's summary that differ from the baseline's (either way). */
async function differences(conn: Connection, accountId: number): Promise<number> {
  const cols = ['queued', 'sent', 'delivered', 'replies', 'leads', 'optouts', 'clicked', 'cost'];
  const differs = cols.map((c) => `a.${c} <> b.${c}`).join(' OR ');
  const [r] = await rows<{ n: number }>(
    conn,
    `SELECT
       (SELECT COUNT(*) FROM sms_overview_days a LEFT JOIN ${SCRATCH} b USING (account_id, day, campaign_id)
        WHERE a.account_id = ? AND (b.account_id IS NULL OR ${differs})) +
       (SELECT COUNT(*) FROM ${SCRATCH} b LEFT JOIN sms_overview_days a USING (account_id, day, campaign_id)
        WHERE b.account_id = ? AND a.account_id IS NULL) AS n`,
    [accountId, accountId],
  );
  if (Number(r!.n)) {
    const sample = await rows(
      conn,
      `SELECT 'summary' AS side, a.* FROM sms_overview_days a LEFT JOIN ${SCRATCH} b USING (account_id, day, campaign_id)
       WHERE a.account_id = ? AND (b.account_id IS NULL OR ${differs})
       UNION ALL SELECT 'aggregate', b.* FROM ${SCRATCH} b LEFT JOIN sms_overview_days a USING (account_id, day, campaign_id)
       WHERE b.account_id = ? AND (a.account_id IS NULL OR ${differs}) ORDER BY day, campaign_id, side LIMIT 10`,
      [accountId, accountId],
    );
    for (const row of sample) log(`    differs: ${JSON.stringify(row)}`);
  }
  return Number(r!.n);
}

async function measureFullConsolidation(conn: Connection, accountId: number): Promise<void> {
  log(`\n(a) full consolidation of ${DAYS} days, ${ROUNDS} interleaved rounds`);
  const product: number[] = [];
  const baseline: number[] = [];
  let days = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    await exec(conn, 'DELETE FROM sms_overview_days WHERE account_id = ?', [accountId]);
    const b = await baselineAggregate(conn);
    const p = await runConsolidation(conn, true);
    days = p.days;
    baseline.push(b);
    product.push(p.ms);
    const diff = await differences(conn, accountId);
    log(
      `  round ${round}: product ${secs(p.ms)} (${p.days} account-days), one SQL statement ${secs(b)}, ` +
        `ratio ${(p.ms / b).toFixed(2)}; rows differing: ${diff}`,
    );
    if (diff) throw new Error(`the consolidation and the one-statement aggregate differ in ${diff} rows`);
  }
  const ratios = product.map((p, i) => p / baseline[i]!);
  const [summaryRows] = await rows<{ n: number }>(
    conn,
    'SELECT COUNT(*) AS n FROM sms_overview_days WHERE account_id = ?',
    [accountId],
  );
  figure(
    `(a) full consolidation (${days} account-days, ${Number(summaryRows!.n).toLocaleString('en-ZA')} summary rows): ` +
      `product median ${secs(median(product))}, one statement ${secs(median(baseline))}, ratio median ` +
      `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}); ` +
      `target at most 1.5: ${verdict(median(ratios) <= 1.5)}`,
  );
}

// ---- (b) an hour of changes and the hourly run --------------------------------------------------------

async function applyBusyHour(conn: Connection, accountId: number, hour: number): Promise<void> {
  await loadCampaignKeys(conn, accountId);
  const [p] = await rows<{ id: number }>(
    conn,
    'SELECT MIN(id) AS id FROM sms_providers WHERE account_id = ?',
    [accountId],
  );
  const tag = Date.now().toString(36);
  const population = Math.max(1000, Math.round(MESSAGES / 20));
  // New messages in the last hour, on six of the small campaigns and the big ones: sent or suppressed (none
  // left Queued, which the stack's own send worker would pick up while the benchmark compares).
  await exec(
    conn,
    `INSERT INTO sms_messages (account_id, campaign_id, source, recipient, body, segments, encoding, click_url,
       short_code, status, provider_id, provider_message_id, cost, send_attempts, created_at, enqueued_at, sent_at,
       delivered_at)
     SELECT ?, c.id, 'Segment', CONCAT('+2782', LPAD(IF(x.g MOD 250 = 0, x.g MOD ${BUSY_NUMBERS}, 100 + (x.g DIV 7) MOD ?), 7, '0')),
       'Hi! Get 20% off everything this weekend only. T&Cs apply. Reply STOP to opt out', 1, 'GSM7', c.click_url,
       IF(c.click_url IS NULL, NULL, CONCAT('Y', LPAD(CONV(x.seq, 10, 36), 4, '0'), SUBSTR(?, -2))),
       x.status, IF(x.status = 'Suppressed', NULL, ?), IF(x.status = 'Suppressed', NULL, CONCAT('rsh', ?, '-', x.seq)),
       IF(x.status = 'Suppressed', NULL, 0.2450), x.status <> 'Suppressed', x.at, x.at,
       IF(x.status = 'Suppressed', NULL, x.at + INTERVAL 20 SECOND),
       IF(x.status = 'Delivered', x.at + INTERVAL 90 SECOND, NULL)
     FROM (
       SELECT seq, CRC32(CONCAT(?, seq)) AS g, NOW(3) - INTERVAL 3600 SECOND + INTERVAL FLOOR(seq * 3400 / ?) SECOND AS at,
         CASE WHEN seq MOD 20 < 12 THEN 'Delivered' WHEN seq MOD 20 < 19 THEN 'Sent' ELSE 'Suppressed' END AS status,
         IF(seq MOD 3 = 0, seq MOD 16, 16 + seq MOD 6) AS k
       FROM seq_1_to_${hour}
     ) x JOIN bench_rs_campaigns c ON c.k = x.k`,
    [accountId, population, tag, p!.id, tag, tag, hour],
  );
  // Delivery reports: the new delivered messages, and messages of the last two days still at Sent.
  await exec(
    conn,
    `UPDATE sms_messages SET status = 'Delivered', delivered_at = NOW(3)
     WHERE account_id = ? AND created_at >= NOW(3) - INTERVAL 2 DAY AND created_at < NOW(3) - INTERVAL 1 HOUR
       AND status = 'Sent' LIMIT ${Math.round(hour / 2)}`,
    [accountId],
  );
  // One late report on a message ten days old: its day is touched too.
  await exec(
    conn,
    `UPDATE sms_messages SET status = 'Undelivered', fail_reason = 'FAILED.EXPIRED', failed_at = NOW(3)
     WHERE account_id = ? AND created_at >= NOW(3) - INTERVAL 10 DAY AND status = 'Sent' LIMIT 1`,
    [accountId],
  );
  await exec(
    conn,
    `INSERT IGNORE INTO sms_delivery_reports (provider_id, provider_message_id, message_id, account_id, status,
       delivered, reported_at, received_at)
     SELECT provider_id, provider_message_id, id, account_id, IF(status = 'Delivered', 'DELIVERED', 'EXPIRED'),
       status = 'Delivered', NOW(3), NOW(3)
     FROM sms_messages WHERE account_id = ? AND updated_at >= NOW(3) - INTERVAL 10 MINUTE
       AND status IN ('Delivered', 'Undelivered')`,
    [accountId],
  );
  // Replies (received now) and unique clicks on the last three days' delivered messages.
  await exec(
    conn,
    `INSERT INTO sms_replies (account_id, provider_id, provider_message_id, campaign_id, in_reply_to_message_id,
       from_number, to_number, message, keyword, type, received_at)
     SELECT account_id, provider_id, CONCAT('rsh', ?, '-', id), IF(id MOD 10 < 6, campaign_id, NULL), id, recipient,
       '31337', ELT(1 + id MOD 3, 'YES', 'Stop', 'Who is this?'), ELT(1 + id MOD 3, 'YES', 'STOP', NULL),
       IF(id MOD 10 < 6, IF(id MOD 3 = 1, 'Optout', 'Lead'), 'Unallocated'), NOW(3) - INTERVAL (id MOD 3000) SECOND
     FROM sms_messages
     WHERE account_id = ? AND created_at >= NOW(3) - INTERVAL 3 DAY AND status = 'Delivered' AND id MOD 30 = 0
     LIMIT ${Math.round(hour * 0.03)}`,
    [tag, accountId],
  );
  await exec(
    conn,
    `INSERT IGNORE INTO sms_clicks (message_id, account_id, campaign_id, recipient, url, clicks, first_click_at,
       latest_click_at)
     SELECT id, account_id, campaign_id, recipient, click_url, 1, NOW(3) - INTERVAL (id MOD 3000) SECOND, NOW(3)
     FROM sms_messages
     WHERE account_id = ? AND created_at >= NOW(3) - INTERVAL 3 DAY AND status = 'Delivered'
       AND click_url IS NOT NULL AND id MOD 25 = 0
     LIMIT ${Math.round(hour * 0.04)}`,
    [accountId],
  );
}

async function measureHourlyRun(conn: Connection, accountId: number): Promise<void> {
  const hour = Math.max(1000, Math.round((MESSAGES / DAYS / 12) * 4));
  log(
    `\n(b) the hourly run after a busy hour (${hour.toLocaleString('en-ZA')} new messages, 4x an average hour)`,
  );
  // The last hourly run was an hour ago: its mark is where this hour's changes start.
  await exec(
    conn,
    "UPDATE sms_overview_state SET high_water_mark = NOW(3) - INTERVAL 1 HOUR WHERE name = 'consolidation'",
  );
  await applyBusyHour(conn, accountId, hour);
  const { ms, days } = await runConsolidation(conn, false);
  figure(
    `(b) hourly run: ${secs(ms)} for ${days} account-days touched; target under 10 s: ${verdict(ms < 10_000)}`,
  );
  const b = await baselineAggregate(conn);
  const diff = await differences(conn, accountId);
  log(`  after it, the summary against a fresh one-statement aggregate (${secs(b)}): ${diff} rows differ`);
  if (diff) throw new Error(`the hourly run left ${diff} summary rows different from the raw rows`);
}

// ---- (c) and (d): answers through the stack ---------------------------------------------------------

interface Case {
  group: 'overview' | 'history';
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  ms: number[];
}

const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** As people type a number: 082 000 0007. */
const typed = (e164: string) => e164.replace(/^\+27(\d{2})(\d{3})(\d{4})$/, '0$1 $2 $3');

async function buildCases(conn: Connection, accountId: number): Promise<Case[]> {
  const days = planDays(MESSAGES);
  const yesterday = days[days.length - 1]!.day;
  const busiestDay = days.reduce((a, b) => (b.messages > a.messages ? b : a)).day;
  const [ly, lm] = [Number(yesterday.slice(0, 4)), Number(yesterday.slice(5, 7))];
  const last = lm === 1 ? { y: ly - 1, m: 12 } : { y: ly, m: lm - 1 };
  const lastFrom = `${last.y}-${String(last.m).padStart(2, '0')}-01`;
  const lastTo = monthEnd(last.y, last.m);
  const byMonth = new Map<string, number>();
  for (const d of days) byMonth.set(d.day.slice(0, 7), (byMonth.get(d.day.slice(0, 7)) ?? 0) + d.messages);
  const busiestMonth = [...byMonth.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const first = days[0]!.day;

  const busy = cellphoneOf(7);
  // An ordinary number on a list, with a click (so every panel has something).
  const [ordinary] = await rows<{ r: string }>(
    conn,
    `SELECT k.recipient AS r FROM sms_clicks k JOIN sms_list_contacts c ON c.cellphone = k.recipient
     JOIN sms_lists l ON l.id = c.list_id AND l.account_id = k.account_id
     WHERE k.account_id = ? AND k.recipient > '+2782000099' LIMIT 1`,
    [accountId],
  );
  const [idNumber] = await rows<{ id: string }>(
    conn,
    `SELECT c.id_number AS id FROM sms_list_contacts c JOIN sms_lists l ON l.id = c.list_id
     WHERE l.account_id = ? AND c.cellphone = ? AND c.id_number IS NOT NULL LIMIT 1`,
    [accountId, busy],
  );
  const counts = async (n: string) => {
    const [m] = await rows<{ n: number }>(
      conn,
      'SELECT COUNT(*) AS n FROM sms_messages WHERE account_id = ? AND recipient = ?',
      [accountId, n],
    );
    return Number(m!.n);
  };
  log(
    `  numbers: busy ${busy} (${await counts(busy)} messages), ordinary ${ordinary!.r} (${await counts(ordinary!.r)} ` +
      `messages); ID number "${idNumber?.id}"`,
  );
  const cases: Case[] = [];
  const overview = (name: string, path: string, body: unknown) =>
    cases.push({ group: 'overview', name, method: 'POST', path, body, ms: [] });
  overview(`monthly ${lastFrom.slice(0, 7)}`, '/api/sms/overview/campaign/monthly', {
    year: last.y,
    month: last.m,
  });
  overview(`monthly ${busiestMonth} (busiest)`, '/api/sms/overview/campaign/monthly', {
    year: Number(busiestMonth.slice(0, 4)),
    month: Number(busiestMonth.slice(5, 7)),
  });
  overview(`daily day ${busiestDay} (busiest)`, '/api/sms/overview/campaign/daily', { date: busiestDay });
  overview(`daily day ${yesterday}`, '/api/sms/overview/campaign/daily', { date: yesterday });
  overview('daily range last 7 days', '/api/sms/overview/campaign/daily', {
    date: addDays(yesterday, -6),
    endDate: yesterday,
    rangeMode: true,
  });
  overview(`daily month ${lastFrom.slice(0, 7)}`, '/api/sms/overview/campaign/daily', {
    date: lastFrom,
    endDate: lastTo,
    rangeMode: true,
  });
  overview(`category day ${busiestDay}`, '/api/sms/overview/category', {
    fromInclusive: busiestDay,
    toInclusive: busiestDay,
  });
  overview(`category month ${lastFrom.slice(0, 7)}`, '/api/sms/overview/category', {
    fromInclusive: lastFrom,
    toInclusive: lastTo,
  });
  overview('category range 24 months', '/api/sms/overview/category', {
    fromInclusive: first,
    toInclusive: yesterday,
  });
  // The Reports hub: a month (a day trend), 90 days, and the whole 24 months (a month trend), by several metrics.
  const hub = (name: string, from: string, to: string, metric: string) =>
    cases.push({
      group: 'overview',
      name,
      method: 'GET',
      path: `/api/reports/hub?${new URLSearchParams({ from, to, metric }).toString()}`,
      ms: [],
    });
  hub(`hub month ${lastFrom.slice(0, 7)}`, lastFrom, lastTo, 'deliveryRate');
  hub('hub last 90 days by leads', addDays(yesterday, -89), yesterday, 'leads');
  hub('hub 24 months by profit', first, yesterday, 'profit');
  const history = (name: string, path: string) =>
    cases.push({ group: 'history', name, method: 'GET', path, ms: [] });
  for (const [who, number] of [
    ['busy', typed(busy)],
    ['ordinary', ordinary!.r.replace(/^\+27/, '+27 ')],
  ] as const) {
    const c = encodeURIComponent(number);
    for (const panel of ['lists', 'messages', 'delivery-reports', 'replies', 'callbacks', 'clicks'])
      history(`${panel} (${who})`, `/api/sms/history/phone/${panel}?cellphone=${c}`);
  }
  history(
    'messages page 50 (busy)',
    `/api/sms/history/phone/messages?cellphone=${encodeURIComponent(busy)}&page=50`,
  );
  if (idNumber)
    history('cellphones by ID number', `/api/sms/history/id?idNumber=${encodeURIComponent(idNumber.id)}`);
  return cases;
}

async function measureAnswers(conn: Connection, accountId: number): Promise<void> {
  log(
    `\n(c) overviews and (d) history panels through the stack: ${REQUESTS} requests a case a round, ${CONCURRENCY} in flight, ${ROUNDS} rounds`,
  );
  await signIn(REPORTS_BENCH_EMAIL, DEMO_PASSWORD);
  const cases = await buildCases(conn, accountId);
  const baseline: number[] = [];
  const call = (c: { method: string; path: string; body?: unknown }) => async () =>
    void (await api(c.method, c.path, c.body));
  const userCurrent = { method: 'GET', path: '/api/user/current' };
  // Warm-up: every function's first call (cold bundle, pool) is not measured.
  await call(userCurrent)();
  for (const c of cases) await call(c)();
  for (let round = 0; round < ROUNDS; round += 1) {
    baseline.push(...(await load(call(userCurrent), REQUESTS, CONCURRENCY)));
    for (const c of cases) c.ms.push(...(await load(call(c), REQUESTS, CONCURRENCY)));
  }
  const base95 = percentile(baseline, 95);
  const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1).padStart(7);
  log(`  baseline GET /api/user/current: p50 ${p(baseline, 50)} ms, p95 ${p(baseline, 95)} ms`);
  for (const group of ['overview', 'history'] as const) {
    const target = group === 'overview' ? 200 : 100;
    log(
      `  ${group === 'overview' ? '(c) overviews' : '(d) history panels'}: case, p50, p95 (ms), p95 / baseline p95, target p95 < ${target} ms`,
    );
    let worst = 0;
    for (const c of cases.filter((x) => x.group === group)) {
      const p95 = percentile(c.ms, 95);
      worst = Math.max(worst, p95);
      log(
        `    ${c.name.padEnd(38)} ${p(c.ms, 50)} ${p(c.ms, 95)}  ${(p95 / base95).toFixed(2)}x  ${verdict(p95 < target)}`,
      );
    }
    const all = cases.filter((x) => x.group === group);
    figure(
      `(${group === 'overview' ? 'c' : 'd'}) ${group === 'overview' ? 'overview answers' : 'history panels'} ` +
        `(${all.length} cases): worst p95 ${worst.toFixed(1)} ms (${(worst / base95).toFixed(2)}x the baseline's ` +
        `${base95.toFixed(1)} ms); target p95 under ${target} ms: ${verdict(all.every((c) => percentile(c.ms, 95) < target))}`,
    );
  }
}

// ---- main -------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const conn = await createConnection({ uri: process.env.DATABASE_URL!, timezone: 'Z' });
  let seeded = false;
  if (args.includes('--drop')) {
    // Only removes kept (or half-seeded) bench data, its dropped indexes put back, and the lease given back.
    await dropReportsBench(conn, log);
    await exec(
      conn,
      `UPDATE sms_overview_state SET lease_owner = NULL, lease_expires_at = NULL
       WHERE name = 'consolidation' AND lease_owner = ?`,
      [LEASE_OWNER],
    );
    await conn.end();
    return;
  }
  try {
    await restoreIndexes(conn, log); // a run that stopped while seeding
    let accountId = await findBenchAccount(conn);
    if (accountId !== null && RESEED) {
      await dropReportsBench(conn, log);
      accountId = null;
    }
    if (accountId === null) {
      await checkDisk(conn);
      await checkBufferPool(conn);
      seeded = true;
      const started = Date.now();
      log(`seeding ${MESSAGES.toLocaleString('en-ZA')} messages over ${DAYS} days`);
      accountId = (await seedReportsBench(conn, MESSAGES, log)).accountId;
      figure(`seeding: ${secs(Date.now() - started)} for ${MESSAGES.toLocaleString('en-ZA')} messages`);
    } else {
      log(`reusing the kept bench account ${accountId} (pass --reseed to seed again)`);
    }
    await exec(conn, `ANALYZE TABLE ${BIG_TABLES.join(', ')}`);
    const sizes = await tableBytes(conn);
    const [counts] = await rows<Record<string, number>>(
      conn,
      `SELECT (SELECT COUNT(*) FROM sms_messages WHERE account_id = ?) AS messages,
         (SELECT COUNT(*) FROM sms_delivery_reports WHERE account_id = ?) AS reports,
         (SELECT COUNT(*) FROM sms_replies WHERE account_id = ?) AS replies,
         (SELECT COUNT(*) FROM sms_clicks WHERE account_id = ?) AS clicks,
         (SELECT COUNT(*) FROM webhook_calls WHERE account_id = ?) AS callbacks,
         (SELECT COUNT(*) FROM sms_list_contacts c JOIN sms_lists l ON l.id = c.list_id WHERE l.account_id = ?) AS contacts`,
      Array(6).fill(accountId),
    );
    figure(
      `data: ${Object.entries(counts!)
        .map(([k, v]) => `${Number(v).toLocaleString('en-ZA')} ${k}`)
        .join(', ')}; tables on disk ${gb(sizes.reduce((s, t) => s + t.bytes, 0))} (` +
        sizes.map((t) => `${t.table} ${gb(t.bytes)}`).join(', ') +
        ')',
    );
    await holdLease(conn);
    if (!ANSWERS_ONLY) {
      await measureFullConsolidation(conn, accountId);
      await measureHourlyRun(conn, accountId);
    }
    await measureAnswers(conn, accountId);
    log('\nsummary:');
    for (const line of summary) log(`  ${line}`);
  } finally {
    await exec(conn, `DROP TABLE IF EXISTS ${SCRATCH}`).catch(() => undefined);
    await exec(
      conn,
      `UPDATE sms_overview_state SET lease_owner = NULL, lease_expires_at = NULL
       WHERE name = 'consolidation' AND lease_owner = ?`,
      [LEASE_OWNER],
    ).catch(() => undefined);
    if (!KEEP) await dropReportsBench(conn, log);
    else if (seeded) log('kept the bench data (--keep); the next run reuses it');
    await conn.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
