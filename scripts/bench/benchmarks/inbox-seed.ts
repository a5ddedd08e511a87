// The inbox benchmark's data: an account of its own with 1,000,000 replies (and two neighbour accounts
// with 100,000 each, so every query has other accounts' rows to skip), loaded once with LOAD DATA LOCAL
// INFILE and kept on later runs. The per-account reply counters and the campaigns' reply counters are
// computed from the loaded rows, so the inbox's totals are exact. A run that stopped half-way is redone.
import { Readable } from 'node:stream';
import { createConnection, type Connection } from 'mysql2/promise';
import { hashPassword } from '../../../functions/src/auth/password';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { generateReplies, type GeneratedReply } from './inbox-data';

export const INBOX_BENCH_EMAIL = 'inbox@bench.test';
export const INBOX_BENCH_REPLIES = 1_000_000;
const NEIGHBOUR_REPLIES = 100_000;
const CAMPAIGNS = 200;
/** Fixed, so the same data is generated on every machine and every run. */
const GENERATED_AT = new Date('2026-06-01T10:00:00Z');

interface SeededAccount {
  accountId: number;
  campaignIds: number[];
}

const one = async <T>(conn: Connection, sql: string, params: unknown[] = []): Promise<T | undefined> => {
  const [rows] = await conn.query(sql, params);
  return (rows as T[])[0];
};

async function ensureAccount(conn: Connection, name: string, email: string | null): Promise<SeededAccount> {
  let account = await one<{ id: number }>(conn, 'SELECT id FROM accounts WHERE name = ?', [name]);
  if (!account) {
    const [result] = await conn.query('INSERT INTO accounts (name) VALUES (?)', [name]);
    account = { id: (result as { insertId: number }).insertId };
  }
  const accountId = account.id;
  if (email && !(await one(conn, 'SELECT id FROM users WHERE email = ?', [email]))) {
    await conn.query(
      `INSERT INTO users (account_id, email, password_hash, first_name, last_name, company, role, email_verified)
       VALUES (?, ?, ?, 'Inbox', 'Bench', ?, 'Client', 1)`,
      [accountId, email, await hashPassword(DEMO_PASSWORD), name],
    );
  }
  const [existing] = await conn.query('SELECT id FROM sms_campaigns WHERE account_id = ? ORDER BY id', [
    accountId,
  ]);
  let campaignIds = (existing as { id: number }[]).map((r) => r.id);
  if (campaignIds.length < CAMPAIGNS) {
    const [cat] = await conn.query(
      "INSERT INTO sms_categories (account_id, name, group_name) VALUES (?, 'Inbox bench', NULL)",
      [accountId],
    );
    const categoryId = (cat as { insertId: number }).insertId;
    const values = Array.from({ length: CAMPAIGNS - campaignIds.length }, (_, i) => [
      accountId,
      categoryId,
      `${['Winter', 'Spring', 'Loans', 'Funeral cover', 'Airtime', 'Insurance'][i % 6]} campaign ${campaignIds.length + i + 1}`,
      i % 3,
    ]);
    await conn.query('INSERT INTO sms_campaigns (account_id, category_id, name, type) VALUES ?', [values]);
    const [made] = await conn.query('SELECT id FROM sms_campaigns WHERE account_id = ? ORDER BY id', [
      accountId,
    ]);
    campaignIds = (made as { id: number }[]).map((r) => r.id);
  }
  if (!(await one(conn, 'SELECT id FROM sms_providers WHERE account_id = ?', [accountId]))) {
    await conn.query("INSERT INTO sms_providers (account_id, name) VALUES (?, 'Inbox bench provider')", [
      accountId,
    ]);
  }
  return { accountId, campaignIds };
}

/** LOAD DATA's default escaping: backslash, tab and line breaks written as escapes, NULL as \N. */
const field = (v: string | number | null): string =>
  v === null
    ? '\\N'
    : String(v).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

const sqlDate = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

function* lines(
  account: SeededAccount,
  providerId: number,
  replies: Iterable<GeneratedReply>,
): Generator<Buffer> {
  let chunk = '';
  let n = 0;
  for (const r of replies) {
    n += 1;
    const campaignId =
      r.campaign === null ? null : account.campaignIds[r.campaign % account.campaignIds.length]!;
    chunk += `${[
      account.accountId,
      providerId,
      `bench-${account.accountId}-${n}`,
      campaignId,
      r.from,
      r.message,
      r.keyword,
      r.type,
      r.ignored ? 1 : 0,
      r.responded ? 1 : 0,
      sqlDate(r.receivedAt),
    ]
      .map(field)
      .join('\t')}\n`;
    if (chunk.length > 256 * 1024) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  if (chunk) yield Buffer.from(chunk);
}

async function replyCount(conn: Connection, accountId: number): Promise<number> {
  const row = await one<{ n: number | null }>(
    conn,
    'SELECT SUM(replies) AS n FROM sms_reply_counts WHERE account_id = ?',
    [accountId],
  );
  return Number(row?.n ?? 0);
}

/** Loads the account's replies unless its counters already say they are all there. */
async function seedReplies(
  url: string,
  account: SeededAccount,
  count: number,
  seed: number,
): Promise<boolean> {
  const probe = await createConnection({ uri: url, timezone: 'Z' });
  let providerId: number;
  try {
    if ((await replyCount(probe, account.accountId)) === count) return false;
    // An interrupted run: start this account's replies again.
    await probe.query('DELETE FROM sms_replies WHERE account_id = ?', [account.accountId]);
    await probe.query('DELETE FROM sms_reply_counts WHERE account_id = ?', [account.accountId]);
    await probe.query('DELETE FROM sms_reply_days WHERE account_id = ?', [account.accountId]);
    providerId = (await one<{ id: number }>(probe, 'SELECT id FROM sms_providers WHERE account_id = ?', [
      account.accountId,
    ]))!.id;
  } finally {
    await probe.end();
  }
  const replies = generateReplies({
    seed,
    count,
    numbers: Math.round(count / 6),
    campaigns: account.campaignIds.length,
    days: 730,
    now: GENERATED_AT,
  });
  const conn = await createConnection({
    uri: url,
    timezone: 'Z',
    infileStreamFactory: () => Readable.from(lines(account, providerId, replies)),
  });
  try {
    const [result] = await conn.query(
      `LOAD DATA LOCAL INFILE 'replies.tsv' INTO TABLE sms_replies CHARACTER SET utf8mb4
       FIELDS TERMINATED BY '\\t' LINES TERMINATED BY '\\n'
       (account_id, provider_id, provider_message_id, campaign_id, from_number, message, keyword, type,
        ignored, responded, received_at)`,
    );
    const loaded = (result as { affectedRows: number }).affectedRows;
    if (loaded !== count) throw new Error(`inbox seed: loaded ${loaded} of ${count} replies`);
    // The counters, from the rows themselves (the last step: a run that stops before it is redone).
    await conn.query(
      `INSERT INTO sms_campaign_stats (campaign_id, hour, shard, account_id, replies, leads, optouts)
       SELECT campaign_id, DATE_FORMAT(received_at, '%Y-%m-%d %H:00:00'), 0, account_id,
              COUNT(*), SUM(type = 'Lead'), SUM(type = 'Optout')
       FROM sms_replies WHERE account_id = ? AND campaign_id IS NOT NULL
       GROUP BY campaign_id, DATE_FORMAT(received_at, '%Y-%m-%d %H:00:00')
       ON DUPLICATE KEY UPDATE replies = VALUES(replies), leads = VALUES(leads), optouts = VALUES(optouts)`,
      [account.accountId],
    );
    await conn.query(
      `INSERT INTO sms_reply_days (account_id, day, type, ignored, shard, replies)
       SELECT account_id, DATE(received_at), type, ignored, 0, COUNT(*) FROM sms_replies WHERE account_id = ?
       GROUP BY account_id, DATE(received_at), type, ignored`,
      [account.accountId],
    );
    await conn.query(
      `INSERT INTO sms_reply_counts (account_id, type, ignored, shard, replies)
       SELECT account_id, type, ignored, 0, COUNT(*) FROM sms_replies WHERE account_id = ?
       GROUP BY account_id, type, ignored`,
      [account.accountId],
    );
  } finally {
    await conn.end();
  }
  return true;
}

/** The benchmark account (and its neighbours) with all their replies; the benchmark account's id. */
export async function seedInboxBench(url: string, log: (line: string) => void): Promise<number> {
  const conn = await createConnection({ uri: url, timezone: 'Z' });
  let accounts: { account: SeededAccount; count: number; seed: number }[];
  try {
    accounts = [
      {
        account: await ensureAccount(conn, 'Inbox Benchmarks Ltd', INBOX_BENCH_EMAIL),
        count: INBOX_BENCH_REPLIES,
        seed: 1,
      },
      {
        account: await ensureAccount(conn, 'Inbox Bench Neighbour 1', null),
        count: NEIGHBOUR_REPLIES,
        seed: 2,
      },
      {
        account: await ensureAccount(conn, 'Inbox Bench Neighbour 2', null),
        count: NEIGHBOUR_REPLIES,
        seed: 3,
      },
    ];
  } finally {
    await conn.end();
  }
  for (const { account, count, seed } of accounts) {
    const start = Date.now();
    if (await seedReplies(url, account, count, seed)) {
      log(
        `seeded ${count.toLocaleString('en')} replies of account ${account.accountId} in ${((Date.now() - start) / 1000).toFixed(0)} s`,
      );
    }
  }
  return accounts[0]!.account.accountId;
}
