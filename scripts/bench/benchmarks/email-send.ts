// An e-mail campaign to 100,000 addresses through the whole sending path: the round built by the real
// e-mail tick (one INSERT … SELECT) from dirty lists (two audience lists overlapping by 10,000, an exclusion
// list of 5,000 and 5,000 suppressed addresses: 110,000 list rows, 100,000 to send), drained into the
// e-mail send queue, and sent by the stack's poller and e-mail send worker (batches of 50 claimed with a
// lease, composed, 10 SES calls in flight each, 4 local pollers: 40 in flight) through the SES v2 adapter to
// the SES stand-in. The bench process runs the tick itself (the same code the scheduled function runs),
// with EMAIL_SEND_RATE_PER_SECOND high, so the drain releases the whole round at once and the figure is the
// pipeline's own rate, not a configured pace. The stack's own scheduled e-mail tick is paused meanwhile (the
// poller restarted with LOCAL_SCHEDULES_PAUSED, and again without it at the end): it runs at the stage's rate
// (50/s on test stages) and shares the campaign's release cursor, so it pushed the cursor two minutes ahead
// every 5 s and the bench's releases went out with queue delays of up to two minutes (the workers idled).
// The stand-in is emptied first (a full one removes its oldest file for every new message).
// Baseline, same run: the stand-in's own accept rate, SendEmail calls of the same composed e-mails straight
// at it through the same adapter with the same concurrency (40). Target: candidate ≥ 0.5 of the baseline.
// Also reported: the API process's resident memory (serverless-offline runs the workers in it) before and
// at its peak while sending, and checks: every address once, none suppressed or excluded, all Sent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RowDataPacket } from 'mysql2';
import { createPool, type Pool } from 'mysql2/promise';
import { composeEmail } from '../../../functions/src/email-sending/compose-email';
import { sendCampaignEmail } from '../../../functions/src/email-sending/ses-campaign-sender';
import { createLogger } from '../../../functions/src/platform/log';
import { createDatabase, type Db } from '../../../functions/src/platform/db/database';
import type { Benchmark } from '../harness';
import { benchAccountId, stackService } from './sending-setup';

const MESSAGES = Number(process.env.BENCH_EMAIL_MESSAGES ?? 100_000);
const BASELINE_MESSAGES = Number(process.env.BENCH_EMAIL_BASELINE ?? 10_000);
/** SES calls in flight in the pipeline: local pollers (4) × calls in flight per batch (10). */
const CONCURRENCY = 40;
const OVERLAP = Math.round(MESSAGES / 10);
const EXCLUDED = Math.round(MESSAGES / 20);
const SUPPRESSED = Math.round(MESSAGES / 20);
const HTML =
  '<html><body><h1>Spring sale, #FIRSTNAME#</h1><p>Everything in store is 20% off this week.</p>' +
  '<p><a href="https://shop.example.com/spring?utm_source=email">Shop the sale</a> · ' +
  '<a href="https://shop.example.com/stores">Find a store</a></p></body></html>';

let pool: Pool;
let db: Db;
let accountId = 0;
let campaignId = 0;
let baselineRate = 0;
const listIds: number[] = [];
const lines: string[] = [];
const tag = Date.now().toString(36);
const address = (i: number) => `bench${i}-${tag}@bench-mail.test`;

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [result] = await pool.query<RowDataPacket[]>(sql, params);
  return result as T[];
}

async function createList(name: string, from: number, to: number, exclusion = false): Promise<number> {
  const [result] = await pool.query<RowDataPacket[] & { insertId: number }>(
    'INSERT INTO email_lists (account_id, name, exclusion_list, status, contacts) VALUES (?, ?, ?, 2, ?)',
    [accountId, `${name} ${tag}`, exclusion ? 1 : 0, to - from],
  );
  const listId = (result as unknown as { insertId: number }).insertId;
  for (let start = from; start < to; start += 5000) {
    const values = [];
    for (let i = start; i < Math.min(to, start + 5000); i++) values.push([listId, address(i), `Name${i}`]);
    await pool.query('INSERT INTO email_list_contacts (list_id, email, first_name) VALUES ?', [values]);
  }
  listIds.push(listId);
  return listId;
}

/** The API process's resident memory in MB (serverless-offline runs the worker functions in it). */
function apiRssMb(): number | null {
  try {
    const pid = readFileSync(
      join(process.cwd(), '.local', 'run', `${process.env.STAGE}-api.pid`),
      'utf8',
    ).trim();
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    let total = kb ? Number(kb) : 0;
    // serverless-offline may run functions in child processes: add its children.
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    for (const child of children) {
      const s = readFileSync(`/proc/${child}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(s)?.[1] ?? 0);
    }
    return Math.round(total / 1024);
  } catch {
    return null;
  }
}

const sampleEmail = (i: number) =>
  composeEmail(
    {
      fromName: 'Acme Retail',
      fromEmail: 'deals@acme.test',
      replyTo: null,
      subject: 'Spring sale, #FIRSTNAME#',
      preheader: null,
      html: HTML,
    },
    { email: `baseline${i}-${tag}@bench-mail.test`, first_name: `Name${i}` },
    `b${String(i).padStart(21, '0')}`.slice(0, 22),
  );

export const emailSend: Benchmark = {
  name: 'email-send',
  unit: 'campaign e-mail accepted by the SES stand-in',
  description: `${MESSAGES} addresses from dirty lists, built, queued and sent by the stack's worker`,
  rounds: 1,
  report: () => lines,
  async setup() {
    process.env.EMAIL_SEND_RATE_PER_SECOND = process.env.BENCH_EMAIL_RATE ?? '5000';
    await fetch(`http://127.0.0.1:${process.env.MAILBOX_PORT}/messages`, { method: 'DELETE' });
    pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 2, timezone: 'Z' });
    db = createDatabase(process.env.DATABASE_URL!, 4);
    accountId = await benchAccountId(pool);
    const started = Date.now();
    // A: 0 .. M-1+OVERLAP-..., B overlaps A by OVERLAP; the last EXCLUDED+SUPPRESSED of the union are dirty.
    const total = MESSAGES + EXCLUDED + SUPPRESSED;
    const aEnd = Math.round(total * 0.6);
    const a = await createList('Email bench A', 0, aEnd);
    const b = await createList('Email bench B', aEnd - OVERLAP, total);
    const x = await createList('Email bench exclusion', MESSAGES, MESSAGES + EXCLUDED, true);
    const suppressed = [];
    for (let i = MESSAGES + EXCLUDED; i < total; i++) suppressed.push([accountId, address(i), 'Bounce']);
    for (let i = 0; i < suppressed.length; i += 5000)
      await pool.query('INSERT IGNORE INTO email_suppressions (account_id, email, reason) VALUES ?', [
        suppressed.slice(i, i + 5000),
      ]);
    const [category] = await rows<{ id: number }>(
      'SELECT id FROM email_categories WHERE account_id = ? ORDER BY id LIMIT 1',
      [accountId],
    );
    let categoryId = category?.id;
    if (!categoryId) {
      const [r] = await pool.query('INSERT INTO email_categories (account_id, name) VALUES (?, ?)', [
        accountId,
        `Bench ${tag}`,
      ]);
      categoryId = (r as unknown as { insertId: number }).insertId;
    }
    const [c] = await pool.query(
      `INSERT INTO email_campaigns (account_id, category_id, name, status, send_active, from_name, from_email,
         subject, body_html, schedule_days)
       VALUES (?, ?, ?, 0, 0, 'Acme Retail', 'deals@acme.test', 'Spring sale, #FIRSTNAME#', ?, '1,2,3,4,5,6,7')`,
      [accountId, categoryId, `Email bench ${tag}`, HTML],
    );
    campaignId = (c as unknown as { insertId: number }).insertId;
    await pool.query('INSERT INTO email_campaign_lists (campaign_id, list_id, exclude) VALUES ?', [
      [
        [campaignId, a, 0],
        [campaignId, b, 0],
        [campaignId, x, 1],
      ],
    ]);
    lines.push(
      `lists: ${aEnd} + ${total - (aEnd - OVERLAP)} rows (${OVERLAP} on both), exclusion ${EXCLUDED}, suppressed ${SUPPRESSED}; made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  },
  baseline: {
    label: `the SES stand-in alone: SendEmail through the adapter, ${CONCURRENCY} in flight`,
    async run() {
      const latencies: number[] = [];
      let next = 0;
      const lane = async () => {
        while (next < BASELINE_MESSAGES) {
          const i = next++;
          const email = sampleEmail(i);
          const start = performance.now();
          let outcome = await sendCampaignEmail(email, { campaign: 'baseline' });
          // As the worker does: a failed call is tried again (it counts in the time).
          for (let retry = 0; !outcome.ok && retry < 3; retry++)
            outcome = await sendCampaignEmail(email, { campaign: 'baseline' });
          if (!outcome.ok) throw new Error(`baseline send failed: ${outcome.reason}`);
          latencies.push(performance.now() - start);
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: CONCURRENCY }, lane));
      baselineRate = (latencies.length / (performance.now() - started)) * 1000;
      return latencies;
    },
  },
  candidate: {
    label:
      'tick (build + drain) → e-mail send queue → worker (lease, suppression, compose) → SES adapter → stand-in',
    async run() {
      const { runEmailTick } = await import('../../../functions/src/email-sending/email-send-tick');
      const log = createLogger({ bench: 'email-send' });
      process.env.LOCAL_SCHEDULES_PAUSED = 'emailSendTick';
      stackService('restart', 'poller'); // teardown restarts it with the schedule
      delete process.env.LOCAL_SCHEDULES_PAUSED;
      const rssBefore = apiRssMb();
      await pool.query('UPDATE email_campaigns SET status = 5, send_active = 1 WHERE id = ?', [campaignId]);
      const started = Date.now();
      const first = await runEmailTick(db, log);
      const builtMs = Date.now() - started;
      let peak = rssBefore ?? 0;
      const count = async (status: string) =>
        Number(
          (
            await rows<{ n: number }>(
              'SELECT COUNT(*) AS n FROM email_sends WHERE campaign_id = ? AND status = ?',
              [campaignId, status],
            )
          )[0]!.n,
        );
      const deadline = Date.now() + 60 * 60_000;
      let ticks = 1;
      while ((await count('Sent')) < MESSAGES && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 3000));
        peak = Math.max(peak, apiRssMb() ?? 0);
        if (ticks++ % 5 === 0) await runEmailTick(db, log); // what the schedule does meanwhile
      }
      await runEmailTick(db, log);
      const sends = await rows<{ email: string; status: string; sent_at: Date | null }>(
        'SELECT email, status, sent_at FROM email_sends WHERE campaign_id = ?',
        [campaignId],
      );
      const times = sends
        .filter((s) => s.sent_at)
        .map((s) => s.sent_at!.getTime())
        .sort((x, y) => x - y);
      const rate = ((times.length - 1) / (times.at(-1)! - times[0]!)) * 1000;
      const statuses: Record<string, number> = {};
      for (const s of sends) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      const distinct = new Set(sends.map((s) => s.email)).size;
      const dirty = sends.filter((s) => {
        const i = Number(/bench(\d+)-/.exec(s.email)?.[1]);
        return i >= MESSAGES;
      }).length;
      const [campaign] = await rows<{ status: number }>('SELECT status FROM email_campaigns WHERE id = ?', [
        campaignId,
      ]);
      const mailbox = (await (
        await fetch(`http://127.0.0.1:${process.env.MAILBOX_PORT}/messages/count`)
      ).json()) as { count: number };
      lines.push(
        "the stack's own e-mail tick paused (LOCAL_SCHEDULES_PAUSED); the bench's tick ran every ~15 s",
        `first tick: built the round (${first.built} campaign) and released ${first.released} sends in ${(builtMs / 1000).toFixed(1)} s`,
        `sent ${times.length} of ${MESSAGES} in ${((times.at(-1)! - times[0]!) / 1000).toFixed(1)} s: **${rate.toFixed(0)} e-mails/s** (first to last sent_at); **${(rate / baselineRate).toFixed(2)} of the stand-in's ${baselineRate.toFixed(0)}/s** (target 0.5)`,
        `round: ${sends.length} rows, ${distinct} distinct addresses, ${dirty} excluded or suppressed ones; statuses ${JSON.stringify(statuses)}; campaign status ${campaign?.status} (1 = Completed)`,
        `API process (serverless-offline with the workers) resident memory: ${rssBefore ?? '?'} MB before, peak ${peak} MB while sending`,
        `stand-in keeps ${mailbox.count} messages`,
      );
      if (sends.length !== MESSAGES || distinct !== MESSAGES || dirty)
        lines.push('FAILED: the round is not the audience');
      if ((statuses.Sent ?? 0) !== MESSAGES)
        lines.push(`FAILED: ${MESSAGES - (statuses.Sent ?? 0)} not sent`);
      // Latency per e-mail: its place behind the first send at the achieved rate is not a latency; report
      // the spacing instead (each send's time after the previous one).
      return times.slice(1).map((t, i) => t - times[i]!);
    },
  },
  async teardown() {
    try {
      if (campaignId)
        await pool.query('UPDATE email_campaigns SET archived = 1, send_active = 0 WHERE id = ?', [
          campaignId,
        ]);
      await pool.end();
      await db.destroy();
    } finally {
      stackService('restart', 'poller'); // the stack's e-mail tick again
    }
  },
};
