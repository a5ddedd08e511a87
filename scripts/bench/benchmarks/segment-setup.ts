// What the segment send benchmark sets up: audience lists of realistic, distinct South African numbers
// with the dirt a segment build handles (opted-out and DMA-listed numbers, numbers on both lists), a
// Simple scheduled campaign made through the API (create with its Audience and schedule step, Provider
// step, Messages step, Active), and a daily send window that opens and closes at given instants on some
// campaign clock.
import type { ResultSetHeader, RowDataPacket } from 'mysql2';
import type { Pool } from 'mysql2/promise';
import { localPartsOf } from '../../../functions/src/platform/time/zoned-time';
import { publicHolidayOn } from '../../../functions/src/segments/exclusion-days';
import { api } from '../stack-client';
import { smsCategoryId } from './sending-setup';

/** Mobile prefixes (after +27) that the other benchmarks' and the demo data's numbers do not use. */
const PREFIXES = ['60', '63', '64', '65', '71', '74', '76', '78', '79', '81'];

/**
 * The i-th bench number, E.164 as lists store them: prefixes in turn, and seven subscriber digits that
 * look random but never repeat (multiplying by a number prime to 10 permutes 0 … 9,999,999).
 */
export function benchNumber(i: number): string {
  const subscriber = (Math.floor(i / PREFIXES.length) * 7_654_321 + 1_234_567) % 10_000_000;
  return `+27${PREFIXES[i % PREFIXES.length]}${String(subscriber).padStart(7, '0')}`;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, k) => from + k);

/** An SMS list of the account holding these numbers (as an import leaves one: Completed, counted). */
async function createList(pool: Pool, accountId: number, name: string, numbers: string[]): Promise<number> {
  const [list] = await pool.query<ResultSetHeader>(
    'INSERT INTO sms_lists (account_id, name, exclusion_list, contacts) VALUES (?, ?, 0, ?)',
    [accountId, name, numbers.length],
  );
  for (let start = 0; start < numbers.length; start += 5000) {
    const rows = numbers.slice(start, start + 5000).map((cellphone) => [list.insertId, cellphone]);
    await pool.query('INSERT INTO sms_list_contacts (list_id, cellphone) VALUES ?', [rows]);
  }
  return list.insertId;
}

async function suppress(
  pool: Pool,
  table: 'sms_optouts' | 'dma_optouts',
  accountId: number,
  numbers: string[],
) {
  if (!numbers.length) return;
  await pool.query(`INSERT IGNORE INTO ${table} (account_id, cellphone) VALUES ?`, [
    numbers.map((cellphone) => [accountId, cellphone]),
  ]);
}

export interface Audience {
  listIds: number[];
  /** Numbers on the lists, counting each list's copy. */
  contacts: number;
  /** Distinct numbers on the lists. */
  distinct: number;
  optedOut: number;
  dmaListed: number;
  /** What the build must queue. */
  queued: number;
}

/**
 * Two lists whose distinct numbers are `queued` sendable ones (numbers `first` …), plus 1.5% opted out of
 * the account and 1% on its DMA opt-out list; the lists overlap by a tenth of the sendable numbers and
 * half of the DMA-listed ones, so the build must drop duplicates and suppressed numbers to queue exactly
 * `queued`.
 */
export async function dirtyAudience(
  pool: Pool,
  accountId: number,
  name: string,
  first: number,
  queued: number,
): Promise<Audience> {
  const sendable = range(first, queued).map(benchNumber);
  const optedOut = range(first + queued, Math.round(queued * 0.015)).map(benchNumber);
  const dmaListed = range(first + queued + optedOut.length, Math.round(queued * 0.01)).map(benchNumber);
  await suppress(pool, 'sms_optouts', accountId, optedOut);
  await suppress(pool, 'dma_optouts', accountId, dmaListed);
  const half = <T>(xs: T[], second: boolean) =>
    second ? xs.slice(Math.floor(xs.length / 2)) : xs.slice(0, Math.floor(xs.length / 2));
  const a = [
    ...sendable.slice(0, Math.round(queued * 0.6)),
    ...half(optedOut, false),
    ...half(dmaListed, false),
  ];
  const b = [...sendable.slice(Math.round(queued * 0.5)), ...half(optedOut, true), ...dmaListed];
  const stamp = new Date().toISOString().slice(0, 16);
  const listIds = [
    await createList(pool, accountId, `${name}: winter customers ${stamp}`, a),
    await createList(pool, accountId, `${name}: loyalty members ${stamp}`, b),
  ];
  return {
    listIds,
    contacts: a.length + b.length,
    distinct: queued + optedOut.length + dmaListed.length,
    optedOut: optedOut.length,
    dmaListed: dmaListed.length,
    queued,
  };
}

/** A daily send window on a campaign clock: HH:mm on `timeZone`, on `date`. */
export interface ClockWindow {
  timeZone: string;
  date: string;
  start: string;
  finish: string;
}

/** Zones far apart, so that in one of them the window is inside one day that is no public holiday. */
const ZONES = [
  'Africa/Johannesburg',
  'Europe/London',
  'Asia/Tokyo',
  'America/New_York',
  'Pacific/Kiritimati',
];

/**
 * The window from `opensAt` to `closesAt` (whole minutes) as a campaign's daily start and finish on a
 * clock where both fall on today's date (so the campaign starts today and builds now), and today is
 * not a South African public holiday (no window that day).
 */
export function windowOnSomeClock(opensAt: Date, closesAt: Date): ClockWindow {
  for (const timeZone of ZONES) {
    const open = localPartsOf(opensAt, timeZone);
    const close = localPartsOf(closesAt, timeZone);
    const today = localPartsOf(new Date(), timeZone).date;
    if (open.date !== today || close.date !== today || publicHolidayOn(today)) continue;
    return { timeZone, date: today, start: open.time, finish: close.time };
  }
  throw new Error('No time zone has the window inside one ordinary day');
}

/**
 * A Simple scheduled campaign of the signed-in account on these lists, every day in the window, through
 * the selected provider, with two tracked messages; Active (its segment is built when the scheduler runs).
 */
export async function createSegmentCampaign(
  name: string,
  listIds: number[],
  window: ClockWindow,
  providerId: number,
): Promise<number> {
  const { id } = await api<{ id: number }>('POST', '/api/sms/campaigns/scheduled', {
    type: 0,
    name: `${name} ${new Date().toISOString()}`,
    categoryId: await smsCategoryId(),
    includeListIds: listIds,
    excludeListIds: [],
    scheduleDays: [1, 2, 3, 4, 5, 6, 7],
    dailySendStartTime: window.start,
    dailySendFinishTime: window.finish,
    timeZone: window.timeZone,
    startDate: window.date,
    finishDate: null,
    recycleCampaignDays: null,
    restPeriodDays: null,
  });
  await api('PATCH', `/api/sms/campaigns/${id}/provider`, { option: 'SelectedProvider', providerId });
  // Marketing messages carry the account's sender and opt-out line, or activation refuses them (issue 28).
  const { optoutLine } = await api<{ optoutLine: string }>('GET', '/api/settings');
  await api('PATCH', `/api/sms/campaigns/${id}/messages`, {
    messages: [
      'Winter sale: 30% off all jackets until Sunday. Shop: #CLICKURL#',
      'Our winter sale is on: 30% off jackets this week. #CLICKURL#',
    ].map((text) => ({ id: null, active: true, message: `${text}\n${optoutLine}` })),
    clickUrl: 'https://acme.test/winter-sale',
  });
  await api('PATCH', `/api/sms/campaigns/${id}/send-active`, { active: true });
  return id;
}

/** The campaign's segment build, once it has ended (Completed or Failed). */
export async function finishedBuild(
  pool: Pool,
  campaignId: number,
  timeoutMs = 120_000,
): Promise<RowDataPacket> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [rows] = await pool.query<RowDataPacket[]>(
      "SELECT * FROM sms_segment_builds WHERE campaign_id = ? AND status IN ('Completed', 'Failed')",
      [campaignId],
    );
    if (rows[0]) return rows[0];
    if (Date.now() > deadline)
      throw new Error(`campaign ${campaignId}: no segment build within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
