// Routing by measured delivery on the test stack: three providers of a spread on the gateway emulator, one of
// them losing its delivery reports. The evaluator is the production code, called here for the test's own
// account (the stage's own schedule is paused: LOCAL_SCHEDULES_PAUSED in infra/env/test.env), with the test
// stage's thresholds (seconds, infra/env/test.env); the sends go through the real endpoint, relay, worker and
// adapter. Traffic moves away from the degraded provider, then comes back gradually; a campaign that selected
// a degraded provider holds its messages (never switching), shows why, and sends each once when it recovers.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBase, cdnHeaders, ApiClient } from '../../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../../test-support/fixtures';
import {
  createSendingSetup,
  insertMessageRow,
  messagesOf,
  statsOf,
  type SendingSetup,
} from '../../test-support/sending-fixtures';
import { emulatorMessages, emulatorUrl, setEmulatorBehaviour } from '../../test-support/sms-gateway';
import { createLogger } from '../../platform/log';
import type { CampaignStatus } from '../../campaign-status/campaign-status.schemas';
import { evaluateProviderHealth } from './evaluate-health';
import type { ProviderHealthList } from './health.schemas';
import { healthCacheMs } from './health-settings';

vi.setConfig({ testTimeout: 180_000 });

const log = createLogger({ test: 'provider-routing' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let user: TestUser;
let api: ApiClient;

beforeEach(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
});

/** Evaluates the account's providers now (the schedule's code), then waits out the workers' health cache. */
async function evaluate() {
  const result = await evaluateProviderHealth(testDb(), log, { accountId: user.accountId });
  await sleep(healthCacheMs() + 300);
  return result;
}

const healthRow = (providerId: number) =>
  testDb()
    .selectFrom('sms_provider_health')
    .selectAll()
    .where('provider_id', '=', providerId)
    .executeTakeFirstOrThrow();

/** Waits until the provider's cool-down or ramp step is over, then evaluates. */
async function evaluateAfterStep(providerId: number) {
  const { until } = await healthRow(providerId);
  if (until) await sleep(Math.max(0, until.getTime() - Date.now()) + 200);
  return evaluate();
}

let numbers = 0;
/** Sends `count` messages through the partner batch endpoint; their ids. */
async function sendBatch(setup: SendingSetup, count: number): Promise<number[]> {
  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  const recipients = Array.from({ length: count }, () => ({
    to: `+2782${String(base + ++numbers).padStart(7, '0')}`,
  }));
  const res = await fetch(`${apiBase()}/api/campaigns/sms/${setup.campaignId}/sms/send/batch`, {
    method: 'POST',
    headers: { ...cdnHeaders(), 'content-type': 'application/json', 'x-api-key': setup.apiKey },
    body: JSON.stringify({ recipients }),
  });
  expect(res.status).toBe(207);
  const body = (await res.json()) as {
    accepted: number;
    results: { accepted: boolean; messageId?: number }[];
  };
  expect(body.accepted).toBe(count);
  return body.results.map((r) => r.messageId!);
}

/** Waits until each message was handed to a provider and, unless that provider loses reports, delivered. */
async function settled(ids: number[], losingReports: number[] = []) {
  return eventually(async () => {
    const rows = await testDb().selectFrom('sms_messages').selectAll().where('id', 'in', ids).execute();
    const done = rows.every((r) =>
      losingReports.includes(r.provider_id ?? 0) ? r.status === 'Sent' : r.status === 'Delivered',
    );
    return done ? rows : undefined;
  }, 60_000);
}

/** How many of the messages each provider sent. */
const countBy = (rows: { provider_id: number | null }[], providerId: number) =>
  rows.filter((r) => r.provider_id === providerId).length;

const restoreBehaviour = async (username: string) => {
  const res = await fetch(`${emulatorUrl()}/__emulator/accounts/${encodeURIComponent(username)}/behaviour`, {
    method: 'DELETE',
  });
  expect(res.ok).toBe(true);
};

/** Everything the emulator account received. */
async function receivedBy(account: string): Promise<{ reference: string | null; submissions: number }[]> {
  const res = await fetch(
    `${emulatorUrl()}/__emulator/messages?account=${encodeURIComponent(account)}&limit=1000`,
  );
  expect(res.ok).toBe(true);
  return (await res.json()) as { reference: string | null; submissions: number }[];
}

async function providerHealth(providerId: number) {
  const res = await api.get<ProviderHealthList>('/api/sms/providers/health');
  expect(res.status).toBe(200);
  return res.body.providers.find((p) => p.providerId === providerId)!;
}

describe('routing by measured delivery', () => {
  it('moves a spread of three away from a provider that loses its delivery reports, and brings it back gradually', async () => {
    const setup = await createSendingSetup(user, {
      connected: true,
      providers: [{ name: 'Alpha' }, { name: 'Beta' }, { name: 'Gamma' }],
    });
    const [alpha, beta, gamma] = setup.providerIds as [number, number, number];
    // Gamma accepts messages but its delivery reports never come (a provider whose network is failing).
    await setEmulatorBehaviour(setup.emulatorAccounts[2]!.username, { dlrDrop: true });
    await evaluate();
    expect((await providerHealth(gamma)).state).toBe('Ok');

    // Before: the spread sends a third each.
    const before = await settled(await sendBatch(setup, 30), [gamma]);
    expect([countBy(before, alpha), countBy(before, beta), countBy(before, gamma)]).toEqual([10, 10, 10]);

    // Once the reports are due (SMS_HEALTH_REPORT_WAIT_SECONDS), Gamma's last hour is 0% delivered: degraded.
    await sleep(1_200);
    const judged = await evaluate();
    expect(judged.degraded).toEqual([gamma]);
    expect(await providerHealth(gamma)).toMatchObject({
      state: 'Degraded',
      weight: 0,
      deliveryRate: 0,
      norm: 0.9,
      reason: 'delivery 0% in the last hour against its usual 90%',
    });
    expect(await providerHealth(alpha)).toMatchObject({ state: 'Ok', weight: 100, deliveryRate: 1 });
    const status = await api.get<CampaignStatus>(`/api/sms/campaigns/${setup.campaignId}/status`);
    expect(status.body.providerHealth).toMatchObject({
      providers: [{ providerId: gamma, name: 'Gamma', state: 'Degraded' }],
      hold: null,
      allDegraded: false,
    });

    // While degraded: none of the new sends goes to Gamma, none is lost.
    const away = await settled(await sendBatch(setup, 30), [gamma]);
    expect(countBy(away, gamma)).toBe(0);
    expect(countBy(away, alpha) + countBy(away, beta)).toBe(30);
    expect(Math.abs(countBy(away, alpha) - countBy(away, beta))).toBeLessThanOrEqual(4);

    // Gamma recovers. After the cool-down it gets 10% of its share, then 50%, then all of it.
    await restoreBehaviour(setup.emulatorAccounts[2]!.username);
    expect((await evaluateAfterStep(gamma)).recovering).toEqual([gamma]);
    expect(await providerHealth(gamma)).toMatchObject({ state: 'Recovering', weight: 10 });
    const at10 = countBy(await settled(await sendBatch(setup, 42)), gamma);

    await evaluateAfterStep(gamma);
    expect(await providerHealth(gamma)).toMatchObject({ state: 'Recovering', weight: 50 });
    const at50 = countBy(await settled(await sendBatch(setup, 42)), gamma);

    await evaluateAfterStep(gamma);
    expect(await providerHealth(gamma)).toMatchObject({ state: 'Ok', weight: 100, reason: null });
    const at100 = countBy(await settled(await sendBatch(setup, 42)), gamma);

    // 42 × 10/210 = 2, 42 × 50/250 = 8.4, 42 / 3 = 14.
    expect(at10).toBeGreaterThanOrEqual(1);
    expect(at10).toBeLessThanOrEqual(4);
    expect(at50).toBeGreaterThanOrEqual(6);
    expect(at50).toBeLessThanOrEqual(11);
    expect(at100).toBeGreaterThanOrEqual(12);
    expect(at100).toBeLessThanOrEqual(16);
    expect(at10).toBeLessThan(at50);
    expect(at50).toBeLessThan(at100);

    // Nothing lost, nothing sent twice: every message handed over once, on its first attempt.
    const all = await messagesOf(setup.campaignId);
    expect(all).toHaveLength(186);
    expect(all.every((m) => m.send_attempts === 1 && m.sent_at !== null)).toBe(true);
    const received = (await Promise.all(setup.emulatorAccounts.map((a) => receivedBy(a.username)))).flat();
    expect(received).toHaveLength(186);
    expect(received.every((m) => m.submissions === 1)).toBe(true);
    expect(new Set(received.map((m) => m.reference)).size).toBe(186);
    expect(
      (await api.get<CampaignStatus>(`/api/sms/campaigns/${setup.campaignId}/status`)).body.providerHealth,
    ).toEqual({ providers: [], hold: null, allDegraded: false });
  });

  it('degrades a provider whose calls fail (5xx), so the spread stops trying it first', async () => {
    const setup = await createSendingSetup(user, {
      connected: true,
      providers: [{ name: 'Alpha' }, { name: 'Bravo' }],
    });
    const [alpha, bravo] = setup.providerIds as [number, number];
    await setEmulatorBehaviour(setup.emulatorAccounts[1]!.username, { failWith: 503, failRate: 1 });
    await evaluate();
    // Half the messages start on Bravo: two failed attempts each, then Alpha sends them.
    const first = await settled(await sendBatch(setup, 10));
    expect(countBy(first, alpha)).toBe(10);
    expect(first.filter((m) => m.send_attempts === 3)).toHaveLength(5);
    expect((await evaluate()).degraded).toEqual([bravo]);
    expect(await providerHealth(bravo)).toMatchObject({
      state: 'Degraded',
      errorRate: 1,
      reason: '10 of its last 10 send attempts failed',
    });
    // Now every message goes straight to Alpha: one attempt each, no new failure on Bravo.
    const next = await settled(await sendBatch(setup, 10));
    expect(next.every((m) => m.provider_id === alpha && m.send_attempts === 1)).toBe(true);
    const errors = await testDb()
      .selectFrom('sms_provider_errors')
      .select((eb) => eb.fn.sum<string>('errors').as('n'))
      .where('provider_id', '=', bravo)
      .executeTakeFirstOrThrow();
    expect(Number(errors.n)).toBe(10);
  });

  it("judges a provider against its own norm, rolled up from its closed hours' messages", async () => {
    const setup = await createSendingSetup(user, { providers: [{ name: 'Low route' }] });
    const [provider] = setup.providerIds as [number];
    const seed = (count: number, status: 'Delivered' | 'Undelivered' | 'Sent', sentAt: Date) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          insertMessageRow({
            account_id: user.accountId,
            campaign_id: setup.campaignId,
            recipient: `+2782555${String(i).padStart(4, '0')}`,
            provider_id: provider,
            status,
            sent_at: sentAt,
            enqueued_at: sentAt,
          }),
        ),
      );
    // The last closed hour: 60% delivered (a route that always delivers about that).
    const lastHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 30 * 60_000);
    await seed(120, 'Delivered', lastHour);
    await seed(80, 'Undelivered', lastHour);
    await evaluate();
    expect(
      await testDb()
        .selectFrom('sms_provider_delivery_hours')
        .select(['judged', 'delivered'])
        .where('provider_id', '=', provider)
        .execute(),
    ).toContainEqual({ judged: 200, delivered: 120 });

    // Now 50% (below the default norm's 67.5% threshold, above its own 60% × 0.75 = 45%): not degraded.
    await seed(10, 'Delivered', new Date());
    await seed(10, 'Sent', new Date());
    await sleep(1_200);
    expect((await evaluate()).degraded).toEqual([]);
    expect(await providerHealth(provider)).toMatchObject({ state: 'Ok', deliveryRate: 0.5, norm: 0.6 });

    // A third delivered is well below its norm: degraded.
    await seed(10, 'Sent', new Date());
    await sleep(1_200);
    expect((await evaluate()).degraded).toEqual([provider]);
    expect((await providerHealth(provider)).reason).toBe(
      'delivery 33% in the last hour against its usual 60%',
    );
  });

  it('holds a campaign whose selected provider is degraded, shows why, and sends each message once when it recovers', async () => {
    const setup = await createSendingSetup(user, {
      connected: true,
      providerOption: 'SelectedProvider',
      providers: [{ name: 'Vodacom Bulk' }],
    });
    const [selected] = setup.providerIds as [number];
    const account = setup.emulatorAccounts[0]!.username;
    await setEmulatorBehaviour(account, { dlrDrop: true });
    await evaluate();
    await settled(await sendBatch(setup, 8), [selected]);
    await sleep(1_200);
    expect((await evaluate()).degraded).toEqual([selected]);

    // New messages wait (Queued, not Failed), never switch, and say why; the status page says it too.
    const waiting = await sendBatch(setup, 4);
    const hold =
      'Holding: Vodacom Bulk is degraded (delivery 0% in the last hour against its usual 90%). ' +
      'Sending resumes when it recovers.';
    await eventually(async () => {
      const rows = await testDb().selectFrom('sms_messages').selectAll().where('id', 'in', waiting).execute();
      return rows.every((r) => r.status === 'Queued' && r.fail_reason === hold) ? rows : undefined;
    }, 30_000);
    const status = await api.get<CampaignStatus>(`/api/sms/campaigns/${setup.campaignId}/status`);
    expect(status.body.providerHealth).toMatchObject({
      providers: [{ providerId: selected, state: 'Degraded' }],
      hold,
    });
    // Held through several looks (SMS_HEALTH_HOLD_SECONDS apart): still unsent, no attempt used.
    await sleep(5_000);
    const stillHeld = await testDb()
      .selectFrom('sms_messages')
      .selectAll()
      .where('id', 'in', waiting)
      .execute();
    // (A message may be mid-look: Sending, its one claim counted, for a moment.)
    expect(
      stillHeld.every(
        (r) => ['Queued', 'Sending'].includes(r.status) && r.sent_at === null && r.send_attempts <= 1,
      ),
    ).toBe(true);
    for (const id of waiting) expect(await emulatorMessages({ reference: String(id) })).toHaveLength(0);

    // It recovers: through the ramp to Ok, and every held message is sent, once, and delivered.
    await restoreBehaviour(account);
    await evaluateAfterStep(selected);
    expect(await providerHealth(selected)).toMatchObject({ state: 'Recovering', weight: 10 });
    await evaluateAfterStep(selected);
    await evaluateAfterStep(selected);
    expect(await providerHealth(selected)).toMatchObject({ state: 'Ok' });
    const sent = await settled(waiting);
    expect(
      sent.every((m) => m.provider_id === selected && m.send_attempts === 1 && m.fail_reason === null),
    ).toBe(true);
    for (const id of waiting) {
      const received = await emulatorMessages({ reference: String(id) });
      expect(received).toHaveLength(1);
      expect(received[0]!.submissions).toBe(1);
    }
    expect(await statsOf(setup.campaignId)).toMatchObject({ queued: 12, sent: 12, delivered: 4, failed: 0 });
    const after = await api.get<CampaignStatus>(`/api/sms/campaigns/${setup.campaignId}/status`);
    expect(after.body.providerHealth).toEqual({ providers: [], hold: null, allDegraded: false });
  });
});
