// 10,000 messages through the whole pipeline: accepted by the partner endpoint, queued, sent by the send
// worker through the BulkSMS adapter to the gateway emulator (configured at BENCH_PROVIDER_RATE messages
// a second), delivered (delivery-report webhooks), with the API process (which runs the send worker under
// serverless-offline) SIGKILLed once when half are sent and started again. Baseline, same run: the
// emulator's own ceiling, messages sent straight through the adapter to an account with the same rate.
// Checks: every message Delivered, none sent twice (one handset message per reference), counters exact.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RowDataPacket } from 'mysql2';
import { load, percentile, type Benchmark } from '../harness';
import { api } from '../stack-client';
import {
  benchAccountId,
  createBenchCampaign,
  createBenchProvider,
  emulatorCeiling,
  emulatorMessages,
  retireBenchCampaign,
  stackService,
  type BenchCampaign,
} from './sending-setup';

const MESSAGES = Number(process.env.BENCH_PIPELINE_MESSAGES ?? 10_000);
const RATE = Number(process.env.BENCH_PROVIDER_RATE ?? 200);
const BASELINE_MESSAGES = Math.min(MESSAGES, RATE * 15);

let bench: BenchCampaign;
let providerAccount = '';
const lines: string[] = [];

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [rows] = await bench.pool.query<RowDataPacket[]>(sql, params);
  return rows as T[];
}

/** Numbers the way partners send them (mixed formats), all valid and distinct. */
const recipient = (i: number) => {
  const subscriber = String(2_000_000 + i).padStart(7, '0');
  return [
    `082${subscriber}`,
    `+27 83 ${subscriber.slice(0, 3)} ${subscriber.slice(3)}`,
    `2772${subscriber}`,
    `+2784${subscriber}`,
  ][i % 4]!;
};

function killAndRestartApi(): number {
  const pid = Number(readFileSync(join('.local', 'run', `${process.env.STAGE}-api.pid`), 'utf8'));
  process.kill(-pid, 'SIGKILL');
  const started = Date.now();
  stackService('restart', 'api');
  return Date.now() - started;
}

export const sendPipeline: Benchmark = {
  name: 'send-pipeline',
  unit: 'message accepted, sent and delivered (latency: accepted to delivered)',
  description: `${MESSAGES} messages, provider at ${RATE}/s, the API (send worker) killed once halfway`,
  rounds: 1,
  report: () => lines,
  async setup() {
    bench = await createBenchCampaign('Pipeline bench');
    const provider = await createBenchProvider(bench.pool, await benchAccountId(bench.pool), RATE);
    providerAccount = provider.emulatorAccount;
    const providerId = provider.providerId;
    await api('PATCH', `/api/sms/campaigns/${bench.campaignId}/provider`, {
      option: 'SelectedProvider',
      providerId,
    });
  },
  baseline: {
    label: `the emulator alone: the adapter straight to an account at ${RATE}/s`,
    run: () => emulatorCeiling(RATE, BASELINE_MESSAGES),
  },
  candidate: {
    label: 'accept, queue, send worker, adapter, emulator, delivery reports',
    async run() {
      const started = Date.now();
      const url = `http://127.0.0.1:${process.env.API_PORT}/api/campaigns/sms/${bench.campaignId}/sms/send`;
      // Accepting first, with the workers paused, so the send rate below is the pipeline's own.
      stackService('stop', 'poller');
      let next = 0;
      const acceptLatencies = await load(
        async () => {
          const i = next++;
          const res = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-api-key': bench.apiKey,
              'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '',
              'idempotency-key': `pipeline-${bench.campaignId}-${i}`,
            },
            body: JSON.stringify({ to: recipient(i) }),
          });
          if (res.status !== 202) throw new Error(`send ${i}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        },
        MESSAGES,
        50,
      );
      const accepted = Date.now();
      lines.push(
        `accepted ${MESSAGES} in ${((accepted - started) / 1000).toFixed(1)} s (${((MESSAGES / (accepted - started)) * 1000).toFixed(0)}/s, workers paused)`,
      );
      const count = async (condition: string) =>
        Number(
          (
            await query<{ n: number }>(
              `SELECT COUNT(*) AS n FROM sms_messages WHERE campaign_id = ? AND ${condition}`,
              [bench.campaignId],
            )
          )[0]!.n,
        );
      stackService('restart', 'poller');
      const sendingFrom = Date.now();
      // Halfway through sending, kill the process that runs the send worker, and start it again.
      while ((await count('sent_at IS NOT NULL')) < MESSAGES / 2)
        await new Promise((r) => setTimeout(r, 200));
      const halfway = Date.now();
      lines.push(
        `first half sent at ${((MESSAGES / 2 / (halfway - sendingFrom)) * 1000).toFixed(0)}/s against the provider's ${RATE}/s (from the workers' start)`,
      );
      const restartMs = killAndRestartApi();
      lines.push(
        `API (send worker) SIGKILLed with ${MESSAGES - (await count('sent_at IS NOT NULL'))} unsent; restarted in ${(restartMs / 1000).toFixed(1)} s`,
      );
      const deadline = Date.now() + 15 * 60_000;
      while ((await count("status = 'Delivered'")) < MESSAGES && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 500));
      const done = Date.now();
      const statuses = await query<{ status: string; n: number }>(
        'SELECT status, COUNT(*) AS n FROM sms_messages WHERE campaign_id = ? GROUP BY status',
        [bench.campaignId],
      );
      const stats = (
        await query<{ sent: number; delivered: number }>(
          'SELECT SUM(sent) AS sent, SUM(delivered) AS delivered FROM sms_campaign_stats WHERE campaign_id = ?',
          [bench.campaignId],
        )
      )[0]!;
      const received = await emulatorMessages(providerAccount, MESSAGES * 2);
      const references = new Set(received.map((m) => m.reference));
      const resubmitted = received.filter((m) => m.submissions > 1).length;
      lines.push(
        `statuses: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}; counters: sent ${stats.sent}, delivered ${stats.delivered}`,
      );
      lines.push(
        `emulator: ${received.length} handset messages for ${references.size} references (${received.length - references.size} sent twice); ${resubmitted} resubmitted after the kill and deduplicated`,
      );
      lines.push(
        `second half (kill, restart, leases running out, resends) at ${((MESSAGES / 2 / (done - halfway)) * 1000).toFixed(0)}/s; sending took ${((done - sendingFrom) / 1000).toFixed(1)} s in all`,
      );
      if (received.length !== MESSAGES || references.size !== MESSAGES)
        lines.push('FAILED: some messages were sent twice or not at all');
      // Per message: from accepted to delivered (the database's own time stamps).
      const latencies = await query<{ ms: number }>(
        'SELECT TIMESTAMPDIFF(MICROSECOND, created_at, delivered_at) / 1000 AS ms FROM sms_messages WHERE campaign_id = ? AND delivered_at IS NOT NULL',
        [bench.campaignId],
      );
      lines.push(
        `accept latency p50 ${percentile(acceptLatencies, 50).toFixed(1)} ms, p99 ${percentile(acceptLatencies, 99).toFixed(1)} ms (50 in flight)`,
      );
      return latencies.map((r) => Number(r.ms));
    },
  },
  async teardown() {
    await retireBenchCampaign(bench);
  },
};
