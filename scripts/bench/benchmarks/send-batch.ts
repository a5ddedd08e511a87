// The partner batch send: POST …/sms/send/batch with 500 dirty recipients a call (every way people type a
// number, 5% invalid, 2% opted out), BENCH_BATCH_IN_FLIGHT calls at once, straight at serverless-offline,
// with the send workers paused. One op is one recipient, so the candidate's ops/s is accepted-or-refused
// recipients a second (target: at least 3,000 accepted a second on this 2-core machine). Baseline, same run:
// GET /api/health (a no-op route through the same middy stack), one op a request. Then the workers resume
// and every accepted message must be sent through the gateway emulator exactly once.
import type { RowDataPacket } from 'mysql2';
import { apiProcessCpuMs, autocannonLoad, newLoadTally } from '../autocannon-load';
import { load, type Benchmark } from '../harness';
import { api } from '../stack-client';
import {
  benchAccountId,
  createBenchCampaign,
  createBenchProvider,
  dirtyRecipients,
  emulatorMessages,
  retireBenchCampaign,
  stackService,
  type BenchCampaign,
} from './sending-setup';

const CALLS = Number(process.env.BENCH_BATCH_CALLS ?? 10);
const IN_FLIGHT = Number(process.env.BENCH_BATCH_IN_FLIGHT ?? 4);
const SIZE = 500;
const RATE = Number(process.env.BENCH_PROVIDER_RATE ?? 1000);
const base = () => `http://127.0.0.1:${process.env.API_PORT}`;

let bench: BenchCampaign;
let providerAccount = '';
let recipients: string[] = [];
let next = 0;
let acceptedTotal = 0;
const baselineTally = newLoadTally();
const cpuPerMessage: number[] = [];
const lines: string[] = [];

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [rows] = await bench.pool.query<RowDataPacket[]>(sql, params);
  return rows as T[];
}

async function batchCall(): Promise<number> {
  const body = {
    recipients: Array.from({ length: SIZE }, () => ({ to: recipients[next++ % recipients.length]! })),
  };
  const res = await fetch(`${base()}/api/campaigns/sms/${bench.campaignId}/sms/send/batch`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': bench.apiKey,
      'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '',
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 207) throw new Error(`batch: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as { accepted: number };
  acceptedTotal += answer.accepted;
  return answer.accepted;
}

export const sendBatch: Benchmark = {
  name: 'send-batch',
  unit: 'recipient of POST /api/campaigns/sms/{id}/sms/send/batch (500 a call)',
  description: `${CALLS} calls of ${SIZE} dirty recipients a round, ${IN_FLIGHT} in flight, workers paused`,
  report: () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const cpu = median(cpuPerMessage);
    const noop = median(baselineTally.cpuPerRequest);
    return cpu === undefined || noop === undefined
      ? ['CPU of the API process: not measured (no pid file)']
      : [
          `CPU of the API process: ${cpu.toFixed(3)} ms per accepted message (${(cpu * SIZE).toFixed(0)} ms a call), against ${noop.toFixed(2)} ms per no-op request`,
        ];
  },
  async setup() {
    bench = await createBenchCampaign('Batch bench');
    const provider = await createBenchProvider(bench.pool, await benchAccountId(bench.pool), RATE);
    providerAccount = provider.emulatorAccount;
    await api('PATCH', `/api/sms/campaigns/${bench.campaignId}/provider`, {
      option: 'SelectedProvider',
      providerId: provider.providerId,
    });
    // Every recipient is new to the campaign (the dirty list's opted-out 2% are refused, 5% are invalid).
    recipients = await dirtyRecipients(bench.pool, CALLS * SIZE * 5, 7);
    stackService('stop', 'poller');
  },
  baseline: {
    label: 'GET /api/health (no-op middy route), 10 connections',
    run: () =>
      autocannonLoad(baselineTally, {
        url: base(),
        connections: 10,
        amount: 2000,
        request: () => ({ path: '/api/health' }),
      }),
  },
  candidate: {
    label: `batch send, ${SIZE} recipients a call`,
    async run() {
      const cpuBefore = apiProcessCpuMs();
      const acceptedBefore = acceptedTotal;
      const calls = await load(
        async () => {
          await batchCall();
        },
        CALLS,
        IN_FLIGHT,
      );
      const cpuAfter = apiProcessCpuMs();
      const accepted = acceptedTotal - acceptedBefore;
      if (cpuBefore !== null && cpuAfter !== null) cpuPerMessage.push((cpuAfter - cpuBefore) / accepted);
      // One op per recipient: each carries its call's latency.
      return calls.flatMap((ms) => Array<number>(SIZE).fill(ms));
    },
  },
  async teardown() {
    try {
      lines.push(`accepted ${acceptedTotal} messages in all (warm-up and rounds); the workers resume now`);
      stackService('restart', 'poller');
      const started = Date.now();
      const sent = async () =>
        Number(
          (
            await query<{ n: number }>(
              'SELECT COUNT(*) AS n FROM sms_messages WHERE campaign_id = ? AND sent_at IS NOT NULL',
              [bench.campaignId],
            )
          )[0]!.n,
        );
      while ((await sent()) < acceptedTotal && Date.now() - started < 15 * 60_000)
        await new Promise((r) => setTimeout(r, 1000));
      const seconds = (Date.now() - started) / 1000;
      // The bench provider is one of the demo account's providers, so other campaigns' messages may pass
      // through it too: count this campaign's messages (the emulator's reference is our message id).
      const ours = new Set(
        (
          await query<{ id: number }>('SELECT id FROM sms_messages WHERE campaign_id = ?', [bench.campaignId])
        ).map((r) => String(r.id)),
      );
      const received = (await emulatorMessages(providerAccount, acceptedTotal * 4)).filter(
        (m) => m.reference !== null && ours.has(m.reference),
      );
      const references = new Set(received.map((m) => m.reference));
      const stats = (
        await query<{ queued: number; sent: number }>(
          'SELECT SUM(queued) AS queued, SUM(sent) AS sent FROM sms_campaign_stats WHERE campaign_id = ?',
          [bench.campaignId],
        )
      )[0]!;
      lines.push(
        `then sent in ${seconds.toFixed(0)} s: ${await sent()} of ${acceptedTotal} sent; the emulator took ${received.length} handset messages for ${references.size} references (${received.length - references.size} twice); counters queued ${stats.queued}, sent ${stats.sent}`,
      );
      if (received.length !== acceptedTotal || references.size !== acceptedTotal)
        lines.push('FAILED: some accepted messages were sent twice or not at all');
      for (const line of lines) console.log(`  ${line}`);
    } finally {
      await retireBenchCampaign(bench);
    }
  },
};
