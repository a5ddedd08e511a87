import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS } from '../campaigns/campaigns.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { addDays, localPartsOf, zonedToUtc } from '../platform/time/zoned-time';
import { publicHolidayOn } from '../segments/exclusion-days';
import { ApiClient } from '../test-support/api-client';
import { createCampaignBasics, signedInClient } from '../test-support/campaign-fixtures';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
import {
  audienceOf,
  buildsOf,
  campaignRow,
  cell,
  createListWithContacts,
  createScheduledCampaign,
  suppress,
  todaySast,
} from '../test-support/segment-fixtures';
import type { CampaignStatus } from './campaign-status.schemas';

// The status page's Segment section through the real stack (issue 11): a Long Running campaign created and
// activated through the API, its segment built by the scheduler and the segment build worker, then
// GET /api/sms/campaigns/{id}/status.

const ZONE = 'Africa/Johannesburg';

let user: TestUser;
let api: ApiClient;
let categoryId: number;

beforeAll(async () => {
  ({ user, api, categoryId } = await signedInClient());
});

const status = (id: number, client = api) => client.get<CampaignStatus>(`/api/sms/campaigns/${id}/status`);

const completedBuilds = (campaignId: number, count: number) =>
  eventually(async () => {
    const builds = (await buildsOf(campaignId)).filter((b) => b.status === 'Completed');
    return builds.length >= count ? builds : undefined;
  }, 30_000);

/** Every ISO weekday but today's on the South African clock: the window is shut today, whatever the hour. */
function everyDayButToday(): number[] {
  const today = localPartsOf(new Date(), ZONE).isoWeekday;
  return [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today);
}

/** The first date after today that is not a public holiday: the next window's day (today is left out). */
function nextWorkingDate(): string {
  let date = addDays(todaySast(), 1);
  while (publicHolidayOn(date)) date = addDays(date, 1);
  return date;
}

describe('the status of a scheduled campaign', () => {
  it('shows the latest completed segment build: its progress, the next window and the next build', async () => {
    const numbers = [1, 2, 3, 4, 5].map((i) => cell(600 + i));
    const list = await createListWithContacts(user, 'Status audience', numbers);
    await suppress(user, 'sms_optouts', [numbers[0]!]);
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([list], {
        scheduleDays: everyDayButToday(),
        dailySendStartTime: '09:00',
        dailySendFinishTime: '17:00',
        recycleCampaignDays: 3,
        restPeriodDays: 0,
      }),
      { activate: false, name: 'Status weekly' },
    );

    // Not active yet: no segment, and the first build is due at the start of the start date.
    const before = await status(id);
    expect(before.status).toBe(200);
    expect(before.body.segment).toBeNull();
    expect(before.body.campaign).toMatchObject({
      type: 1,
      timeZone: ZONE,
      nextSegmentBuildAt: zonedToUtc(todaySast(), '00:00', ZONE).toISOString(),
    });

    await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, { json: { active: true } });
    await invokeFunction('segmentScheduler');
    const [first] = await completedBuilds(id, 1);
    const row = await campaignRow(id);
    expect(row.status).toBe(CAMPAIGN_STATUS.Queued);

    const answer = await status(id);
    expect(answer.status).toBe(200);
    const day = nextWorkingDate();
    expect(answer.body.segment).toEqual({
      buildId: first!.id,
      builtAt: first!.finished_at!.toISOString(),
      queued: 4,
      released: 0,
      pending: 4,
      timeZone: ZONE,
      window: {
        opensAt: zonedToUtc(day, '09:00', ZONE).toISOString(),
        closesAt: zonedToUtc(day, '17:00', ZONE).toISOString(),
        open: false,
      },
      holidayToday: publicHolidayOn(todaySast()),
      // Recycle days on from the first build, at the start of that day on the campaign's clock.
      nextBuildAt: zonedToUtc(addDays(todaySast(), 3), '00:00', ZONE).toISOString(),
    });
    expect(answer.body.campaign.nextSegmentBuildAt).toBe(answer.body.segment!.nextBuildAt);
    expect(row.next_segment_build_at!.toISOString()).toBe(answer.body.segment!.nextBuildAt);

    // The drain hands members to sending: they count as released, the rest as pending.
    await testDb()
      .updateTable('sms_segment_members')
      .set({ status: 'Released' })
      .where('build_id', '=', first!.id)
      .where('recipient', 'in', [numbers[1]!, numbers[2]!, numbers[3]!])
      .execute();
    expect((await status(id)).body.segment).toMatchObject({ queued: 4, released: 3, pending: 1 });

    // A later build replaces the segment; a failed one after it does not.
    await testDb()
      .updateTable('sms_campaigns')
      .set({ next_segment_build_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await invokeFunction('segmentScheduler');
    const second = (await completedBuilds(id, 2))[1]!;
    await testDb()
      .insertInto('sms_segment_builds')
      .values({
        account_id: user.accountId,
        campaign_id: id,
        due_at: new Date(Date.now() + 86_400_000),
        status: 'Failed',
        error_text: 'A failed build',
        started_at: new Date(),
        finished_at: new Date(),
      })
      .execute();
    const latest = (await status(id)).body.segment;
    // Nothing was sent yet (the members were marked by hand), so everyone is queued again.
    expect(latest).toMatchObject({ buildId: second.id, queued: 4, released: 0, pending: 4 });
  });

  it('has no window once the campaign’s finish date passed', async () => {
    const list = await createListWithContacts(user, 'Short audience', [cell(611)]);
    const id = await createScheduledCampaign(
      api,
      categoryId,
      0,
      audienceOf([list], { scheduleDays: everyDayButToday() }),
      { name: 'Over soon' },
    );
    await invokeFunction('segmentScheduler');
    await completedBuilds(id, 1);
    await testDb()
      .updateTable('sms_campaigns')
      .set({ campaign_finish_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    expect((await status(id)).body.segment).toMatchObject({ queued: 1, pending: 1, window: null });
  });

  it('gives a transactional campaign no segment', async () => {
    const created = await api.post<{ id: number }>('/api/sms/campaigns/transactional', {
      name: 'Status OTP',
      categoryId,
    });
    expect(created.status).toBe(201);
    const answer = await status(created.body.id);
    expect(answer.body.segment).toBeNull();
    expect(answer.body.campaign.nextSegmentBuildAt).toBeNull();
  });

  it('does not show another account’s scheduled campaign or its segment (404)', async () => {
    const stranger = await createAccountWithUser();
    const theirs = new ApiClient();
    await theirs.signIn(stranger.email, stranger.password);
    const list = await createListWithContacts(stranger, 'Their audience', [cell(621), cell(622)]);
    const id = await createScheduledCampaign(
      theirs,
      (await createCampaignBasics(stranger)).categoryId,
      0,
      audienceOf([list]),
    );
    await invokeFunction('segmentScheduler');
    await completedBuilds(id, 1);
    expect((await status(id, theirs)).body.segment).toMatchObject({ queued: 2 });
    const answer = await api.get<ErrorBody>(`/api/sms/campaigns/${id}/status`);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'The campaign was not found.' });
  });
});
