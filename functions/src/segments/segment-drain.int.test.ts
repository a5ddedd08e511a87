import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_STATUS } from '../campaigns/campaigns.schemas';
import { createLogger } from '../platform/log';
import { zonedToUtc } from '../platform/time/zoned-time';
import { ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { eventually, testDb, type TestUser, withoutMarketingHours } from '../test-support/fixtures';
import { deliverToWorker, invokeFunction, sendToStageQueue } from '../test-support/functions';
import {
  audienceOf,
  buildsOf,
  campaignRow,
  cell,
  createListWithContacts,
  createScheduledCampaign,
  marketingMessage,
  SEGMENT_MESSAGE,
  openWindowAudience,
  suppress,
} from '../test-support/segment-fixtures';
import { insertMessageRow, messagesOf, statsOf } from '../test-support/sending-fixtures';
import { createConnectedProvider, emulatorMessages } from '../test-support/sms-gateway';
import { insertBuild, takeDueBuild } from './segment-builds.repository';
import { drainCampaign, drainSegments } from './segment-drain';

// The drain through the real stack (issue 11): built segments become messages only inside their send
// window, go through the send queue, the send worker and the BulkSMS adapter to the gateway emulator,
// and the campaign moves Queued -> Sending -> Completed / Active. The test stage runs the scheduler and
// the drain every 5 s by itself; tests also invoke them directly. Windows that must be open now use a
// time zone where now is inside an all-day window; days in 2027 are judged by calling the drain with
// that instant (the sends it releases then still go out now, before their window's close).

vi.setConfig({ testTimeout: 120_000 });

const log = createLogger({ test: 'segment-drain' });

let user: TestUser;
let api: ApiClient;
let categoryId: number;

beforeEach(async () => {
  ({ user, api, categoryId } = await signedInClient());
  // Sends at whatever hour the test runs: an account in a country without marketing hours (issue 28).
  await withoutMarketingHours(user.accountId);
});

const finishedBuild = (campaignId: number) =>
  eventually(async () => {
    const [build] = await buildsOf(campaignId);
    return build && (build.status === 'Completed' || build.status === 'Failed') ? build : undefined;
  }, 30_000);

const ended = (m: { status: string }) => ['Sent', 'Delivered', 'Suppressed', 'Failed'].includes(m.status);

/** Every message of the campaign ended (sent, suppressed or failed), `count` of them. */
const allEnded = (campaignId: number, count: number, timeoutMs = 60_000) =>
  eventually(async () => {
    const messages = await messagesOf(campaignId);
    return messages.length === count && messages.every(ended) ? messages : undefined;
  }, timeoutMs);

const membersByStatus = async (campaignId: number) => {
  const rows = await testDb()
    .selectFrom('sms_segment_members')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
};

describe('draining a segment inside its window', () => {
  it('sends every queued member once, checks suppression again, and completes a Simple campaign', async () => {
    const numbers = Array.from({ length: 8 }, (_, i) => cell(5100 + i));
    const list = await createListWithContacts(user, 'Drain list', numbers);
    const { emulatorAccount } = await createConnectedProvider(user.accountId, { messagesPerSecond: 20 });
    await suppress(user, 'sms_optouts', [numbers[0]!]); // left out by the build
    const id = await createScheduledCampaign(api, categoryId, 0, openWindowAudience([list]));

    await invokeFunction('segmentScheduler');
    const build = await finishedBuild(id);
    expect(build).toMatchObject({ status: 'Completed', candidates: 8, excluded_optout: 1, queued: 7 });
    // Opted out after the build, before the send: checked again when the message is sent.
    await suppress(user, 'dma_optouts', [numbers[1]!]);

    await invokeFunction('segmentDrain');
    const messages = await allEnded(id, 7);
    expect(messages.every((m) => m.source === 'Segment' && m.send_until !== null)).toBe(true);
    const byRecipient = Object.fromEntries(messages.map((m) => [m.recipient, m]));
    expect(byRecipient[numbers[1]!]).toMatchObject({ status: 'Suppressed', suppression: 'Dma' });
    for (const n of numbers.slice(2)) expect(['Sent', 'Delivered']).toContain(byRecipient[n]!.status);

    const handset = await emulatorMessages({ account: emulatorAccount.username });
    expect(handset.map((m) => m.to).sort()).toEqual(numbers.slice(2).sort());
    const body = await marketingMessage(api, SEGMENT_MESSAGE);
    expect(handset.every((m) => m.body === body && m.submissions === 1)).toBe(true);
    expect(await membersByStatus(id)).toEqual({ Excluded: 1, Released: 7 });

    // Everything sent: the drain completes the Simple campaign, and a later drain changes nothing.
    await invokeFunction('segmentDrain');
    await eventually(async () =>
      (await campaignRow(id)).status === CAMPAIGN_STATUS.Completed ? true : undefined,
    );
    await invokeFunction('segmentDrain');
    expect(await messagesOf(id)).toHaveLength(7);
    const stats = await statsOf(id);
    expect(stats).toMatchObject({ queued: 6, suppressed: 1, sent: 6 });
  });

  it('an opt-out that arrives while the segment is sending: that contact is not sent to', async () => {
    const numbers = Array.from({ length: 6 }, (_, i) => cell(5200 + i));
    const list = await createListWithContacts(user, 'Sending list', numbers);
    // One message a second: the six go out over about five seconds.
    const { emulatorAccount } = await createConnectedProvider(user.accountId, { messagesPerSecond: 1 });
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      openWindowAudience([list], { recycleCampaignDays: 7, restPeriodDays: 0 }),
    );
    await invokeFunction('segmentScheduler');
    await finishedBuild(id);

    await invokeFunction('segmentDrain');
    // Released one second apart in the order written: the last goes about five seconds from now, and opts
    // out meanwhile.
    const last = (await messagesOf(id)).at(-1)!.recipient;
    await suppress(user, 'sms_optouts', [last]);
    expect((await campaignRow(id)).status).toBe(CAMPAIGN_STATUS.Sending);

    const messages = await allEnded(id, 6, 90_000);
    expect(messages.find((m) => m.recipient === last)).toMatchObject({
      status: 'Suppressed',
      suppression: 'Optout',
    });
    const handset = await emulatorMessages({ account: emulatorAccount.username });
    expect(handset.map((m) => m.to)).not.toContain(last);
    expect(handset).toHaveLength(5);
    // The pace: one a second (the five sent span about four seconds), not all at once.
    const sentAt = messages.filter((m) => m.sent_at).map((m) => m.sent_at!.getTime());
    expect(Math.max(...sentAt) - Math.min(...sentAt)).toBeGreaterThanOrEqual(3_000);
    // A Long Running campaign waits for its next build once its segment is sent (the drain says so: the
    // stage's every 5 s, here at once).
    await invokeFunction('segmentDrain');
    await eventually(async () =>
      (await campaignRow(id)).status === CAMPAIGN_STATUS.Active ? true : undefined,
    );
  });

  it('a message whose window closed is held, and the next window sends it first', async () => {
    const numbers = [cell(5301), cell(5302)];
    const list = await createListWithContacts(user, 'Held list', numbers);
    const { emulatorAccount } = await createConnectedProvider(user.accountId);
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      openWindowAudience([list], { recycleCampaignDays: 7, restPeriodDays: 0 }),
      {
        activate: false,
      },
    );
    // A message released in an earlier window that closed before the worker reached it.
    const heldId = await insertMessageRow({
      account_id: user.accountId,
      campaign_id: id,
      source: 'Segment',
      recipient: cell(5300),
      body: 'Released yesterday',
      created_at: new Date(Date.now() - 86_400_000),
      enqueued_at: new Date(Date.now() - 86_400_000),
      send_until: new Date(Date.now() - 60_000),
    });
    await deliverToWorker('sendWorker', 'outbound-messages', { messageId: heldId });
    const held = await eventually(async () => {
      const m = (await messagesOf(id)).find((r) => r.id === heldId)!;
      return m.status === 'Queued' && m.send_attempts === 0 && m.lease_owner === null ? m : undefined;
    });
    expect(held.sent_at).toBeNull();
    expect(await emulatorMessages({ account: emulatorAccount.username })).toEqual([]);

    await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, { json: { active: true } });
    await invokeFunction('segmentScheduler');
    await finishedBuild(id);
    await drainSegments(testDb(), log);
    const messages = await allEnded(id, 3);
    expect(messages.every((m) => ['Sent', 'Delivered'].includes(m.status))).toBe(true);
    const handset = await emulatorMessages({ account: emulatorAccount.username });
    expect(handset.map((m) => m.to).sort()).toEqual([cell(5300), ...numbers].sort());
  });
  it('switched to Dormant mid-send: nothing more goes out; switched on again, it sends what was left once', async () => {
    const numbers = Array.from({ length: 6 }, (_, i) => cell(5400 + i));
    const list = await createListWithContacts(user, 'Paused list', numbers);
    // One message a second: the six are released over about five seconds.
    const { emulatorAccount } = await createConnectedProvider(user.accountId, { messagesPerSecond: 1 });
    const id = await createScheduledCampaign(api, categoryId, 0, openWindowAudience([list]));
    await invokeFunction('segmentScheduler');
    await finishedBuild(id);
    await invokeFunction('segmentDrain');
    const off = await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, {
      json: { active: false },
    });
    expect(off.status).toBeLessThan(300);

    // Every message released before the switch ends up sent before it, or held by the send worker when the
    // queue hands it over (Queued, off the queue, its window closed at that moment instead of in 40 minutes or
    // more): none is left on the queue.
    const heldNow = (m: { status: string; lease_owner: string | null; send_until: Date | null }) =>
      m.status === 'Queued' && m.lease_owner === null && m.send_until!.getTime() < Date.now() + 60_000;
    const paused = await eventually(async () => {
      const messages = await messagesOf(id);
      return messages.length === 6 && messages.every((m) => ended(m) || heldNow(m)) ? messages : undefined;
    }, 30_000);
    // The drain (the stage runs it every 5 s; here at once) releases nothing of a Dormant campaign: every
    // message is as it was, none back on the queue (released again, a held message's window would reopen).
    await invokeFunction('segmentDrain');
    const fate = (m: { id: number; status: string; send_until: Date | null; send_attempts: number }) =>
      [m.id, m.status, m.send_until?.getTime(), m.send_attempts] as const;
    expect((await messagesOf(id)).map(fate)).toEqual(paused.map(fate));
    const sentBefore = (await emulatorMessages({ account: emulatorAccount.username })).length;
    expect(sentBefore).toBeLessThan(6);
    const held = paused.filter((m) => m.status === 'Queued');
    expect(held.length).toBe(6 - paused.filter(ended).length);
    expect(held.every((m) => m.send_attempts === 0)).toBe(true);
    expect((await campaignRow(id)).status).toBe(CAMPAIGN_STATUS.Dormant);
    expect(await emulatorMessages({ account: emulatorAccount.username })).toHaveLength(sentBefore);

    // Switched on: back to Queued (not Active, which would leave the rest waiting for a build that never comes).
    await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, { json: { active: true } });
    expect([CAMPAIGN_STATUS.Queued, CAMPAIGN_STATUS.Sending]).toContain((await campaignRow(id)).status);
    await invokeFunction('segmentDrain');
    await allEnded(id, 6, 90_000);
    const handset = await emulatorMessages({ account: emulatorAccount.username });
    expect(handset.map((m) => m.to).sort()).toEqual([...numbers].sort());
    expect(handset.every((m) => m.submissions === 1)).toBe(true);
    await invokeFunction('segmentDrain'); // everything sent: the drain completes the campaign
    await eventually(async () =>
      (await campaignRow(id)).status === CAMPAIGN_STATUS.Completed ? true : undefined,
    );
  });
});

describe('the send window on the campaign clock', () => {
  /**
   * Builds the campaign's first segment as the scheduler does when its start date comes (for this
   * campaign only: the scheduler run at a 2027 instant would build other tests' campaigns too).
   */
  async function buildAt(id: number, at: Date) {
    const c = await campaignRow(id);
    expect(c.next_segment_build_at).toEqual(at);
    const jobId = await testDb()
      .transaction()
      .execute(async (trx) => {
        expect(await takeDueBuild(trx, id, at, null)).toBe(true);
        return insertBuild(trx, { accountId: c.account_id, campaignId: id, due: at });
      });
    await sendToStageQueue('segment-builds', { jobId });
    return finishedBuild(id);
  }

  it('before the window and on a public holiday nothing is sent; the next window resumes; past the finish date what is left expires', async () => {
    const numbers = Array.from({ length: 8 }, (_, i) => cell(5400 + i));
    const list = await createListWithContacts(user, 'Holiday list', numbers);
    await createConnectedProvider(user.accountId, { messagesPerSecond: 1 });
    // Wednesday 15 to Friday 17 December 2027, weekdays 08:00-17:00 SAST; the 16th is the Day of
    // Reconciliation.
    const id = await createScheduledCampaign(
      api,
      categoryId,
      0,
      audienceOf([list], { startDate: '2027-12-15', finishDate: '2027-12-17' }),
    );
    const sast = (date: string, time: string) => zonedToUtc(date, time, 'Africa/Johannesburg');
    expect(await buildAt(id, sast('2027-12-15', '00:00'))).toMatchObject({ status: 'Completed', queued: 8 });

    expect((await drainCampaign(testDb(), id, log, sast('2027-12-15', '07:59'))).released).toBe(0);
    expect((await drainCampaign(testDb(), id, log, sast('2027-12-16', '10:00'))).released).toBe(0);
    expect(await messagesOf(id)).toEqual([]);
    expect((await campaignRow(id)).status).toBe(CAMPAIGN_STATUS.Queued);

    // Friday, three seconds before the window closes: one message a second fits three.
    const friday = await drainCampaign(
      testDb(),
      id,
      log,
      new Date(sast('2027-12-17', '17:00').getTime() - 3_000),
    );
    expect(friday.released).toBe(3);
    const released = await messagesOf(id);
    expect(released.map((m) => m.send_until)).toEqual(Array(3).fill(sast('2027-12-17', '17:00')));
    expect(await membersByStatus(id)).toEqual({ Released: 3, Pending: 5 });
    // They go out now, before their window's close (still ahead in real time).
    await allEnded(id, 3);

    // Saturday: the finish date passed, no window is left: the rest expires and the campaign is Completed.
    expect((await drainCampaign(testDb(), id, log, sast('2027-12-18', '10:00'))).released).toBe(0);
    expect(await membersByStatus(id)).toEqual({ Released: 3, Expired: 5 });
    expect((await campaignRow(id)).status).toBe(CAMPAIGN_STATUS.Completed);
    expect((await messagesOf(id)).every((m) => ['Sent', 'Delivered'].includes(m.status))).toBe(true);
  });

  it('a London campaign keeps its hours across the daylight-saving change', async () => {
    const list = await createListWithContacts(user, 'London list', [cell(5501), cell(5502)]);
    await createConnectedProvider(user.accountId);
    // Clocks go forward on Sunday 28 March 2027: 09:00 London is 09:00 UTC before, 08:00 UTC after.
    // (Good Friday 26 and Family Day 29 March are South African public holidays: no window.)
    const id = await createScheduledCampaign(
      api,
      categoryId,
      0,
      audienceOf([list], {
        startDate: '2027-03-24',
        finishDate: '2027-04-02',
        dailySendStartTime: '09:00',
        dailySendFinishTime: '17:00',
        timeZone: 'Europe/London',
      }),
    );
    expect(await buildAt(id, zonedToUtc('2027-03-24', '00:00', 'Europe/London'))).toMatchObject({
      queued: 2,
    });
    // Thursday 25 March, 08:30 UTC = 08:30 GMT: before the window.
    expect((await drainCampaign(testDb(), id, log, new Date('2027-03-25T08:30:00Z'))).released).toBe(0);
    // Tuesday 30 March, 08:30 UTC = 09:30 BST: inside it, closing at 17:00 BST = 16:00 UTC.
    expect((await drainCampaign(testDb(), id, log, new Date('2027-03-30T08:30:00Z'))).released).toBe(2);
    const messages = await messagesOf(id);
    expect(messages.map((m) => m.send_until?.toISOString())).toEqual([
      '2027-03-30T16:00:00.000Z',
      '2027-03-30T16:00:00.000Z',
    ]);
    await allEnded(id, 2);
  });
});
