// Demo web-service callbacks for the Webhooks History screen, through the real path: Acme Retail's "Order
// Tracking" campaign (made and sent by demo-sends.ts) gets a callback URL on its Replies step, saved
// through the campaign service (and so through the SSRF guard; the local stage allows 127.0.0.0/8), that
// points at the gateway emulator's callback receiver (a partner's CRM, scripts/local/sms-gateway/
// callbacks.ts). Each of the campaign's delivery reports is recorded as a callback the way delivery
// reports record theirs (event key dr:<report id>:<status>) and handed to the WebhookDeliveries queue; the
// delivery worker posts them. The receiver fails its first two calls once (retried 5 s later, then
// delivered); the undelivered messages' reports go to an endpoint that answers 503, so they stay red and
// wait for their next attempt on the retry schedule.
//
// Run by scripts/run.sh after demo-sends.ts (tsx scripts/db/demo-callbacks.ts, the stage's env loaded).
// Only for the stages local, test and test-* (seed-guard.ts). Safe to run twice: an event already recorded
// is not recorded again. Waits at most DEMO_CALLBACKS_WAIT_SECONDS (default 15) for the attempts.
import type { AuthContext } from '../../functions/src/auth/auth-context';
import { getCampaign, saveRepliesStep } from '../../functions/src/campaigns/campaigns.service';
import { createDatabase, type Db } from '../../functions/src/platform/db/database';
import { createLogger } from '../../functions/src/platform/log';
import { dispatchCallbacks, recordCallback } from '../../functions/src/webhooks/callbacks';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const CAMPAIGN = 'Order Tracking';
const BIN = 'acme-crm';

/** Saves the Replies step with this callback URL, keeping the step's other settings. */
async function setCallbackUrl(db: Db, auth: AuthContext, campaignId: number, callbackUrl: string) {
  const replies = (await getCampaign(db, auth, campaignId)).replies;
  await saveRepliesStep(db, auth, campaignId, {
    receiveActive: replies?.receiveActive ?? true,
    type: replies?.type ?? 'Default',
    staticKeyword: replies?.staticKeyword ?? null,
    callbackUrl,
  });
}

async function tellReceiver(base: string, behaviour: object): Promise<void> {
  const res = await fetch(`${base}/__emulator/callback-bins/${BIN}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(behaviour),
  });
  if (!res.ok) throw new Error(`the emulator's callback receiver answered ${res.status}`);
}

/** A final failure (FAILED.EXPIRED, FAILED.HANDSET_ERROR, ...), not SENT or DELIVERED. */
const failed = (report: { status: string }) => report.status.startsWith('FAILED');

function reportsOf(db: Db, campaignId: number) {
  return db
    .selectFrom('sms_delivery_reports as r')
    .innerJoin('sms_messages as m', 'm.id', 'r.message_id')
    .select(['r.id', 'r.status', 'r.delivered', 'r.reported_at', 'm.id as message_id', 'm.recipient'])
    .where('m.campaign_id', '=', campaignId)
    .orderBy('r.id')
    .execute();
}

/** Records the reports' callbacks with the campaign's current URL; answers the new calls' ids. */
async function record(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  reports: Awaited<ReturnType<typeof reportsOf>>,
) {
  const ids: number[] = [];
  for (const report of reports) {
    const id = await recordCallback(db, {
      accountId: auth.accountId,
      campaignId,
      type: 'DeliveryReport',
      eventKey: `dr:${report.id}:${report.status}`,
      occurredAt: report.reported_at,
      cellphone: report.recipient,
      data: {
        messageId: report.message_id,
        cellphone: report.recipient,
        status: report.status,
        delivered: report.delivered === 1,
        reportedAt: report.reported_at.toISOString(),
      },
    });
    if (id !== null) ids.push(id);
  }
  return ids;
}

async function waitForAttempts(db: Db, ids: number[], seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (ids.length && Date.now() < deadline) {
    const waiting = await db
      .selectFrom('webhook_calls')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .where('sent', '=', 0)
      .where('given_up', '=', 0)
      .where('next_attempt_at', '<', new Date(Date.now() + 60_000))
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const base = `http://127.0.0.1:${required('SMS_GATEWAY_PORT')}`;
  const good = `${base}/__emulator/callbacks/${BIN}`;
  const failing = `${good}?status=503`;
  const db = createDatabase(required('DATABASE_URL'), 2);
  const log = createLogger({ script: 'demo-callbacks' });
  try {
    const auth = await acmeOwner(db);
    const campaign = await db
      .selectFrom('sms_campaigns')
      .select('id')
      .where('account_id', '=', auth.accountId)
      .where('name', '=', CAMPAIGN)
      .where('archived', '=', 0)
      .executeTakeFirst();
    if (!campaign) {
      console.log(
        `demo callbacks: no "${CAMPAIGN}" campaign (run scripts/db/demo-sends.ts first); nothing done`,
      );
      return;
    }
    const reports = await reportsOf(db, campaign.id);
    // Failure reports go to an endpoint that is down; the rest to one that works after two hiccups.
    await setCallbackUrl(db, auth, campaign.id, failing);
    const failingIds = await record(db, auth, campaign.id, reports.filter(failed));
    await setCallbackUrl(db, auth, campaign.id, good);
    const goodIds = await record(
      db,
      auth,
      campaign.id,
      reports.filter((r) => !failed(r)),
    );
    if (!failingIds.length && !goodIds.length) {
      console.log(
        `demo callbacks: "${CAMPAIGN}" (campaign ${campaign.id}) has its callbacks already; nothing new`,
      );
      return;
    }
    await tellReceiver(base, { failCount: 2, failWith: 500 });
    await dispatchCallbacks([...goodIds, ...failingIds], log);
    await waitForAttempts(
      db,
      [...goodIds, ...failingIds],
      Number(process.env.DEMO_CALLBACKS_WAIT_SECONDS ?? 15),
    );
    const calls = await db
      .selectFrom('webhook_calls')
      .select(['sent', 'send_attempts'])
      .where('id', 'in', [...goodIds, ...failingIds])
      .execute();
    const sent = calls.filter((c) => c.sent).length;
    console.log(
      `demo callbacks: "${CAMPAIGN}" (campaign ${campaign.id}) posts to ${good}; ${calls.length} calls recorded: ` +
        `${sent} delivered (${calls.filter((c) => c.sent && c.send_attempts > 1).length} after a retry), ` +
        `${calls.length - sent} failing and waiting for their next attempt`,
    );
    console.log(
      `demo callbacks: ${process.env.APP_BASE_URL ?? ''}/webhook-history (signed in as Acme Retail)`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`demo callbacks: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
