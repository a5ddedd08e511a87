// Demo traffic for the sending screens, through the real path: Acme Retail's "Order Tracking" campaign (a
// transactional campaign made here through the product's campaign services, since no seeded transactional
// campaign has a click URL) gets an API key from the api-keys service, and a partner's calls go to the send
// endpoint through the CDN (GET with apikey, POST with Authorization: Bearer or X-Api-Key and references),
// then the send queue, the worker, the BulkSMS adapter, the gateway emulator and its delivery reports back.
// Some numbers are the emulator's failing test numbers (undelivered), two are refused as opted out or DMA
// listed, and a few short links are opened through the CDN with a phone browser's User-Agent.
//
// Then some of those handsets reply through the emulator (demo-replies.ts), for the SMS Inbox.
//
// Run by scripts/run.sh once the stack is up (tsx scripts/db/demo-sends.ts, the stage's env loaded). Only
// for the stages local, test and test-* (seed-guard.ts). Once per stage: the sends are skipped when the
// campaign already has messages, the replies when the account already has replies. Waits at most
// DEMO_SENDS_WAIT_SECONDS (default 20) for delivery reports and for replies; late ones are reported, not an
// error.
import { createApiKey, listApiKeys, revokeApiKey } from '../../functions/src/api-keys/api-keys.service';
import type { AuthContext } from '../../functions/src/auth/auth-context';
import { getCampaignStatus } from '../../functions/src/campaign-status/campaign-status.service';
import { messagesStepSchema } from '../../functions/src/campaigns/campaigns.schemas';
import {
  createTransactionalCampaign,
  saveMessagesStep,
  saveProviderStep,
  setCampaignActive,
} from '../../functions/src/campaigns/campaigns.service';
import { createDatabase, type Db } from '../../functions/src/platform/db/database';
import { sendDemoReplies } from './demo-replies';
import { acmeOwner, categoryChoice, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const DEMO_SENDS_CAMPAIGN = 'Order Tracking';
const DEMO_SENDS_KEY_NAME = 'Demo web shop';
const CLICK_URL = 'https://acme.test/track-order';
const MESSAGES = [
  'Acme Retail: your order is on its way. Track it here: #CLICKURL#',
  'Good news from Acme: your parcel ships today. Follow it at #CLICKURL#',
];
const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const PREVIEW_USER_AGENT = 'WhatsApp/2.24.6.77 A';

/** What the partner's shop sends: numbers typed every way people type them. */
const DELIVERED = [
  '0825551001',
  '+27 82 555 1002',
  '27825551003',
  '082 555 1004',
  '+27825551005',
  '0835551006',
  '+27 83 555 1007',
  '0845551008',
  '0725551009',
  '+27 73 555 1010',
  '0615551011',
  '0795551012',
  '0825551013',
  '+27825551014',
];
/** The emulator's test numbers that fail: EXPIRED, HANDSET_ERROR, NOT_SENT (its README). */
const UNDELIVERED = ['+27829000150', '+27829000220', '+27829000430'];
const OPTED_OUT = '+27825559001';
const DMA_LISTED = '+27825559002';

type Sent = { to: string; status: number; messageId?: number; code?: string };

/** The demo campaign, made through the campaign services the editor calls when it is not there yet. */
async function demoCampaign(db: Db, auth: AuthContext): Promise<{ id: number; created: boolean }> {
  const found = await db
    .selectFrom('sms_campaigns')
    .select('id')
    .where('account_id', '=', auth.accountId)
    .where('name', '=', DEMO_SENDS_CAMPAIGN)
    .where('archived', '=', 0)
    .executeTakeFirst();
  if (found) return { id: found.id, created: false };
  const { id } = await createTransactionalCampaign(db, auth, {
    name: DEMO_SENDS_CAMPAIGN,
    ...(await categoryChoice(db, auth.accountId, 'Notifications')),
  });
  await saveProviderStep(db, auth, id, { option: 'SpreadStandard', providerId: null });
  await saveMessagesStep(
    db,
    auth,
    id,
    messagesStepSchema.parse({
      messages: MESSAGES.map((message) => ({ id: null, active: true, message })),
      clickUrl: CLICK_URL,
    }),
  );
  await setCampaignActive(db, auth, id, true);
  return { id, created: true };
}

/** A fresh key from the api-keys service; a demo key of an interrupted run is revoked (never shown twice). */
async function demoKey(db: Db, auth: AuthContext): Promise<{ key: string; prefix: string }> {
  for (const old of await listApiKeys(db, auth)) {
    if (old.name === DEMO_SENDS_KEY_NAME) await revokeApiKey(db, auth, old.id);
  }
  const created = await createApiKey(db, auth, DEMO_SENDS_KEY_NAME);
  return { key: created.key, prefix: created.prefix };
}

/** A partner's call: GET with apikey, or POST with Bearer or X-Api-Key and a reference (Idempotency-Key). */
async function send(apiHost: string, campaignId: number, key: string, to: string, i: number): Promise<Sent> {
  const url = `${apiHost}/campaigns/sms/${campaignId}/sms/send`;
  let res: Response;
  if (i % 3 === 0) {
    res = await fetch(`${url}?${new URLSearchParams({ apikey: key, to })}`);
  } else {
    const auth: Record<string, string> =
      i % 3 === 1 ? { Authorization: `Bearer ${key}` } : { 'X-Api-Key': key };
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `demo-order-${1000 + i}`, ...auth },
      body: JSON.stringify({ to }),
    });
  }
  const body = (await res.json()) as { messageId?: number; error?: { code: string } };
  return { to, status: res.status, messageId: body.messageId, code: body.error?.code };
}

async function waitForReports(db: Db, campaignId: number, seconds: number): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const { pending } = await db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('campaign_id', '=', campaignId)
      .where('status', 'in', ['Queued', 'Sending', 'Sent'])
      .executeTakeFirstOrThrow();
    if (Number(pending) === 0 || Date.now() > deadline) return Number(pending);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Opens short links of delivered messages as their recipients would (a phone browser, through the CDN). */
async function tapLinks(db: Db, campaignId: number): Promise<{ taps: number; previews: number }> {
  const delivered = await db
    .selectFrom('sms_messages')
    .select(['id', 'body'])
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'Delivered')
    .orderBy('id')
    .limit(6)
    .execute();
  const open = async (link: string, userAgent: string) => {
    const res = await fetch(link, { redirect: 'manual', headers: { 'User-Agent': userAgent } });
    if (res.status !== 302) throw new Error(`${link} answered ${res.status}, not a redirect`);
  };
  let taps = 0;
  let previews = 0;
  for (const [i, message] of delivered.entries()) {
    const link = /(https?:\/\/\S+\/s\/[0-9A-Za-z]{7})/.exec(message.body)?.[1];
    if (!link) continue;
    // A chat app's link preview first (redirected, not counted), then the person's taps (two, for some).
    if (i === 0) {
      await open(link, PREVIEW_USER_AGENT);
      previews += 1;
    }
    for (let n = 0; n < (i % 3 === 0 ? 2 : 1); n += 1) {
      await open(link, PHONE_USER_AGENT);
      taps += 1;
    }
  }
  return { taps, previews };
}

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const apiHost = required('API_HOST');
  const waitSeconds = Number(process.env.DEMO_SENDS_WAIT_SECONDS ?? 20);
  const started = Date.now();
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const auth = await acmeOwner(db);
    const campaign = await demoCampaign(db, auth);
    const earlier = await db
      .selectFrom('sms_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('campaign_id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    if (Number(earlier.n) > 0) {
      console.log(
        `demo sends: "${DEMO_SENDS_CAMPAIGN}" (campaign ${campaign.id}) already has ${earlier.n} messages; nothing sent`,
      );
      console.log(`demo replies: ${await sendDemoReplies(db, auth, campaign.id, waitSeconds)}`);
      return;
    }
    // As a STOP reply and a DMA list upload would record them.
    await db
      .insertInto('sms_optouts')
      .ignore()
      .values({ account_id: auth.accountId, cellphone: OPTED_OUT })
      .execute();
    await db
      .insertInto('dma_optouts')
      .ignore()
      .values({ account_id: auth.accountId, cellphone: DMA_LISTED })
      .execute();
    const { key, prefix } = await demoKey(db, auth);

    const recipients = [...DELIVERED.slice(0, 6), UNDELIVERED[0]!, OPTED_OUT, ...DELIVERED.slice(6, 10)];
    recipients.push(UNDELIVERED[1]!, DMA_LISTED, ...DELIVERED.slice(10), UNDELIVERED[2]!);
    const answers: Sent[] = [];
    for (const [i, to] of recipients.entries()) answers.push(await send(apiHost, campaign.id, key, to, i));
    // A shop retrying a POST it never saw the answer of: the same message, nothing sent twice.
    const retry = await send(apiHost, campaign.id, key, recipients[1]!, 1);

    const accepted = answers.filter((a) => a.status === 202);
    const suppressed = answers.filter((a) => a.code === 'RECIPIENT_SUPPRESSED');
    const other = answers.filter((a) => a.status !== 202 && a.code !== 'RECIPIENT_SUPPRESSED');
    if (other.length) {
      throw new Error(
        `the send endpoint refused ${other.map((a) => `${a.to} (${a.status} ${a.code ?? ''})`).join(', ')}`,
      );
    }
    const pending = await waitForReports(db, campaign.id, waitSeconds);
    const { taps, previews } = await tapLinks(db, campaign.id);

    const { totals } = await getCampaignStatus(db, auth, campaign.id, 48);
    console.log(
      `demo sends: "${DEMO_SENDS_CAMPAIGN}" (campaign ${campaign.id}${campaign.created ? ', created' : ''}) ` +
        `of Acme Retail, API key "${DEMO_SENDS_KEY_NAME}" ${prefix}…: ${accepted.length} accepted, ` +
        `${suppressed.length} refused as opted out / DMA listed; a retried POST ` +
        `${retry.messageId === answers[1]!.messageId ? 'answered the first message again' : 'MADE A SECOND MESSAGE'}`,
    );
    console.log(
      `demo sends: sent ${totals.sent}, delivered ${totals.delivered}, undelivered ${totals.undelivered}, ` +
        `failed ${totals.failed}, suppressed ${totals.suppressed}, clicks ${totals.clicks} ` +
        `(${totals.uniqueClicks} unique; ${taps} taps, ${previews} link preview not counted), ` +
        `cost ${totals.currencySymbol}${totals.cost.toFixed(2)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (pending > 0) {
      console.log(
        `demo sends: ${pending} messages still wait for a delivery report after ${waitSeconds} s; the status page shows them when they come`,
      );
    }
    console.log(
      `demo sends: status page ${process.env.APP_BASE_URL ?? ''}/smsmarketing/smscampaigns/status?smscampaignid=${campaign.id}`,
    );
    console.log(`demo replies: ${await sendDemoReplies(db, auth, campaign.id, waitSeconds)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`demo sends: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
