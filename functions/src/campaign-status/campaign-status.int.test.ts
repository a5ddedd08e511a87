import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { bumpCampaignStats, hourOf } from '../sending/campaign-stats.repository';
import { ApiClient } from '../test-support/api-client';
import { createCampaignBasics, signedInClient } from '../test-support/campaign-fixtures';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import type { CampaignStatus } from './campaign-status.schemas';

const HOUR = 60 * 60 * 1000;

let user: TestUser;
let api: ApiClient;
let categoryId: number;

beforeAll(async () => {
  ({ user, api, categoryId } = await signedInClient());
});

async function insertCampaign(owner: TestUser, name: string, type = 2, category = categoryId) {
  const { insertId } = await testDb()
    .insertInto('sms_campaigns')
    .values({ account_id: owner.accountId, category_id: category, name, type, status: 5 })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

const status = (id: number, query = '') => api.get<CampaignStatus>(`/api/sms/campaigns/${id}/status${query}`);

describe('GET /api/sms/campaigns/{id}/status', () => {
  it('adds up the hourly counters and charts sends and deliveries per hour, zeros in between', async () => {
    const id = await insertCampaign(user, 'Order updates');
    const now = new Date();
    const bump = (hoursAgo: number, counts: Parameters<typeof bumpCampaignStats>[1]['counts'], cost = 0) =>
      bumpCampaignStats(testDb(), {
        campaignId: id,
        accountId: user.accountId,
        at: new Date(now.getTime() - hoursAgo * HOUR),
        counts,
        cost,
      });
    // 60 hours ago: outside the chart's 48 hours, still in the totals.
    await bump(60, { queued: 4, sent: 4, delivered: 4, segments: 4 }, 1.0);
    await bump(2, { queued: 10, suppressed: 2, sent: 9, segments: 12 }, 3.1234);
    await bump(2, { delivered: 6, undelivered: 1, failed: 1 });
    await bump(0, { queued: 5, sent: 2, delivered: 1, clicks: 3, unique_clicks: 2, segments: 2 }, 0.5);

    const answer = await status(id);
    expect(answer.status).toBe(200);
    expect(answer.body.campaign).toEqual({
      id,
      name: 'Order updates',
      type: 2,
      isTransactional: true,
      status: 5,
      archived: false,
      timeZone: 'Africa/Johannesburg',
      nextSegmentBuildAt: null,
    });
    // A transactional campaign builds no segment.
    expect(answer.body.segment).toBeNull();
    expect(answer.body.totals).toEqual({
      queued: 19,
      inFlight: 19 - 15 - 1,
      // Sent this hour and the last (2) less reported since (1); the earlier hours are not waited for.
      awaitingReports: 1,
      sent: 15,
      delivered: 11,
      undelivered: 1,
      failed: 1,
      suppressed: 2,
      clicks: 3,
      uniqueClicks: 2,
      segments: 18,
      cost: 4.6234,
      deliveryRate: 11 / 15,
      currencySymbol: 'R',
    });

    const { series } = answer.body;
    expect(series).toHaveLength(48);
    const hour = (hoursAgo: number) => hourOf(new Date(now.getTime() - hoursAgo * HOUR)).toISOString();
    expect(series.at(-1)!.hour).toBe(hour(0));
    expect(series[0]!.hour).toBe(hour(47));
    const at = (hoursAgo: number) => series.find((h) => h.hour === hour(hoursAgo));
    expect(at(0)).toEqual({ hour: hour(0), sent: 2, delivered: 1 });
    expect(at(2)).toEqual({ hour: hour(2), sent: 9, delivered: 6 });
    expect(at(1)).toEqual({ hour: hour(1), sent: 0, delivered: 0 });
    expect(series.reduce((sum, h) => sum + h.sent, 0)).toBe(11);

    const short = await status(id, '?hours=2');
    expect(short.body.series.map((h) => h.hour)).toEqual([hour(1), hour(0)]);
    expect(short.body.totals.sent).toBe(15);
    expect((await status(id, `?hours=${24 * 31}`)).body.series).toHaveLength(744);
  });

  it('counts the sends of this hour and the last that still wait for a delivery report', async () => {
    const id = await insertCampaign(user, 'Awaiting reports');
    const now = new Date();
    const bump = (hoursAgo: number, counts: Parameters<typeof bumpCampaignStats>[1]['counts']) =>
      bumpCampaignStats(testDb(), {
        campaignId: id,
        accountId: user.accountId,
        at: new Date(now.getTime() - hoursAgo * HOUR),
        counts,
      });
    // Three hours ago: sent, never reported (not waited for any more).
    await bump(3, { queued: 2, sent: 2 });
    // An hour ago three were sent; one report came this hour.
    await bump(1, { queued: 3, sent: 3 });
    await bump(0, { delivered: 1 });
    expect((await status(id)).body.totals).toMatchObject({ inFlight: 0, sent: 5, awaitingReports: 2 });
    await bump(0, { delivered: 1, undelivered: 1 });
    expect((await status(id)).body.totals).toMatchObject({ inFlight: 0, awaitingReports: 0, delivered: 2 });
  });

  it('answers zeros and no delivery rate for a campaign that sent nothing yet', async () => {
    const id = await insertCampaign(user, 'Nothing yet', 0);
    const answer = await status(id);
    expect(answer.status).toBe(200);
    expect(answer.body.campaign.isTransactional).toBe(false);
    expect(answer.body.totals).toMatchObject({
      queued: 0,
      inFlight: 0,
      awaitingReports: 0,
      sent: 0,
      cost: 0,
      deliveryRate: null,
    });
    expect(answer.body.series.every((h) => h.sent === 0 && h.delivered === 0)).toBe(true);
  });

  it('shows cost in the currency of the account’s country', async () => {
    const other = await createAccountWithUser();
    await testDb()
      .updateTable('accounts')
      .set({ default_country_iso3166: 'GB' })
      .where('id', '=', other.accountId)
      .execute();
    const client = new ApiClient();
    await client.signIn(other.email, other.password);
    const id = await insertCampaign(other, 'UK', 2, (await createCampaignBasics(other)).categoryId);
    const answer = await client.get<CampaignStatus>(`/api/sms/campaigns/${id}/status`);
    expect(answer.body.totals.currencySymbol).toBe('£');
  });

  it('does not show another account’s campaign, or one that does not exist (404)', async () => {
    const other = await createAccountWithUser();
    const theirs = await insertCampaign(other, 'Theirs', 2, (await createCampaignBasics(other)).categoryId);
    await bumpCampaignStats(testDb(), {
      campaignId: theirs,
      accountId: other.accountId,
      at: new Date(),
      counts: { sent: 5 },
    });
    for (const id of [theirs, 999_999_999]) {
      const answer = await api.get<ErrorBody>(`/api/sms/campaigns/${id}/status`);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'The campaign was not found.' });
    }
  });

  it('refuses a window outside 1 to 744 hours, and callers without a session', async () => {
    const id = await insertCampaign(user, 'Windows');
    for (const hours of ['0', '745', 'abc', '1.5']) {
      const answer = await api.get<ErrorBody>(`/api/sms/campaigns/${id}/status?hours=${hours}`);
      expect(answer.status, hours).toBe(400);
      expect(answer.body.error.fields?.hours).toBeDefined();
    }
    expect((await new ApiClient().get(`/api/sms/campaigns/${id}/status`)).status).toBe(401);
  });
});
