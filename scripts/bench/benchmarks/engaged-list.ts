// An engaged-subscribers email list of 500,000 addresses. Seed (once per database): an account with six
// email campaigns and about 1.3 million engagement rows: 500,000 addresses opened one of campaigns 1-5
// within the last 12 months, a third of them two of those campaigns (overlap); 100,000 more opened only
// more than 12 months ago; clicks and conversions on top; campaign 6 (not chosen) opened by 200,000
// addresses; the addresses written in mixed case; 5% of the 500,000 suppressed. The list: campaigns 1-5,
// Opens, Last 12 months.
// Candidate: the product's path called directly (more precise than waiting for the queue): the list row
// and its EngagedSubscribers job (the repositories the API's service calls), then runImportJob (claim and
// lease, the INSERT … SELECT of engaged-subscribers.repository.ts, the counts with opt-outs, the list and
// job Completed). Baseline, same run: the same INSERT … SELECT written by hand into another list. Both
// lists must hold the same 500,000 addresses. Each round's list is deleted again outside the timing.
// Target: ratio at most 1.5.
import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';
import { createDatabase, type Db } from '../../../functions/src/platform/db/database';
import { createLogger } from '../../../functions/src/platform/log';
import { tenantScopeFor } from '../../../functions/src/platform/tenancy';
import { insertEmailList } from '../../../functions/src/email-lists/email-lists.repository';
import { insertImportJob } from '../../../functions/src/lists/import-jobs.repository';
import { runImportJob } from '../../../functions/src/lists/import-runner';
import type { Benchmark } from '../harness';

const ACCOUNT_NAME = 'Engaged list bench';
const ENGAGED = 500_000;
const SUPPRESSED = ENGAGED / 20;
const MONTHS = 12;

let pool: Pool;
let db: Db;
let accountId = 0;
let campaignIds: number[] = [];
const base: number[] = [];
const cand: number[] = [];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const [result] = await pool.query<RowDataPacket[]>(text, params);
  return result as T[];
}

/** The account, its campaigns and engagements, written once per database. */
async function seed(): Promise<void> {
  const [found] = await rows<{ id: number }>('SELECT id FROM accounts WHERE name = ?', [ACCOUNT_NAME]);
  if (found) {
    accountId = found.id;
    campaignIds = (
      await rows<{ id: number }>('SELECT id FROM email_campaigns WHERE account_id = ? ORDER BY id', [
        accountId,
      ])
    ).map((r) => r.id);
    return;
  }
  console.log('  seeding about 1.3 million engagements (once per database)…');
  const [account] = await pool.query<RowDataPacket[]>('INSERT INTO accounts (name) VALUES (?)', [
    ACCOUNT_NAME,
  ]);
  accountId = (account as unknown as { insertId: number }).insertId;
  const [category] = await pool.query('INSERT INTO email_categories (account_id, name) VALUES (?, ?)', [
    accountId,
    'Bench newsletters',
  ]);
  const categoryId = (category as unknown as { insertId: number }).insertId;
  for (let i = 1; i <= 6; i++) {
    const [r] = await pool.query(
      'INSERT INTO email_campaigns (account_id, category_id, name) VALUES (?, ?, ?)',
      [accountId, categoryId, `Bench campaign ${i}`],
    );
    campaignIds.push((r as unknown as { insertId: number }).insertId);
  }
  const c = campaignIds;
  // An address: mixed case, spread over 50 domains.
  const addr = (n: string) =>
    `CONCAT(IF(${n} % 2 = 0, 'Reader', 'reader'), ${n}, '@Bench', ${n} % 50, '.example')`;
  const insert = (campaign: string, type: number, n: string, daysAgo: string, from: string, where = '1') =>
    pool.query(
      `INSERT IGNORE INTO email_engagements (account_id, campaign_id, type, email, first_at, last_at, hits)
       SELECT ${accountId}, ${campaign}, ${type}, ${addr(n)},
              UTC_TIMESTAMP(3) - INTERVAL (${daysAgo}) DAY, UTC_TIMESTAMP(3) - INTERVAL (${daysAgo}) DAY, 1
       FROM ${from} WHERE ${where}`,
    );
  const pick = (n: string) => `ELT(${n} % 5 + 1, ${c.slice(0, 5).join(', ')})`;
  const pickNext = (n: string) => `ELT((${n} + 1) % 5 + 1, ${c.slice(0, 5).join(', ')})`;
  // In period (0-359 days ago), one campaign each; a third also a second campaign.
  await insert(pick('seq'), 1, 'seq', 'seq % 360', `seq_0_to_${ENGAGED - 1}`);
  await insert(pickNext('seq'), 1, 'seq', '(seq * 7) % 360', `seq_0_to_${ENGAGED - 1}`, 'seq % 3 = 0');
  // Out of period: 100,000 more addresses, 13-36 months ago.
  await insert(pick('seq'), 1, 'seq', '400 + seq % 700', `seq_${ENGAGED}_to_${ENGAGED + 99_999}`);
  // Clicks and conversions of the engaged ones; campaign 6's openers (not chosen).
  await insert(pick('seq'), 2, 'seq', 'seq % 200', `seq_0_to_${ENGAGED - 1}`, 'seq % 4 = 0');
  await insert(pick('seq'), 3, 'seq', 'seq % 200', `seq_0_to_${ENGAGED - 1}`, 'seq % 20 = 0');
  await insert(String(c[5]), 1, 'seq', 'seq % 30', 'seq_0_to_199999', 'seq % 2 = 0 OR seq >= 100000');
  await pool.query(
    `INSERT IGNORE INTO email_suppressions (account_id, email, reason)
     SELECT ${accountId}, LOWER(${addr('seq')}), 'Unsubscribe' FROM seq_0_to_${ENGAGED - 1} WHERE seq % 20 = 7`,
  );
  const [n] = await rows<{ n: number }>('SELECT COUNT(*) AS n FROM email_engagements WHERE account_id = ?', [
    accountId,
  ]);
  console.log(`  ${Number(n!.n).toLocaleString('en')} engagement rows written`);
}

async function newList(name: string): Promise<number> {
  return insertEmailList(db, tenantScopeFor(accountId), { name, description: null, status: 0 });
}

async function dropList(listId: number): Promise<void> {
  await pool.query('DELETE FROM email_list_contacts WHERE list_id = ?', [listId]);
  await pool.query('DELETE FROM email_lists WHERE id = ?', [listId]);
}

async function countOf(listId: number): Promise<number> {
  const [r] = await rows<{ n: number }>('SELECT COUNT(*) AS n FROM email_list_contacts WHERE list_id = ?', [
    listId,
  ]);
  return Number(r!.n);
}

let baselineList = 0;

async function baselineRound(): Promise<number[]> {
  if (baselineList) await dropList(baselineList);
  baselineList = await newList('Bench baseline');
  const start = performance.now();
  await pool.query(
    `INSERT IGNORE INTO email_list_contacts (list_id, import_job_id, email)
     SELECT ?, NULL, LOWER(e.email) FROM email_engagements e
     WHERE e.account_id = ? AND e.campaign_id IN (?) AND e.type = 1
       AND e.last_at >= UTC_TIMESTAMP(3) - INTERVAL ${MONTHS} MONTH`,
    [baselineList, accountId, campaignIds.slice(0, 5)],
  );
  const ms = performance.now() - start;
  const n = await countOf(baselineList);
  if (n !== ENGAGED) throw new Error(`engaged-list: the baseline holds ${n} addresses, not ${ENGAGED}`);
  base.push(ms);
  return [ms];
}

async function candidateRound(): Promise<number[]> {
  const scope = tenantScopeFor(accountId);
  const listId = await newList('Bench engaged openers');
  try {
    const jobId = await insertImportJob(db, scope, {
      list_id: null,
      email_list_id: listId,
      user_id: null,
      source: 'EngagedSubscribers',
      uploaded_file_id: null,
      connection_string_id: null,
      source_name: 'Engaged subscribers: Opens, last 12 months, 5 campaigns',
      settings: {
        importRow: 0,
        countryIso3166: 'ZA',
        columnMappings: [],
        engagement: { campaignIds: campaignIds.slice(0, 5), type: 1, months: MONTHS },
      },
    });
    const start = performance.now();
    await runImportJob(db, jobId, createLogger({ benchmark: 'engaged-list' }));
    const ms = performance.now() - start;
    const [list] = await rows<{ status: number; contacts: number; optouts: number }>(
      'SELECT status, contacts, optouts FROM email_lists WHERE id = ?',
      [listId],
    );
    if (list!.status !== 2 || Number(list!.contacts) !== ENGAGED || Number(list!.optouts) !== SUPPRESSED)
      throw new Error(
        `engaged-list: the list ended ${JSON.stringify(list)}, expected ${ENGAGED} contacts, ${SUPPRESSED} opt-outs`,
      );
    if (baselineList) {
      const [same] = await rows<{ n: number }>(
        `SELECT COUNT(*) AS n FROM email_list_contacts b
         INNER JOIN email_list_contacts c ON c.list_id = ? AND c.email = b.email WHERE b.list_id = ?`,
        [listId, baselineList],
      );
      if (Number(same!.n) !== ENGAGED)
        throw new Error(`engaged-list: only ${same!.n} addresses agree with the baseline's`);
    }
    cand.push(ms);
    return [ms];
  } finally {
    await dropList(listId);
  }
}

export const engagedList: Benchmark = {
  name: 'engaged-list',
  unit: `engaged-subscribers email list of ${ENGAGED.toLocaleString('en')} addresses`,
  description:
    '5 of 6 campaigns, Opens, last 12 months; overlapping, mixed-case, out-of-period and other-type rows',
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  async setup() {
    const url = process.env.DATABASE_URL!;
    pool = createPool({ uri: url, connectionLimit: 2, timezone: 'Z' });
    db = createDatabase(url, 2);
    await seed();
    await pool.query("DELETE FROM email_lists WHERE account_id = ? AND name LIKE 'Bench %'", [accountId]);
  },
  baseline: { label: 'the same INSERT … SELECT by hand', run: baselineRound },
  candidate: { label: 'list + job rows, runImportJob (job, INSERT … SELECT, counts)', run: candidateRound },
  report: () => {
    const warmBase = base.slice(1);
    const warmCand = cand.slice(1);
    const ratios = warmCand.map((c, i) => c / warmBase[i]!);
    return [
      `list per round: ${warmCand.map(secs).join(', ')}`,
      `baseline per round: ${warmBase.map(secs).join(', ')}`,
      `ratio per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(2)}x (target at most 1.5x)`,
    ];
  },
  async teardown() {
    if (pool) {
      if (baselineList) await dropList(baselineList);
      await pool.end();
    }
    await db?.destroy();
  },
};
