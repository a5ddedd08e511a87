// The segment-build benchmark's data: an account of its own with three SMS lists whose union is 500,000
// distinct South African cellphone numbers (10% of them on two or three lists), 5% of those numbers
// suppressed (account opt-outs, DMA opt-outs, some both), an exclusion list and a 'DMA Exclusion' list,
// a list outside the audience, earlier messages for a slice of the numbers (inside and outside the rest
// period, failed ones, other campaigns'), and a neighbour account whose opt-outs and lists hold the same
// numbers. The contacts are loaded once per database with LOAD DATA LOCAL INFILE and kept on later runs
// (a run that stopped half-way is redone); the messages are written again on every run, relative to now.
// Which number is what follows from its index alone, so the expected counts are computed here too.
import { Readable } from 'node:stream';
import { createConnection, type Connection } from 'mysql2/promise';
import { hashPassword } from '../../../functions/src/auth/password';
import type { ExclusionReason } from '../../../functions/src/segments/segments.table';
import { DEMO_PASSWORD } from '../../db/demo-data';

export const SEGMENT_BENCH_EMAIL = 'segments@bench.test';
export const AUDIENCE = 500_000;
export const REST_PERIOD_DAYS = 30;
const ACCOUNT = 'Segment Benchmarks Ltd';
const NEIGHBOUR = 'Segment Bench Neighbour';

export const LIST_NAMES = {
  audience: ['Segment bench A', 'Segment bench B', 'Segment bench C'],
  exclusion: 'Segment bench exclusions',
  dma: 'DMA Exclusion',
  other: 'Segment bench other customers',
} as const;

const PREFIXES = ['60', '61', '63', '66', '71', '72', '73', '74', '76', '78', '79', '81', '82', '83', '84'];

/** The n-th number, in E.164 as sms_list_contacts stores it (distinct for n below 10,000,000). */
export const numberOf = (n: number): string =>
  `+27${PREFIXES[n % PREFIXES.length]}${String((n * 104_729 + 7_654_321) % 10_000_000).padStart(7, '0')}`;

// ---- who is what (by index in the audience, 0 <= i < AUDIENCE) -----------------------------------

/** The audience lists (0, 1, 2) holding number i: 10% on two lists, one in ten of those on all three. */
export function listsOf(i: number): number[] {
  if (i % 10 !== 0) return [i % 3];
  if (i % 100 === 0) return [0, 1, 2];
  const first = (i / 10) % 3;
  return [first, (first + 1) % 3];
}

/** Exactly 1 in 20 (in every block of 400: the b-th number of the b-th run of 20), spread over the lists. */
const suppressed = (i: number) => i % 20 === Math.floor(i / 20) % 20;
/** 40% opt-out only, 40% DMA only, 20% both. */
export const isOptout = (i: number) => suppressed(i) && [0, 1, 4].includes(Math.floor(i / 20) % 5);
export const isDma = (i: number) => suppressed(i) && [2, 3, 4].includes(Math.floor(i / 20) % 5);
/** On the campaign's exclusion list (1%), or on the account's 'DMA Exclusion' list (0.4%), some suppressed too. */
const onExclusionList = (i: number) => i % 97 === 11;
const onDmaExclusionList = (i: number) => i % 241 === 37;
/** On another list of the account, outside the audience (it excludes nobody). */
const onOtherList = (i: number) => i % 100 === 23;

/** Messages of the campaign and others, in days before now (the rest period is REST_PERIOD_DAYS). */
function messagesOf(i: number): { daysAgo: number; status: string; ownCampaign: boolean }[] {
  const k = Math.floor(i / 25);
  switch (i % 25) {
    case 4: // messaged within the rest period (4%), half of them also once before it
      return [
        { daysAgo: 1 + (k % 28), status: k % 3 ? 'Delivered' : 'Sent', ownCampaign: true },
        ...(i % 50 === 4 ? [{ daysAgo: 45, status: 'Delivered', ownCampaign: true }] : []),
      ];
    case 9: // only before it (4%)
      return [{ daysAgo: 31 + (k % 60), status: 'Delivered', ownCampaign: true }];
    case 14: // within it, but failed or suppressed (they do not count)
      return i % 50 === 14
        ? [{ daysAgo: 3, status: Math.floor(i / 50) % 2 ? 'Failed' : 'Suppressed', ownCampaign: true }]
        : [];
    case 19: // within it, by another campaign of the account
      return i % 50 === 19 ? [{ daysAgo: 2, status: 'Delivered', ownCampaign: false }] : [];
    default:
      return [];
  }
}

export interface ExpectedCounts {
  memberRows: number;
  candidates: number;
  excluded: Record<ExclusionReason, number>;
  queued: number;
}

/** The segment the build must produce: reasons in the product's order (opt-out, DMA, list, rest period). */
export function expectedCounts(): ExpectedCounts {
  const excluded: Record<ExclusionReason, number> = { Optout: 0, Dma: 0, ExclusionList: 0, RestPeriod: 0 };
  let memberRows = 0;
  let queued = 0;
  for (let i = 0; i < AUDIENCE; i += 1) {
    memberRows += listsOf(i).length;
    const rested = messagesOf(i).some(
      (m) => m.ownCampaign && m.daysAgo < REST_PERIOD_DAYS && !['Failed', 'Suppressed'].includes(m.status),
    );
    if (isOptout(i)) excluded.Optout += 1;
    else if (isDma(i)) excluded.Dma += 1;
    else if (onExclusionList(i) || onDmaExclusionList(i)) excluded.ExclusionList += 1;
    else if (rested) excluded.RestPeriod += 1;
    else queued += 1;
  }
  return { memberRows, candidates: AUDIENCE, excluded, queued };
}

// ---- the rows ---------------------------------------------------------------------------------

const FIRST = ['Thandi', 'Sipho', 'Lerato', 'Johan', 'Anele', 'Pieter', 'Naledi', 'Bongani', 'Ayesha'];
const LAST = ['Mokoena', 'Dlamini', 'Nkosi', 'van Wyk', 'Naidoo', 'Botha', 'Khumalo', 'Pillay', 'Ndlovu'];

/** One list's contacts as LOAD DATA lines: cellphone, first name, last name, email. */
function* contactLines(indexes: Iterable<number>): Generator<Buffer> {
  let chunk = '';
  for (const i of indexes) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / 9) % LAST.length]!;
    const email = i % 3 ? `${first.toLowerCase()}.${i}@example.test` : '\\N';
    chunk += `${numberOf(i)}\t${first}\t${last}\t${email}\n`;
    if (chunk.length > 256 * 1024) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  if (chunk) yield Buffer.from(chunk);
}

function* range(from: number, to: number, keep: (i: number) => boolean = () => true): Generator<number> {
  for (let i = from; i < to; i += 1) if (keep(i)) yield i;
}

/** The lists of the seed: name, 'DMA Exclusion' flag, and its members' indexes. */
function listsToSeed(): { name: string; dmaExclusion: boolean; members: () => Iterable<number> }[] {
  return [
    ...LIST_NAMES.audience.map((name, list) => ({
      name,
      dmaExclusion: false,
      members: () => range(0, AUDIENCE, (i) => listsOf(i).includes(list)),
    })),
    // Members outside the audience too (numbers past AUDIENCE), as real exclusion lists have.
    {
      name: LIST_NAMES.exclusion,
      dmaExclusion: false,
      members: () => [...range(0, AUDIENCE, onExclusionList), ...range(AUDIENCE, AUDIENCE + 3_000)],
    },
    {
      name: LIST_NAMES.dma,
      dmaExclusion: true,
      members: () => [
        ...range(0, AUDIENCE, onDmaExclusionList),
        ...range(AUDIENCE + 3_000, AUDIENCE + 4_000),
      ],
    },
    { name: LIST_NAMES.other, dmaExclusion: false, members: () => range(0, AUDIENCE, onOtherList) },
  ];
}

const one = async <T>(conn: Connection, sql: string, params: unknown[] = []): Promise<T | undefined> => {
  const [rows] = await conn.query(sql, params);
  return (rows as T[])[0];
};

async function ensureAccount(conn: Connection, name: string, email: string | null): Promise<number> {
  let account = await one<{ id: number }>(conn, 'SELECT id FROM accounts WHERE name = ?', [name]);
  if (!account) {
    const [result] = await conn.query('INSERT INTO accounts (name) VALUES (?)', [name]);
    account = { id: (result as { insertId: number }).insertId };
  }
  if (email && !(await one(conn, 'SELECT id FROM users WHERE email = ?', [email]))) {
    await conn.query(
      `INSERT INTO users (account_id, email, password_hash, first_name, last_name, company, role, email_verified)
       VALUES (?, ?, ?, 'Segment', 'Bench', ?, 'Client', 1)`,
      [account.id, email, await hashPassword(DEMO_PASSWORD), name],
    );
  }
  return account.id;
}

async function insertInBatches(conn: Connection, sql: string, rows: unknown[][]): Promise<void> {
  for (let at = 0; at < rows.length; at += 5_000) await conn.query(sql, [rows.slice(at, at + 5_000)]);
}

export interface SeededLists {
  audience: number[];
  exclusion: number;
  dma: number;
}

async function listIds(conn: Connection, accountId: number): Promise<Map<string, number>> {
  const [rows] = await conn.query('SELECT id, name FROM sms_lists WHERE account_id = ?', [accountId]);
  return new Map((rows as { id: number; name: string }[]).map((r) => [r.name, r.id]));
}

/** Whether the account already holds the whole seed, as defined now (the contact counters are written last). */
async function seeded(conn: Connection, accountId: number, neighbourId: number): Promise<boolean> {
  const [rows] = await conn.query(
    `SELECT l.name, l.contacts, (SELECT COUNT(*) FROM sms_list_contacts c WHERE c.list_id = l.id) AS n
     FROM sms_lists l WHERE l.account_id = ?`,
    [accountId],
  );
  const found = new Map((rows as { name: string; contacts: number; n: number }[]).map((l) => [l.name, l]));
  const wanted = listsToSeed();
  if (found.size !== wanted.length) return false;
  for (const list of wanted) {
    const size = [...list.members()].length;
    const row = found.get(list.name);
    if (!row || row.contacts !== size || Number(row.n) !== size) return false;
  }
  const optouts = await one<{ n: number }>(
    conn,
    'SELECT COUNT(*) AS n FROM sms_optouts WHERE account_id = ?',
    [accountId],
  );
  const neighbour = await one<{ n: number }>(
    conn,
    'SELECT SUM(contacts) AS n FROM sms_lists WHERE account_id = ?',
    [neighbourId],
  );
  return Number(optouts?.n) > 0 && Number(neighbour?.n) > 0;
}

async function loadList(url: string, listId: number, members: Iterable<number>): Promise<number> {
  const conn = await createConnection({
    uri: url,
    infileStreamFactory: () => Readable.from(contactLines(members)),
  });
  try {
    const [result] = await conn.query(
      `LOAD DATA LOCAL INFILE 'contacts.tsv' INTO TABLE sms_list_contacts CHARACTER SET utf8mb4
       FIELDS TERMINATED BY '\\t' LINES TERMINATED BY '\\n'
       (cellphone, first_name, last_name, email) SET list_id = ${Number(listId)}`,
    );
    const loaded = (result as { affectedRows: number }).affectedRows;
    await conn.query('UPDATE sms_lists SET contacts = ? WHERE id = ?', [loaded, listId]);
    return loaded;
  } finally {
    await conn.end();
  }
}

async function seedContacts(url: string, conn: Connection, accountId: number, neighbourId: number) {
  // A run that stopped half-way: start again (the lists' contacts go with them).
  // (A campaign's audience rows go with its lists: ON DELETE CASCADE; the benchmark saves it again.)
  await conn.query('DELETE FROM sms_lists WHERE account_id IN (?, ?)', [accountId, neighbourId]);
  for (const table of ['sms_optouts', 'dma_optouts'])
    await conn.query(`DELETE FROM ${table} WHERE account_id IN (?, ?)`, [accountId, neighbourId]);

  const add = async (account: number, name: string, dmaExclusion: boolean) => {
    const [r] = await conn.query(
      'INSERT INTO sms_lists (account_id, name, exclusion_list) VALUES (?, ?, ?)',
      [account, name, dmaExclusion ? 1 : 0],
    );
    return (r as { insertId: number }).insertId;
  };
  for (const list of listsToSeed())
    await loadList(url, await add(accountId, list.name, list.dmaExclusion), list.members());

  // Suppressions: 5% of the audience, plus numbers outside it.
  const optouts = [...range(0, AUDIENCE, isOptout), ...range(AUDIENCE + 10_000, AUDIENCE + 15_000)];
  const dma = [...range(0, AUDIENCE, isDma), ...range(AUDIENCE + 15_000, AUDIENCE + 20_000)];
  await insertInBatches(
    conn,
    'INSERT INTO sms_optouts (account_id, cellphone) VALUES ?',
    optouts.map((i) => [accountId, numberOf(i)]),
  );
  await insertInBatches(
    conn,
    'INSERT INTO dma_optouts (account_id, cellphone) VALUES ?',
    dma.map((i) => [accountId, numberOf(i)]),
  );
  // The neighbour account: its opt-outs, lists and 'DMA Exclusion' list hold the audience's numbers too.
  await insertInBatches(
    conn,
    'INSERT INTO sms_optouts (account_id, cellphone) VALUES ?',
    [...range(0, AUDIENCE, (i) => i % 50 === 7)].map((i) => [neighbourId, numberOf(i)]),
  );
  await loadList(
    url,
    await add(neighbourId, 'Neighbour customers', false),
    range(0, AUDIENCE, (i) => i % 25 === 2),
  );
  await loadList(
    url,
    await add(neighbourId, 'DMA Exclusion', true),
    range(0, AUDIENCE, (i) => i % 50 === 3),
  );
}

/** The earlier messages, written again relative to now (so the rest period sees the same numbers). */
export async function seedMessages(
  conn: Connection,
  accountId: number,
  campaignId: number,
  otherCampaignId: number,
) {
  await conn.query('DELETE FROM sms_messages WHERE account_id = ? AND campaign_id IN (?, ?)', [
    accountId,
    campaignId,
    otherCampaignId,
  ]);
  const now = Date.now();
  const rows: unknown[][] = [];
  for (let i = 0; i < AUDIENCE; i += 1) {
    for (const m of messagesOf(i)) {
      const at = new Date(now - m.daysAgo * 86_400_000 - (i % 3_600) * 1000);
      rows.push([
        accountId,
        m.ownCampaign ? campaignId : otherCampaignId,
        m.ownCampaign ? 'Segment' : 'Api',
        numberOf(i),
        'Winter special: 20% off this week. Reply STOP to opt out.',
        1,
        'GSM7',
        m.status,
        m.status === 'Suppressed' ? 'Optout' : null,
        at,
      ]);
    }
  }
  await insertInBatches(
    conn,
    `INSERT INTO sms_messages (account_id, campaign_id, source, recipient, body, segments, encoding, status, suppression, created_at)
     VALUES ?`,
    rows,
  );
  return rows.length;
}

/** The benchmark account with its lists and suppressions (loaded once); its id, lists and neighbour. */
export async function seedSegmentBench(
  url: string,
  log: (line: string) => void,
): Promise<{ accountId: number; lists: SeededLists }> {
  const conn = await createConnection({ uri: url, timezone: 'Z' });
  try {
    const accountId = await ensureAccount(conn, ACCOUNT, SEGMENT_BENCH_EMAIL);
    const neighbourId = await ensureAccount(conn, NEIGHBOUR, null);
    if (!(await seeded(conn, accountId, neighbourId))) {
      const start = Date.now();
      await seedContacts(url, conn, accountId, neighbourId);
      log(`seeded the audience of account ${accountId} in ${((Date.now() - start) / 1000).toFixed(0)} s`);
    }
    const ids = await listIds(conn, accountId);
    return {
      accountId,
      lists: {
        audience: LIST_NAMES.audience.map((n) => ids.get(n)!),
        exclusion: ids.get(LIST_NAMES.exclusion)!,
        dma: ids.get(LIST_NAMES.dma)!,
      },
    };
  } finally {
    await conn.end();
  }
}
