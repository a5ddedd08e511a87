// The partner send endpoint under load (autocannon, 50 connections, straight at serverless-offline):
// GET …/sms/send?apikey=…&to=… with dirty recipients (mixed formats, 5% invalid, 2% opted out), against
// GET /api/health (a no-op route through the same middy stack) on the same serverless-offline, same run.
// Target: throughput at least 0.5x of the no-op, p99 under 100 ms, no errors (timeouts, 5xx). The workers
// are paused meanwhile (send-pipeline measures sending).
import { autocannonLoad, cpuLine, newLoadTally } from '../autocannon-load';
import { CreateQueueCommand, DeleteQueueCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { createSqsClient } from '../../../functions/src/platform/queue/queues';
import { load, type Benchmark } from '../harness';
import {
  createBenchCampaign,
  retireBenchCampaign,
  dirtyRecipients,
  stackService,
  type BenchCampaign,
} from './sending-setup';

const REQUESTS = Number(process.env.BENCH_SEND_REQUESTS ?? 3000);
const base = () => `http://127.0.0.1:${process.env.API_PORT}`;

/** The benchmark at `connections` partner connections (the targets: 10 and 50). */
function sendEndpointAt(name: string, connections: number): Benchmark {
  const CONNECTIONS = connections;
  let bench: BenchCampaign;
  let recipients: string[] = [];
  let next = 0;
  let sqsCeiling = 0;
  const tallies = { baseline: newLoadTally(), candidate: newLoadTally() };

  const run = (side: 'baseline' | 'candidate', path: () => string) =>
    autocannonLoad(tallies[side], {
      url: base(),
      connections: CONNECTIONS,
      amount: REQUESTS,
      request: () => ({ path: path() }),
    });

  return {
    name,
    unit: 'GET /api/campaigns/sms/{id}/sms/send',
    description: `autocannon, ${CONNECTIONS} connections, ${REQUESTS} requests a side, dirty recipients`,
    async setup() {
      bench = await createBenchCampaign('Send endpoint bench');
      recipients = await dirtyRecipients(bench.pool, 20_000);
      // The workers (the poller feeding them) pause, so this measures the endpoint, not the sending it
      // causes on the same two cores; send-pipeline measures that. Queued messages are sent afterwards.
      stackService('stop', 'poller');
      // The local SQS endpoint's own ceiling, on a scratch queue: every accepted message costs one call.
      const sqs = createSqsClient();
      const { QueueUrl } = await sqs.send(
        new CreateQueueCommand({ QueueName: `${process.env.RESOURCE_PREFIX}-bench-scratch` }),
      );
      const started = performance.now();
      await load(
        async () =>
          void (await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: '{"bench":true}' }))),
        1000,
        CONNECTIONS,
      );
      sqsCeiling = (1000 / (performance.now() - started)) * 1000;
      await sqs.send(new DeleteQueueCommand({ QueueUrl }));
    },
    baseline: {
      label: 'GET /api/health (no-op middy route)',
      run: () => run('baseline', () => '/api/health'),
    },
    candidate: {
      label: 'partner send',
      run: () =>
        run('candidate', () => {
          const to = recipients[next++ % recipients.length]!;
          return `/api/campaigns/sms/${bench.campaignId}/sms/send?${new URLSearchParams({ apikey: bench.apiKey, to })}`;
        }),
    },
    report: () => {
      const sqs = `the local SQS endpoint alone takes ${sqsCeiling.toFixed(0)} SendMessage calls a second (50 in flight, same run); the accept path makes none (the relay hands messages over ten to a SendMessageBatch call)`;
      const fmt = (m: Map<number, number>) =>
        [...m]
          .sort()
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ');
      const worst = (xs: number[]) => Math.max(...xs);
      return [
        sqs,
        `p99 (worst round): baseline ${worst(tallies.baseline.p99)} ms, candidate ${worst(tallies.candidate.p99)} ms`,
        `answers: baseline {${fmt(tallies.baseline.statuses)}}; candidate {${fmt(tallies.candidate.statuses)}} (400 invalid number, 422 opted out, by design)`,
        `errors (timeouts, connection errors, 5xx): baseline ${tallies.baseline.errors}, candidate ${tallies.candidate.errors}`,
        cpuLine(tallies.baseline, tallies.candidate),
      ];
    },
    async teardown() {
      stackService('restart', 'poller');
      await retireBenchCampaign(bench);
    },
  };
}

export const sendEndpoint = sendEndpointAt('send-endpoint', Number(process.env.BENCH_CONNECTIONS ?? 50));
export const sendEndpoint10 = sendEndpointAt('send-endpoint-10', 10);
