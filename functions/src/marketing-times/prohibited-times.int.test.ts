// Prohibited marketing times (issue 28, CPA s12 and regulation 4) through the real database and stack: a
// Long Running SMS campaign and an e-mail campaign whose window (every day, 00:00-23:59 SAST) crosses 20:00
// on a Friday, 13:00 on a Saturday, a Sunday and a public holiday (Monday 22 March 2027, Human Rights Day
// observed) release nothing inside a prohibited period and everything in the next allowed one. The drains
// are driven with 2027 instants (their `now`); the runners are driven in this process with an injected clock
// on messages the stack's worker never sees, so the dispatch-time check is judged at the instant we choose.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findSenderName } from '../accounts/sender-name';
import { CAMPAIGN_STATUS } from '../campaigns/campaigns.schemas';
import { standardOptoutLine } from '../campaigns/marketing-line';
import { EMAIL_CAMPAIGN_STATUS } from '../email-campaigns/email-campaigns.table';
import { runEmailBatch } from '../email-sending/email-send-runner';
import { drainCampaign as drainEmailCampaign, runEmailTick } from '../email-sending/email-send-tick';
import { createLogger } from '../platform/log';
import { zonedToUtc } from '../platform/time/zoned-time';
import { gatewayFor, openProviderConnection } from '../providers/gateways';
import { insertBuild, takeDueBuild } from '../segments/segment-builds.repository';
import { drainCampaign } from '../segments/segment-drain';
import { runSend, type SendDeps } from '../sending/send-runner';
import type { ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { createEmailCampaign, createEmailList } from '../test-support/email-fixtures';
import { eventually, testDb, type TestUser } from '../test-support/fixtures';
import { sendToStageQueue } from '../test-support/functions';
import {
  audienceOf,
  buildsOf,
  campaignRow,
  cell,
  createListWithContacts,
  createScheduledCampaign,
} from '../test-support/segment-fixtures';
import { tenantScopeFor } from '../platform/tenancy';
import { CONVERSATION_HOURS, respondToReply } from '../replies/respond.service';
import { seedReplies } from '../test-support/reply-fixtures';
import { createSendingSetup, insertMessageRow, messagesOf } from '../test-support/sending-fixtures';
import { createConnectedProvider, emulatorMessages } from '../test-support/sms-gateway';

vi.setConfig({ testTimeout: 120_000 });

const log = createLogger({ test: 'prohibited-times' });
const sast = (date: string, time: string, seconds = 0) =>
  new Date(zonedToUtc(date, time, 'Africa/Johannesburg').getTime() + seconds * 1000);

// March 2027: Friday 19, Saturday 20, Sunday 21 (Human Rights Day, moved to Monday 22), Tuesday 23.
const FRIDAY_BEFORE_20 = sast('2027-03-19', '19:59', 57);
const PROHIBITED = [
  ['Friday 20:00', sast('2027-03-19', '20:00')],
  ['Friday night', sast('2027-03-19', '23:30')],
  ['Saturday 08:59', sast('2027-03-20', '08:59')],
  ['Saturday 13:00', sast('2027-03-20', '13:00')],
  ['Saturday 15:00', sast('2027-03-20', '15:00')],
  ['Sunday noon', sast('2027-03-21', '12:00')],
  ['the public holiday Monday', sast('2027-03-22', '10:00')],
  ['Tuesday 07:59', sast('2027-03-23', '07:59')],
] as const;
const SATURDAY_BEFORE_13 = sast('2027-03-20', '12:59', 58);
const TUESDAY_08 = sast('2027-03-23', '08:00');

let user: TestUser;
let api: ApiClient;
let categoryId: number;

beforeEach(async () => {
  // A South African account (the default country): the ZA rule applies.
  ({ user, api, categoryId } = await signedInClient());
});

/**
 * A released message is due by one of the allowed periods' closes. The stack's own send worker also sees it,
 * at the real time: on a weekday it sends it (the close stays), on a Sunday or at night it holds it for the
 * drain (Queued, send-by set to that moment), which the next allowed drain releases again first.
 */
function dueBy(m: { status: string; send_until: Date | null }, closes: Date[]): boolean {
  const heldByTheWorker = m.status === 'Queued' && +m.send_until! <= Date.now();
  return heldByTheWorker || closes.some((c) => +c === +m.send_until!);
}

/** Builds the campaign's first segment as the scheduler does at its start (this campaign only). */
async function buildAt(id: number, at: Date) {
  const c = await campaignRow(id);
  const jobId = await testDb()
    .transaction()
    .execute(async (trx) => {
      expect(await takeDueBuild(trx, id, at, null)).toBe(true);
      return insertBuild(trx, { accountId: c.account_id, campaignId: id, due: at });
    });
  await sendToStageQueue('segment-builds', { jobId });
  return eventually(async () => {
    const [build] = await buildsOf(id);
    return build?.status === 'Completed' ? build : undefined;
  }, 30_000);
}

describe('a Long Running SMS campaign open every day from 00:00 to 23:59', () => {
  it('releases nothing after 20:00, outside Saturday 09:00-13:00, on Sunday or a public holiday; the rest goes in the next allowed period', async () => {
    const numbers = Array.from({ length: 8 }, (_, i) => cell(7100 + i));
    const list = await createListWithContacts(user, 'Law list', numbers);
    await createConnectedProvider(user.accountId, { messagesPerSecond: 1 });
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([list], {
        scheduleDays: [1, 2, 3, 4, 5, 6, 7],
        dailySendStartTime: '00:00',
        dailySendFinishTime: '23:59',
        startDate: '2027-03-19',
        finishDate: '2027-03-31',
        recycleCampaignDays: 30,
        restPeriodDays: 0,
      }),
    );
    expect(await buildAt(id, sast('2027-03-19', '00:00'))).toMatchObject({ queued: 8 });

    // Friday, three seconds before 20:00: at one a second three fit, and each must leave by 20:00 (the
    // law's close), not by 23:59 (the campaign's).
    expect((await drainCampaign(testDb(), id, log, FRIDAY_BEFORE_20)).released).toBe(3);
    const friday = await messagesOf(id);
    expect(friday).toHaveLength(3);
    for (const m of friday) expect(dueBy(m, [sast('2027-03-19', '20:00')])).toBe(true);

    for (const [, at] of PROHIBITED) {
      const drained = await drainCampaign(testDb(), id, log, at);
      expect(drained.released + drained.rereleased).toBe(0);
      expect((await campaignRow(id)).status).toBe(CAMPAIGN_STATUS.Queued);
    }
    expect(await messagesOf(id)).toHaveLength(3);

    // Saturday two seconds before 13:00: two more, due by 13:00.
    const saturday = await drainCampaign(testDb(), id, log, SATURDAY_BEFORE_13);
    expect(saturday.released + saturday.rereleased).toBe(2);
    const afterSaturday = await messagesOf(id);
    const newOnSaturday = afterSaturday.filter((m) => !friday.some((f) => f.id === m.id));
    for (const m of newOnSaturday) expect(dueBy(m, [sast('2027-03-20', '13:00')])).toBe(true);

    // Tuesday 08:00, the next allowed period after the holiday weekend: everything left, once each.
    await drainCampaign(testDb(), id, log, TUESDAY_08);
    const all = await messagesOf(id);
    expect(all.map((m) => m.recipient).sort()).toEqual([...numbers].sort());
    // Every message's send-by instant closes an allowed period: never 23:59, never a prohibited day.
    const closes = [sast('2027-03-19', '20:00'), sast('2027-03-20', '13:00'), sast('2027-03-23', '20:00')];
    for (const m of all) expect(dueBy(m, closes)).toBe(true);
  });
});

describe('the send worker at dispatch time', () => {
  async function setup() {
    const { emulatorAccount } = await createConnectedProvider(user.accountId);
    const list = await createListWithContacts(user, 'Dispatch list', [cell(7201)]);
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([list], { recycleCampaignDays: 7, restPeriodDays: 0 }),
      { activate: false },
    );
    return { emulatorAccount, id };
  }
  const depsAt = (now: Date): SendDeps => ({
    gatewayFor: (p) => gatewayFor(openProviderConnection(p)),
    requeue: async () => {},
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    now: () => now,
  });

  it('holds a campaign message due on a Sunday (back to waiting for the drain), and sends it on a weekday', async () => {
    const { emulatorAccount, id } = await setup();
    await testDb()
      .updateTable('sms_campaigns')
      .set({ status: CAMPAIGN_STATUS.Sending })
      .where('id', '=', id)
      .execute();
    const recipient = cell(7_000_000 + Math.floor(Math.random() * 2_000_000));
    // Released with a window the campaign gave it (far ahead), and queued: the stack's sweep leaves it alone.
    const messageId = await insertMessageRow({
      account_id: user.accountId,
      campaign_id: id,
      source: 'Segment',
      recipient,
      body: 'Sunday special',
      enqueued_at: new Date(),
      send_until: sast('2027-12-31', '23:59'),
    });
    expect(await runSend(testDb(), messageId, log, depsAt(sast('2027-03-21', '12:00')))).toBe('held');
    const held = (await messagesOf(id)).find((m) => m.id === messageId)!;
    expect(held).toMatchObject({ status: 'Queued', send_attempts: 0, lease_owner: null, sent_at: null });
    // Held for the drain: its send-by instant is now, so the next allowed window releases it again first.
    expect(+held.send_until!).toBeLessThanOrEqual(Date.now());
    expect(await emulatorMessages({ to: recipient })).toEqual([]);

    await testDb()
      .updateTable('sms_messages')
      .set({ send_until: sast('2027-12-31', '23:59') })
      .where('id', '=', messageId)
      .execute();
    expect(await runSend(testDb(), messageId, log, depsAt(sast('2027-03-23', '10:00')))).toBe('sent');
    const handset = await emulatorMessages({ to: recipient, account: emulatorAccount.username });
    expect(handset).toHaveLength(1);
    // Sent once: a second attempt finds it sent.
    expect(await runSend(testDb(), messageId, log, depsAt(sast('2027-03-23', '10:00')))).toBe('skipped');
  });

  it('sends a transactional (partner) message on a Sunday', async () => {
    const { id } = await setup();
    const recipient = cell(7_000_000 + Math.floor(Math.random() * 2_000_000));
    const messageId = await insertMessageRow({
      account_id: user.accountId,
      campaign_id: id,
      source: 'Api',
      recipient,
      body: 'Your OTP is 1234',
      enqueued_at: new Date(),
    });
    expect(await runSend(testDb(), messageId, log, depsAt(sast('2027-03-21', '03:00')))).toBe('sent');
    expect(await emulatorMessages({ to: recipient })).toHaveLength(1);
  });
});

describe('an e-mail campaign open every day', () => {
  async function campaignOn(emails: string[]) {
    const listId = await createEmailList(user.accountId, emails);
    const campaignId = await createEmailCampaign(user.accountId, { lists: [listId] });
    // Switched on with its schedule in one statement (the stage's own tick must not see it half made):
    // from Friday 19 March 2027 (real-time ticks build nothing before), every day 00:00-23:59 SAST.
    await testDb()
      .updateTable('email_campaigns')
      .set({
        status: EMAIL_CAMPAIGN_STATUS.Active,
        send_active: 1,
        start_at: sast('2027-03-19', '00:00'),
        daily_send_start_time: '00:00',
        daily_send_finish_time: '23:59',
        time_zone: 'Africa/Johannesburg',
      })
      .where('id', '=', campaignId)
      .execute();
    return campaignId;
  }

  it('releases nothing in a prohibited period and the rest in the next allowed one', async () => {
    const tag = randomUUID().slice(0, 6);
    const emails = ['a', 'b', 'c', 'd'].map((n) => `${n}-${tag}@law.test`);
    const campaignId = await campaignOn(emails);
    // The round is built on Friday at 20:30: all four are members, none is released.
    await runEmailTick(testDb(), log, sast('2027-03-19', '20:30'));
    const members = await testDb()
      .selectFrom('email_sends')
      .select('email')
      .where('campaign_id', '=', campaignId)
      .execute();
    expect(members.map((m) => m.email).sort()).toEqual([...emails].sort());
    for (const [, at] of PROHIBITED) {
      expect(await drainEmailCampaign(testDb(), campaignId, log, at)).toBe(0);
    }
    // Saturday 20 ms before 13:00: one e-mail fits (50 a second) and is released.
    const saturday = new Date(sast('2027-03-20', '13:00').getTime() - 20);
    expect(await drainEmailCampaign(testDb(), campaignId, log, saturday)).toBe(1);
    // Tuesday 08:00, the next allowed period: the other three (and the first again, had the stage's worker
    // held it at the real time: it judges its own clock).
    expect(await drainEmailCampaign(testDb(), campaignId, log, TUESDAY_08)).toBeGreaterThanOrEqual(3);
  });

  it('the worker holds a marketing e-mail due on a Sunday, sends it on a weekday, and sends a test send on a Sunday', async () => {
    const campaignId = await createEmailCampaign(user.accountId, {
      status: EMAIL_CAMPAIGN_STATUS.Sending,
      sendActive: true,
    });
    const insert = (email: string, isTest: number) =>
      testDb()
        .insertInto('email_sends')
        .values({
          account_id: user.accountId,
          campaign_id: campaignId,
          list_contact_id: null,
          is_test: isTest,
          email,
          status: 'Queued',
          tracking_token: randomUUID().replace(/-/g, '').slice(0, 22),
          provider_message_id: null,
          fail_reason: null,
          enqueued_at: new Date(),
          released_at: new Date(),
          sent_at: null,
          first_opened_at: null,
          first_clicked_at: null,
          bounced_at: null,
          complained_at: null,
        })
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.insertId));
    const tag = randomUUID().slice(0, 6);
    const marketing = await insert(`m-${tag}@law.test`, 0);
    const test = await insert(`t-${tag}@law.test`, 1);
    const sent: string[] = [];
    const deps = (now: Date) => ({
      send: async (email: { to: string }) => {
        sent.push(email.to);
        return { ok: true as const, messageId: `ses-${sent.length}` };
      },
      requeue: async () => {},
      now: () => now,
    });
    const sunday = await runEmailBatch(
      testDb(),
      [marketing, test],
      log,
      deps(sast('2027-03-21', '12:00')) as never,
    );
    expect(sunday).toMatchObject({ held: 1, sent: 1 });
    expect(sent).toEqual([`t-${tag}@law.test`]);
    const heldRow = await testDb()
      .selectFrom('email_sends')
      .selectAll()
      .where('id', '=', marketing)
      .executeTakeFirstOrThrow();
    expect(heldRow).toMatchObject({ status: 'Queued', released_at: null, sent_at: null });

    await testDb()
      .updateTable('email_sends')
      .set({ released_at: new Date() })
      .where('id', '=', marketing)
      .execute();
    const tuesday = await runEmailBatch(
      testDb(),
      [marketing],
      log,
      deps(sast('2027-03-23', '10:00')) as never,
    );
    expect(tuesday).toMatchObject({ sent: 1 });
    expect(sent).toEqual([`t-${tag}@law.test`, `m-${tag}@law.test`]);
  });
});

describe('Respond in the SMS Inbox', () => {
  const auth = () => ({
    userId: user.id,
    accountId: user.accountId,
    role: 'Client' as const,
    sessionId: 0,
    scope: tenantScopeFor(user.accountId),
  });

  it(`answers a reply within ${CONVERSATION_HOURS} hours at any time (the conversation), and refuses a later one at a prohibited time`, async () => {
    const setup = await createSendingSetup(user, { connected: true });
    const sunday = sast('2027-03-21', '12:00');
    const [recent, old] = await seedReplies(user.accountId, [
      {
        from: cell(7301),
        message: 'Is it in stock?',
        campaignId: setup.campaignId,
        receivedAt: new Date(+sunday - 3_600_000),
      },
      {
        from: cell(7302),
        message: 'Maybe later',
        campaignId: setup.campaignId,
        receivedAt: new Date(+sunday - 3 * 86_400_000),
      },
    ]);
    const answered = await respondToReply(
      testDb(),
      auth(),
      { responseId: recent!, respondMessage: 'Yes, in stock.' },
      log,
      sunday,
    );
    expect(answered.to).toBe(cell(7301));

    await expect(
      respondToReply(testDb(), auth(), { responseId: old!, respondMessage: 'Still keen?' }, log, sunday),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: `This reply came in more than 24 hours ago, so a response to it is a marketing message. South African law forbids marketing messages on Sundays and public holidays, on Saturdays before 09:00 and after 13:00, and on other days before 08:00 and after 20:00. Respond from Tuesday, 23 March at 08:00.`,
    });
    const reply = await testDb()
      .selectFrom('sms_replies')
      .select('responded')
      .where('id', '=', old!)
      .executeTakeFirstOrThrow();
    expect(reply.responded).toBe(0);
    // On a weekday morning the response goes, as marketing: with the sender and the opt-out line (without them
    // it is refused: conversations.int.test.ts).
    const optoutLine = standardOptoutLine(await findSenderName(testDb(), auth().scope));
    const later = await respondToReply(
      testDb(),
      auth(),
      { responseId: old!, respondMessage: `Still keen?\n${optoutLine}` },
      log,
      sast('2027-03-23', '08:00'),
    );
    expect(later.to).toBe(cell(7302));
  });
});
