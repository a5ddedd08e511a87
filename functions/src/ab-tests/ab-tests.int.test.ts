import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignStatus } from '../campaign-status/campaign-status.schemas';
import type { Campaign } from '../campaigns/campaigns.schemas';
import { createLogger } from '../platform/log';
import type { ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { eventually, testDb, type TestUser, withoutMarketingHours } from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
import {
  buildsOf,
  cell,
  createListWithContacts,
  createScheduledCampaign,
  marketingMessage,
  openWindowAudience,
} from '../test-support/segment-fixtures';
import { messagesOf } from '../test-support/sending-fixtures';
import { createConnectedProvider, emulatorMessages } from '../test-support/sms-gateway';
import { drainCampaign } from '../segments/segment-drain';
import { NO_DIFFERENCE } from './ab-tests.schemas';

// A/B message tests through the real stack (issue 31, part 2): the Messages step marks two messages as a test,
// the segment's test share goes out first split evenly between them and the rest is held (the stage's own drain
// runs every 5 s and must not send it); seeded clicks, the drain driven past the wait with an injected clock
// decides, and the rest goes out with the decided message only, each member once.

vi.setConfig({ testTimeout: 180_000 });

const log = createLogger({ test: 'ab-tests' });

let user: TestUser;
let api: ApiClient;
let categoryId: number;

beforeEach(async () => {
  ({ user, api, categoryId } = await signedInClient());
  await withoutMarketingHours(user.accountId);
});

const ended = (m: { status: string }) => ['Sent', 'Delivered', 'Suppressed', 'Failed'].includes(m.status);

const endedCount = (campaignId: number, count: number) =>
  eventually(async () => {
    const messages = await messagesOf(campaignId);
    return messages.length === count && messages.every(ended) ? messages : undefined;
  }, 90_000);

const status = async (id: number) => {
  const r = await api.get<CampaignStatus>(`/api/sms/campaigns/${id}/status`);
  expect(r.status).toBe(200);
  return r.body;
};

/** A campaign over `size` numbers whose first two messages are an A/B test on clicks (20%, 1 hour). */
async function abCampaign(size: number, base: number) {
  const numbers = Array.from({ length: size }, (_, i) => cell(base + i));
  const list = await createListWithContacts(user, 'A/B list', numbers);
  const { emulatorAccount } = await createConnectedProvider(user.accountId, { messagesPerSecond: 20 });
  const id = await createScheduledCampaign(api, categoryId, 0, openWindowAudience([list]), {
    activate: false,
  });
  const texts = [await marketingMessage(api, 'Offer A'), await marketingMessage(api, 'Offer B')];
  const saved = await api.request('PATCH', `/api/sms/campaigns/${id}/messages`, {
    json: {
      messages: texts.map((message) => ({ id: null, active: true, message, abVariant: true })),
      clickUrl: 'https://shop.example/offer',
      abTest: { metric: 'clicks', testPercent: 20, waitHours: 1 },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const [a, b] = (saved.body as { ids: number[] }).ids as [number, number];
  const campaign = await api.get<Campaign>(`/api/sms/campaigns/${id}`);
  expect(campaign.body.messages).toMatchObject({
    abTest: { metric: 'clicks', testPercent: 20, waitHours: 1 },
    messages: [
      { id: a, abVariant: true },
      { id: b, abVariant: true },
    ],
  });
  const active = await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, {
    json: { active: true },
  });
  expect(active.status, JSON.stringify(active.body)).toBe(204);

  await invokeFunction('segmentScheduler');
  await eventually(async () => ((await buildsOf(id))[0]?.status === 'Completed' ? true : undefined), 30_000);
  return { id, a, b, numbers, emulatorAccount };
}

/** The test phase: the share goes out split evenly, the rest held through later drains. */
async function testPhase(id: number, a: number, b: number, share: number) {
  await invokeFunction('segmentDrain');
  const tested = await endedCount(id, share);
  const byVariant = (mid: number) => tested.filter((m) => m.campaign_message_id === mid).length;
  expect(byVariant(a)).toBe(share / 2);
  expect(byVariant(b)).toBe(share / 2);
  await invokeFunction('segmentDrain');
  await new Promise((r) => setTimeout(r, 6000)); // the stage's own drain ticks too
  expect(await messagesOf(id)).toHaveLength(share);
  const waiting = await status(id);
  expect(waiting.abTest).toMatchObject({ state: 'Waiting', testSize: share, decision: null });
  const decideAt = new Date(waiting.abTest!.decideAt!);
  expect(decideAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
  // Not yet due: the drain at a minute before still holds the rest.
  await drainCampaign(testDb(), id, log, new Date(decideAt.getTime() - 60_000));
  expect(await messagesOf(id)).toHaveLength(share);
  return { tested, decideAt };
}

async function seedClicks(
  messages: { id: number; account_id: number; campaign_id: number; recipient: string }[],
) {
  await testDb()
    .insertInto('sms_clicks')
    .values(
      messages.map((m) => ({
        message_id: m.id,
        account_id: m.account_id,
        campaign_id: m.campaign_id,
        recipient: m.recipient,
        url: 'https://shop.example/offer',
        first_click_at: new Date(),
        latest_click_at: new Date(),
      })),
    )
    .execute();
}

describe('an A/B message test on clicks', () => {
  it('sends the test share first, then the rest with the clear winner only, each member once', async () => {
    const { id, a, b, numbers, emulatorAccount } = await abCampaign(50, 7100);
    const { tested, decideAt } = await testPhase(id, a, b, 10);
    await seedClicks(tested.filter((m) => m.campaign_message_id === b));

    // Past the wait: the decision, then the rest with B. Deciding again sends nothing more.
    const after = new Date(decideAt.getTime() + 1000);
    await drainCampaign(testDb(), id, log, after);
    await drainCampaign(testDb(), id, log, after);
    const all = await endedCount(id, 50);
    const rest = all.filter((m) => !tested.some((t) => t.id === m.id));
    expect(rest).toHaveLength(40);
    expect(rest.every((m) => m.campaign_message_id === b)).toBe(true);
    expect(new Set(all.map((m) => m.recipient)).size).toBe(50);
    const handset = await emulatorMessages({ account: emulatorAccount.username });
    expect(handset.map((m) => m.to).sort()).toEqual([...numbers].sort());
    expect(handset.every((m) => m.submissions === 1)).toBe(true);

    const decided = await status(id);
    expect(decided.abTest!.state).toBe('Decided');
    expect(decided.abTest!.decision).toMatchObject({ messageId: b, label: 'Message 2', significant: true });
    expect(decided.abTest!.decision!.pValue).toBeLessThan(0.05);
    // The variants' figures are their test messages' only (B's rest is not counted).
    expect(decided.abTest!.variants).toMatchObject([
      { messageId: a, label: 'Message 1', sent: 5, count: 0, rate: 0 },
      { messageId: b, label: 'Message 2', sent: 5, count: 5, rate: 1 },
    ]);

    // A copy keeps the test's settings and its variants, not the decided test: it plans a test of its own.
    const copied = await api.post<{ id: number }>(`/api/sms/campaigns/${id}/copy`);
    expect(copied.status).toBe(201);
    const copy = await api.get<Campaign>(`/api/sms/campaigns/${copied.body.id}`);
    expect(copy.body.messages).toMatchObject({
      abTest: { metric: 'clicks', testPercent: 20, waitHours: 1 },
      messages: [{ abVariant: true }, { abVariant: true }],
    });
    const planned = await status(copied.body.id);
    expect(planned.abTest).toMatchObject({ state: 'Planned', testSize: null, decision: null });
  });

  it('no significant difference: the rest gets the first message', async () => {
    const { id, a, b } = await abCampaign(20, 7300);
    const { tested, decideAt } = await testPhase(id, a, b, 4);
    // One click on B out of two: far from significant.
    await seedClicks(tested.filter((m) => m.campaign_message_id === b).slice(0, 1));
    await drainCampaign(testDb(), id, log, new Date(decideAt.getTime() + 1000));
    const all = await endedCount(id, 20);
    const rest = all.filter((m) => !tested.some((t) => t.id === m.id));
    expect(rest).toHaveLength(16);
    expect(rest.every((m) => m.campaign_message_id === a)).toBe(true);
    const decided = await status(id);
    expect(decided.abTest!.decision).toMatchObject({ messageId: a, significant: false });
    expect(NO_DIFFERENCE).toBe('No significant difference: the rest of the audience got the first message.');
  });
});
