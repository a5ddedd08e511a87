// A scheduled campaign's segment of 50,000 sent by the stack's own drain inside its send window: the
// segment built by the real scheduler and build worker from two dirty lists (opt-outs, DMA-listed numbers,
// numbers on both lists), then drained by the stack's poller (segmentDrain every LOCAL_SCHEDULE_SECONDS;
// invoked once as the window opens, so it starts on time) through the send queue, the send worker and the
// BulkSMS adapter to the gateway emulator, with delivery reports coming back. The window is sized so the
// segment needs nearly all of it at the provider's rate: BENCH_SEGMENT_WINDOW_MINUTES (default 5) and a
// provider rate of messages / (0.96 x the window), 174/s for 50,000 in 5 minutes; the drain spreads the
// segment evenly over the window, so the achieved rate can reach 0.96 of the configured one (target 0.90).
// Baseline, same run: the emulator's own ceiling at that rate (the adapter straight to an account).
// Checks: nothing sent after the window's close (database and emulator clocks), every message Sent or
// Delivered, none twice on a handset, the counters and the build's counts exact. Before it, in setup, a
// smaller case shows the window holds: a segment twice what a 2-minute window takes at 25/s sends half,
// nothing after the close, and the rest stays Pending or held (the campaign is archived afterwards).
import { loadavg } from 'node:os';
import type { RowDataPacket } from 'mysql2';
import { createPool, type Pool } from 'mysql2/promise';
import { invokeFunction } from '../../../functions/src/test-support/functions';
import type { Benchmark } from '../harness';
import { api, signIn } from '../stack-client';
import {
  createSegmentCampaign,
  dirtyAudience,
  finishedBuild,
  windowOnSomeClock,
  type Audience,
} from './segment-setup';
import { benchAccountId, createBenchProvider, emulatorCeiling, emulatorMessages } from './sending-setup';

const MESSAGES = Number(process.env.BENCH_SEGMENT_MESSAGES ?? 50_000);
const WINDOW_MINUTES = Number(process.env.BENCH_SEGMENT_WINDOW_MINUTES ?? 5);
/** The share of the window the segment takes at the provider's rate. */
const FILL = 0.96;
const RATE = Number(process.env.BENCH_SEGMENT_RATE ?? Math.ceil(MESSAGES / (FILL * WINDOW_MINUTES * 60)));
const BASELINE_MESSAGES = RATE * 15;
/** The window case: a 2-minute window at 25 messages a second, and a segment twice what it takes. */
const SMALL_RATE = 25;
const SMALL_MINUTES = 2;
const SMALL_MESSAGES = 2 * SMALL_RATE * SMALL_MINUTES * 60;
/** Time for the lists' builds before the first window opens (they take seconds). */
const BUILD_ALLOWANCE_MS = 60_000;
const MINUTE = 60_000;

let pool: Pool;
let accountId = 0;
let mainCampaign = 0;
let mainProvider = '';
let mainAudience: Audience;
let mainOpens: Date;
let mainCloses: Date;
let baselineRate = 0;
const campaigns: number[] = [];
const listIds: number[] = [];
const lines: string[] = [];

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
const ceilMinute = (ms: number) => new Date(Math.ceil(ms / MINUTE) * MINUTE);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [result] = await pool.query<RowDataPacket[]>(sql, params);
  return result as T[];
}

async function countBy(sql: string, params: unknown[]): Promise<Record<string, number>> {
  const found = await rows<{ k: string; n: number }>(sql, params);
  return Object.fromEntries(found.map((r) => [r.k, Number(r.n)]));
}

const fmtCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

interface SentMessage {
  status: string;
  sent_at: Date | null;
  created_at: Date;
}

const messagesOf = (campaignId: number) =>
  rows<SentMessage>('SELECT status, sent_at, created_at FROM sms_messages WHERE campaign_id = ?', [
    campaignId,
  ]);

const membersOf = (campaignId: number) =>
  countBy(
    'SELECT status AS k, COUNT(*) AS n FROM sms_segment_members WHERE campaign_id = ? GROUP BY status',
    [campaignId],
  );

/** Sends a second from the first to the last of these instants (ms). */
const rateOf = (times: number[]) =>
  times.length > 1 ? ((times.length - 1) / (times.at(-1)! - times[0]!)) * 1000 : 0;

/** Sends per 10-second bucket from the first send: min / median / max over the full buckets. */
function buckets(times: number[]): string {
  const first = times[0]!;
  const full = Math.floor((times.at(-1)! - first) / 10_000);
  if (full < 1) return 'under 10 s of sending';
  const counts = Array<number>(full).fill(0);
  for (const t of times) {
    const b = Math.floor((t - first) / 10_000);
    if (b < full) counts[b]! += 1;
  }
  const sorted = [...counts].sort((a, b) => a - b);
  return `${sorted[0]} / ${sorted[Math.floor(full / 2)]} / ${sorted.at(-1)} (${full} full buckets)`;
}

/** Waits until the build of each campaign ended, and checks it queued what the audience must queue. */
async function built(campaignId: number, audience: Audience): Promise<RowDataPacket> {
  const build = await finishedBuild(pool, campaignId);
  const expected = {
    status: 'Completed',
    member_rows: audience.contacts,
    candidates: audience.distinct,
    excluded_optout: audience.optedOut,
    excluded_dma: audience.dmaListed,
    queued: audience.queued,
  };
  const wrong = Object.entries(expected).filter(([k, v]) => build[k] !== v);
  if (wrong.length)
    throw new Error(
      `campaign ${campaignId}'s build: ${wrong.map(([k, v]) => `${k} ${build[k]} (expected ${v})`).join(', ')}`,
    );
  return build;
}

/**
 * The window case: the segment is twice what the window takes at the provider's rate; after the close,
 * what was sent went out before it, and the rest waits (members Pending, messages released too late for
 * the window held Queued) for the next window.
 */
async function windowCase(campaignId: number, account: string, opens: Date, closes: Date): Promise<void> {
  await sleepUntil(closes.getTime() + 15_000);
  const messages = await messagesOf(campaignId);
  const sent = messages.filter((m) => m.sent_at);
  const late = sent.filter((m) => m.sent_at! >= closes).length;
  const received = await emulatorMessages(account, SMALL_MESSAGES * 2);
  const lateReceived = received.filter((m) => Date.parse(m.submittedAt) >= closes.getTime()).length;
  const statuses = await countBy(
    'SELECT status AS k, COUNT(*) AS n FROM sms_messages WHERE campaign_id = ? GROUP BY status',
    [campaignId],
  );
  const members = await membersOf(campaignId);
  const [campaign] = await rows<{ status: number }>('SELECT status FROM sms_campaigns WHERE id = ?', [
    campaignId,
  ]);
  const times = sent.map((m) => m.sent_at!.getTime()).sort((a, b) => a - b);
  lines.push(
    `window case: ${SMALL_MESSAGES} queued for a ${SMALL_MINUTES}-minute window (${opens.toISOString().slice(11, 16)}-${closes.toISOString().slice(11, 16)} UTC) at ${SMALL_RATE}/s (room for ${SMALL_RATE * SMALL_MINUTES * 60}): ${sent.length} sent at ${rateOf(times).toFixed(1)}/s, ${received.length} on handsets; sent after the close: ${late} (sent_at), ${lateReceived} (emulator)`,
    `  then: messages ${fmtCounts(statuses)}; members ${fmtCounts(members)}; campaign status ${campaign!.status} (2 = Queued for its next window)`,
  );
  if (late || lateReceived) lines.push('  FAILED: messages sent after the window closed');
  if ((members.Pending ?? 0) === 0) lines.push('  FAILED: the window took the whole segment');
  await api('POST', `/api/sms/campaigns/${campaignId}/archive`);
}

export const segmentSend: Benchmark = {
  name: 'segment-send',
  unit: 'segment message sent by the drain (latency: behind an even spread over the window)',
  description: `${MESSAGES} queued, sent in a ${WINDOW_MINUTES}-minute window by the stack's drain, provider at ${RATE}/s`,
  rounds: 1,
  report: () => lines,
  async setup() {
    await signIn();
    pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 2, timezone: 'Z' });
    accountId = await benchAccountId(pool);
    const main = await createBenchProvider(pool, accountId, RATE);
    const small = await createBenchProvider(pool, accountId, SMALL_RATE);
    mainProvider = main.emulatorAccount;
    mainAudience = await dirtyAudience(pool, accountId, 'Segment bench', 0, MESSAGES);
    const smallAudience = await dirtyAudience(pool, accountId, 'Window bench', 1_000_000, SMALL_MESSAGES);
    listIds.push(...mainAudience.listIds, ...smallAudience.listIds);

    // The window case first, then (after a minute for the baseline) the main window.
    const smallOpens = ceilMinute(Date.now() + BUILD_ALLOWANCE_MS);
    const smallCloses = new Date(smallOpens.getTime() + SMALL_MINUTES * MINUTE);
    mainOpens = new Date(smallCloses.getTime() + MINUTE);
    mainCloses = new Date(mainOpens.getTime() + WINDOW_MINUTES * MINUTE);
    const smallWindow = windowOnSomeClock(smallOpens, smallCloses);
    const mainWindow = windowOnSomeClock(mainOpens, mainCloses);
    const smallCampaign = await createSegmentCampaign(
      'Window bench',
      smallAudience.listIds,
      smallWindow,
      small.providerId,
    );
    mainCampaign = await createSegmentCampaign(
      'Segment bench',
      mainAudience.listIds,
      mainWindow,
      main.providerId,
    );
    campaigns.push(smallCampaign, mainCampaign);
    const started = Date.now();
    await invokeFunction('segmentScheduler');
    const build = await built(mainCampaign, mainAudience);
    await built(smallCampaign, smallAudience);
    lines.push(
      `segment built by the stack in ${seconds(Date.now() - started)} s: ${build.member_rows} list rows, ${build.candidates} distinct, ${build.excluded_optout} opted out, ${build.excluded_dma} DMA-listed, ${build.queued} queued`,
      `main window ${mainWindow.start}-${mainWindow.finish} ${mainWindow.timeZone} (${mainOpens.toISOString()} to ${mainCloses.toISOString()}); window case ${smallWindow.start}-${smallWindow.finish} ${smallWindow.timeZone}`,
    );
    if (Date.now() > smallOpens.getTime() - 5_000)
      throw new Error('The builds ended after the window opened');

    await windowCase(smallCampaign, small.emulatorAccount, smallOpens, smallCloses);
    // The baseline runs next, just before the main window opens.
    await sleepUntil(mainOpens.getTime() - (BASELINE_MESSAGES / RATE) * 1000 - 10_000);
  },
  baseline: {
    label: `the emulator alone: the adapter straight to an account at ${RATE}/s`,
    async run() {
      const started = performance.now();
      const latencies = await emulatorCeiling(RATE, BASELINE_MESSAGES);
      baselineRate = (latencies.length / (performance.now() - started)) * 1000;
      return latencies;
    },
  },
  candidate: {
    label: 'the drain (poller), send queue with delays, send worker, adapter, emulator, delivery reports',
    async run() {
      await sleepUntil(mainOpens.getTime());
      // Starts the drain as the window opens; the poller's own runs carry it on.
      const firstDrain = Date.now();
      const drained = invokeFunction<{ released: number }>('segmentDrain').then((r) => ({
        released: r.released,
        ms: Date.now() - firstDrain,
      }));
      const count = async (condition: string) =>
        Number(
          (
            await rows<{ n: number }>(
              `SELECT COUNT(*) AS n FROM sms_messages WHERE campaign_id = ? AND ${condition}`,
              [mainCampaign],
            )
          )[0]!.n,
        );
      const doneBy = mainCloses.getTime() + 20_000;
      // The machine's load meanwhile (other work on its cores slows the stack, not the emulator alone).
      const load: number[] = [];
      while ((await count('sent_at IS NOT NULL')) < MESSAGES && Date.now() < doneBy) {
        if (Date.now() < mainCloses.getTime()) load.push(loadavg()[0]!);
        await new Promise((r) => setTimeout(r, 2000));
      }
      const first = await drained;
      const deliveredBy = Date.now() + 30_000;
      while (
        (await count("status = 'Delivered'")) < (await count('sent_at IS NOT NULL')) &&
        Date.now() < deliveredBy
      )
        await new Promise((r) => setTimeout(r, 1000));

      const messages = await messagesOf(mainCampaign);
      const received = await emulatorMessages(mainProvider, MESSAGES);
      const close = mainCloses.getTime();
      const sentTimes = messages
        .filter((m) => m.sent_at)
        .map((m) => m.sent_at!.getTime())
        .sort((a, b) => a - b);
      const receivedTimes = received.map((m) => Date.parse(m.submittedAt)).sort((a, b) => a - b);
      const drainStart = Math.min(...messages.map((m) => m.created_at.getTime()));
      const pace = (MESSAGES / (close - drainStart)) * 1000;
      const achieved = rateOf(sentTimes);
      const achievedReceived = rateOf(receivedTimes);
      const statuses = await countBy(
        'SELECT status AS k, COUNT(*) AS n FROM sms_messages WHERE campaign_id = ? GROUP BY status',
        [mainCampaign],
      );
      const stats = (
        await rows<{ queued: number; sent: number; delivered: number; failed: number }>(
          'SELECT SUM(queued) AS queued, SUM(sent) AS sent, SUM(delivered) AS delivered, SUM(failed) AS failed FROM sms_campaign_stats WHERE campaign_id = ?',
          [mainCampaign],
        )
      )[0]!;
      const handsets = new Set(received.map((m) => m.to)).size;
      const references = new Set(received.map((m) => m.reference)).size;
      const members = await membersOf(mainCampaign);
      const [campaign] = await rows<{ status: number }>('SELECT status FROM sms_campaigns WHERE id = ?', [
        mainCampaign,
      ]);
      lines.push(
        `the first drain (invoked as the window opened) released ${first.released} in ${seconds(first.ms)} s; the even pace the window asks for (the segment from the drain's start to the close): ${pace.toFixed(1)}/s`,
        `sent ${sentTimes.length} of ${MESSAGES} from ${seconds(sentTimes[0]! - mainOpens.getTime())} s after the window opened to ${seconds(close - sentTimes.at(-1)!)} s before it closed`,
        `achieved (first to last send): ${achieved.toFixed(1)}/s by sent_at, ${achievedReceived.toFixed(1)}/s by the emulator's clock; ` +
          `**${(achieved / RATE).toFixed(3)} of the configured ${RATE}/s** (target 0.90), ${(achieved / baselineRate).toFixed(3)} of the baseline's ${baselineRate.toFixed(1)}/s`,
        `sends per 10 s (min / median / max): ${buckets(sentTimes)} by sent_at; ${buckets(receivedTimes)} by the emulator`,
        `sent after the window's close: ${sentTimes.filter((t) => t >= close).length} (sent_at), ${receivedTimes.filter((t) => t >= close).length} (emulator)`,
        `statuses: ${fmtCounts(statuses)}; members ${fmtCounts(members)}; counters: queued ${stats.queued}, sent ${stats.sent}, delivered ${stats.delivered}, failed ${stats.failed}; campaign status ${campaign!.status} (1 = Completed)`,
        `emulator: ${received.length} handset messages, ${handsets} handsets, ${references} references (${received.length - handsets} sent twice)`,
        `load average (1 minute) during the window: mean ${(load.reduce((a, b) => a + b, 0) / load.length).toFixed(1)}, ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)}`,
      );
      const ended = (statuses.Delivered ?? 0) + (statuses.Sent ?? 0);
      if (ended !== MESSAGES || received.length !== MESSAGES)
        lines.push(`FAILED: ${MESSAGES - ended} of the ${MESSAGES} were not sent`);
      if (handsets !== received.length || references !== received.length)
        lines.push('FAILED: some handsets got a message twice');
      if (
        Number(stats.queued) !== messages.length ||
        Number(stats.sent) !== sentTimes.length ||
        Number(stats.delivered) !== (statuses.Delivered ?? 0)
      )
        lines.push('FAILED: the counters do not match the messages');
      if (sentTimes.some((t) => t >= close) || receivedTimes.some((t) => t >= close))
        lines.push('FAILED: messages sent after the window closed');
      // Each send against an even spread of the segment from the drain's start to the close.
      return sentTimes.map((t, k) => t - (drainStart + ((k + 1) / pace) * 1000));
    },
  },
  async teardown() {
    // Archived: the drain leaves them, even with members left for a later window.
    for (const id of campaigns) {
      const [c] = await rows<{ archived: number }>('SELECT archived FROM sms_campaigns WHERE id = ?', [id]);
      if (!c?.archived) await api('POST', `/api/sms/campaigns/${id}/archive`);
    }
    for (const id of listIds) await api('DELETE', `/api/sms/lists/${id}`).catch(() => undefined);
    await pool.end();
  },
};
