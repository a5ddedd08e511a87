// Where one partner send's time goes, one request at a time, in this process (no HTTP, no middy): the key
// check, then the accept path, with every SQL statement timed (kysely's log) and the queue hand-off timed
// apart. Prints round trips, SQL time, queue time and CPU per send. The HTTP-level figures (CPU of the API
// process per request, against the no-op route) are printed by the send-endpoint benchmark.
//   BENCH_STAGE=/tmp/x.env bash scripts/bench/bench.sh --profile-accept   (or tsx with the env loaded)
import { Kysely, MysqlDialect } from 'kysely';
import { createPool } from 'mysql2';
import { authenticatePartner } from '../../functions/src/api-keys/partner-auth';
import type { Database } from '../../functions/src/platform/db/database.types';
import { createLogger } from '../../functions/src/platform/log';
import { sendToQueue } from '../../functions/src/platform/queue/queues';
import { acceptSend } from '../../functions/src/sending/send.service';
import { sendCallerOf } from '../../functions/src/sending/send-request';
import {
  createBenchCampaign,
  dirtyRecipients,
  retireBenchCampaign,
  stackService,
} from './benchmarks/sending-setup';

const SENDS = Number(process.env.PROFILE_SENDS ?? 500);

interface Tally {
  statements: number;
  sqlMs: number;
  kinds: Map<string, number>;
}
const tally: Tally = { statements: 0, sqlMs: 0, kinds: new Map() };
const reset = () => {
  tally.statements = 0;
  tally.sqlMs = 0;
  tally.kinds.clear();
};

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 4, timezone: 'Z', maxIdle: 1 });
pool.on('connection', (conn) => conn.query("SET time_zone = '+00:00'"));
const db = new Kysely<Database>({
  dialect: new MysqlDialect({ pool }),
  log: (event) => {
    tally.statements += 1;
    tally.sqlMs += event.queryDurationMillis;
    const kind = event.query.sql.trim().split(/\s+/).slice(0, 3).join(' ').slice(0, 40);
    tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
  },
});

const log = createLogger({ level: 'error' });

async function main(): Promise<void> {
  const bench = await createBenchCampaign('Profile accept');
  stackService('stop', 'poller');
  try {
    const recipients = await dirtyRecipients(bench.pool, SENDS);
    const event = { headers: { 'x-api-key': bench.apiKey }, queryStringParameters: {} } as never;

    // Warm: pools, caches, module state.
    for (const to of recipients.slice(0, 20)) {
      const partner = await authenticatePartner(db, event);
      await acceptSend(db, sendCallerOf(partner), bench.campaignId, { to }, log).catch(() => undefined);
    }

    const measure = async (label: string, run: (to: string, i: number) => Promise<unknown>, n = SENDS) => {
      reset();
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < n; i++) await run(recipients[i % recipients.length]!, i).catch(() => undefined);
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const per = (x: number) => (x / n).toFixed(2);
      console.log(
        `${label}: ${per(wall)} ms wall, ${per((used.user + used.system) / 1000)} ms CPU, ` +
          `${(tally.statements / n).toFixed(2)} statements (${per(tally.sqlMs)} ms in SQL) per call`,
      );
      for (const [kind, count] of [...tally.kinds].sort((a, b) => b[1] - a[1]))
        console.log(`    ${(count / n).toFixed(2)} × ${kind}`);
    };

    await measure('key check (authenticatePartner)', () => authenticatePartner(db, event));
    const partner = await authenticatePartner(db, event);
    await measure('accept (acceptSend, key checked)', (to) =>
      acceptSend(db, sendCallerOf(partner), bench.campaignId, { to }, log),
    );
    await measure('queue hand-off alone (SendMessage)', () =>
      sendToQueue('OutboundMessages', { messageId: 0 }),
    );
  } finally {
    stackService('restart', 'poller');
    await retireBenchCampaign(bench);
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
