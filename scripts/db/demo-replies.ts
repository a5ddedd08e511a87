// Demo replies for the SMS Inbox, through the real path: handsets that got Acme Retail's "Order Tracking"
// messages reply through the gateway emulator's control API (POST /__emulator/inbound, what its handset
// page's reply box posts), the emulator calls the RECEIVED webhook registered for the provider, and the
// product stores and classifies each reply: Leads (YES), Optouts (STOP, UNSUBSCRIBE), Unallocated free text,
// and one from a number Acme never messaged (no campaign: N/A in the inbox).
// Called by demo-sends.ts once the sends are delivered; skipped when the account already has replies.
import type { AuthContext } from '../../functions/src/auth/auth-context';
import { saveRepliesStep } from '../../functions/src/campaigns/campaigns.service';
import type { Db } from '../../functions/src/platform/db/database';
import { openProviderConnection, providerAccountName } from '../../functions/src/providers/gateways';
import { respondInConversation } from '../../functions/src/conversations/conversations.service';
import { createLogger } from '../../functions/src/platform/log';
import { emulatorBaseUrl } from './demo-providers';

/** Who replies and what (the first six got Order Tracking messages; the last number never did). */
const REPLIES: { from: string; body: string; unknown?: true }[] = [
  { from: '+27825551001', body: 'YES' },
  { from: '+27825551004', body: 'Is my order arriving today?' },
  { from: '+27825551002', body: 'STOP' },
  { from: '+27835551006', body: 'Yes please, call me 👍' },
  { from: '+27825551005', body: 'Thanks, received!' },
  { from: '+27845551008', body: 'Unsubscribe' },
  { from: '+27825557700', body: 'Hi, who is this? I got a missed call from this number', unknown: true },
];

const countReplies = async (db: Db, accountId: number) =>
  Number(
    (
      await db
        .selectFrom('sms_replies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * The emulator account (API token id) of one of the account's providers: for a number nobody sent to, and for
 * any number once the emulator was restarted after the demo sends (it keeps what it sent in memory only).
 */
async function emulatorAccountOf(db: Db, accountId: number, baseUrl: string): Promise<string | null> {
  const row = await db
    .selectFrom('sms_providers')
    .select(['id', 'type', 'base_url', 'credentials', 'webhook_secret'])
    .where('account_id', '=', accountId)
    .where('base_url', '=', baseUrl)
    .where('credentials', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return row ? providerAccountName(openProviderConnection(row)) : null;
}

/**
 * The number with a conversation worth seeing (the Conversation screen): a customer on an imported list (so
 * the screen names her), Order Tracking's message, its link opened, her YES.
 */
export const DEMO_CONVERSATION_NUMBER = '+27825551001';

async function postInbound(control: string, account: string | null, from: string, body: string) {
  const res = await fetch(`${control}/__emulator/inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from, body, ...(account ? { account } : {}) }),
  });
  if (!res.ok)
    throw new Error(`the emulator refused a reply from ${from}: ${res.status} ${await res.text()}`);
}

/**
 * Acme answers DEMO_CONVERSATION_NUMBER's YES from the conversation's reply box (the real path:
 * respondInConversation) and the handset answers again: the screen shows a send, a click, a Lead reply, a
 * response and a second reply.
 */
export async function demoConversation(db: Db, auth: AuthContext, control: string, account: string | null) {
  const { messageId } = await respondInConversation(
    db,
    auth,
    DEMO_CONVERSATION_NUMBER,
    {
      message:
        'Thank you! The courier delivers between 14:00 and 17:00 today. Shall we call you before? Acme Retail',
      idempotencyKey: 'demo-conversation-thandi',
    },
    createLogger({ script: 'demo-replies' }),
  );
  // The thank-you after the handset has the answer, a second later at least: providers give a reply's time
  // to the second, and the conversation is in time order.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const row = await db
      .selectFrom('sms_messages')
      .select('status')
      .where('id', '=', messageId)
      .executeTakeFirst();
    if (row && row.status !== 'Queued' && row.status !== 'Sending') break;
    await new Promise((r) => setTimeout(r, 300));
  }
  await new Promise((r) => setTimeout(r, 1_100));
  await postInbound(control, account, DEMO_CONVERSATION_NUMBER, 'Yes please, call me after 1 pm.');
}

/** Posts the demo replies from the handsets and waits (at most waitSeconds) for them to be stored. */
export async function sendDemoReplies(
  db: Db,
  auth: AuthContext,
  campaignId: number,
  waitSeconds: number,
): Promise<string> {
  const baseUrl = emulatorBaseUrl();
  if (!baseUrl) return 'this stage runs no SMS gateway emulator; no demo replies';
  const earlier = await countReplies(db, auth.accountId);
  if (earlier > 0) return `Acme Retail already has ${earlier} replies; none added`;
  // The campaign takes replies (the Replies step), so a YES is a Lead; opt-outs count either way.
  await saveRepliesStep(db, auth, campaignId, { receiveActive: true, type: 'Default', staticKeyword: null });
  const account = await emulatorAccountOf(db, auth.accountId, baseUrl);
  const control = baseUrl.replace(/\/v1$/, '');
  for (const reply of REPLIES) {
    const res = await fetch(`${control}/__emulator/inbound`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: reply.from,
        body: reply.body,
        // Named always: an emulator restarted since the demo sends no longer knows who sent to the handset.
        ...(account ? { account } : {}),
      }),
    });
    if (!res.ok)
      throw new Error(`the emulator refused a reply from ${reply.from}: ${res.status} ${await res.text()}`);
  }
  const deadline = Date.now() + waitSeconds * 1000;
  let stored = await countReplies(db, auth.accountId);
  while (stored < REPLIES.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    stored = await countReplies(db, auth.accountId);
  }
  if (stored >= REPLIES.length) await demoConversation(db, auth, control, account);
  const types = await db
    .selectFrom('sms_replies')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('account_id', '=', auth.accountId)
    .groupBy('type')
    .execute();
  const summary = types.map((t) => `${t.n} ${t.type}`).join(', ');
  return stored < REPLIES.length
    ? `${stored} of ${REPLIES.length} demo replies stored after ${waitSeconds} s (${summary}); the rest arrive when the emulator retries`
    : `${stored} demo replies from handsets in the SMS Inbox (${summary})`;
}
