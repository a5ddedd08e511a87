import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_TEXTS } from '../campaigns/campaign-audience.schemas';
import { CAMPAIGN_STATUS } from '../campaigns/campaigns.schemas';
import { ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { deliverToWorker, invokeFunction } from '../test-support/functions';
import {
  audienceOf,
  buildsOf,
  campaignRow,
  cell,
  createListWithContacts,
  createScheduledCampaign,
  membersOf,
  suppress,
} from '../test-support/segment-fixtures';
import { insertMessageRow } from '../test-support/sending-fixtures';
import { SEGMENT_BUILD_JOB } from './segment-build.job';

// Segment builds through the real stack (issue 11): the scheduler queues a build for each due campaign,
// the segment build worker selects the segment in SQL, and the shared job machinery (lease, sweeper,
// dead-letter queue) looks after it. The test stage also runs the scheduler every 5 s by itself.

let user: TestUser;
let api: ApiClient;
let categoryId: number;

beforeAll(async () => {
  ({ user, api, categoryId } = await signedInClient());
});

const finishedBuild = (campaignId: number, count = 1) =>
  eventually(async () => {
    const builds = await buildsOf(campaignId);
    const done = builds.filter((b) => b.status === 'Completed' || b.status === 'Failed');
    return done.length >= count ? done[count - 1] : undefined;
  }, 30_000);

/** A message this campaign sent the recipient `daysAgo` days ago (as the drain will write it). */
async function sentBefore(campaignId: number, recipient: string, daysAgo: number) {
  await insertMessageRow({
    account_id: user.accountId,
    campaign_id: campaignId,
    source: 'Segment',
    recipient,
    body: 'Earlier',
    status: 'Delivered',
    created_at: new Date(Date.now() - daysAgo * 86_400_000),
  });
}

describe('a segment build', () => {
  it('selects the audience minus opt-outs, DMA, exclusion lists and the rest period, once per number', async () => {
    const n = (i: number) => cell(100 + i);
    const listOne = await createListWithContacts(user, 'One', [n(1), n(2), n(3), n(4), n(5), n(6)]);
    const listTwo = await createListWithContacts(user, 'Two', [n(5), n(6), n(7), n(8)]);
    const excluded = await createListWithContacts(user, 'Exclude me', [n(3)]);
    await createListWithContacts(user, 'Account DMA list', [n(4)], { exclusionList: true });
    await suppress(user, 'sms_optouts', [n(1)]);
    await suppress(user, 'dma_optouts', [n(1), n(2)]);
    // Another account's opt-out of n(5) does not touch this account.
    const stranger = await createAccountWithUser();
    await suppress(stranger, 'sms_optouts', [n(5)]);

    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([listOne, listTwo], {
        excludeListIds: [excluded],
        recycleCampaignDays: 3,
        restPeriodDays: 7,
      }),
      { activate: false },
    );
    await sentBefore(id, n(7), 2); // within the rest period
    await sentBefore(id, n(8), 9); // before it
    await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, { json: { active: true } });
    const due = (await campaignRow(id)).next_segment_build_at!;

    await invokeFunction('segmentScheduler');
    const build = await finishedBuild(id);
    expect(build).toMatchObject({
      status: 'Completed',
      due_at: due,
      member_rows: 10,
      candidates: 8,
      duplicates: 2,
      excluded_optout: 1,
      excluded_dma: 1,
      excluded_list: 2,
      excluded_rest: 1,
      queued: 3,
      error_text: null,
    });
    const members = await membersOf(build!.id);
    expect(members.filter((m) => m.status === 'Pending').map((m) => m.recipient)).toEqual([n(5), n(6), n(8)]);
    expect(Object.fromEntries(members.map((m) => [m.recipient, m.excluded]))).toMatchObject({
      [n(1)]: 'Optout',
      [n(2)]: 'Dma',
      [n(3)]: 'ExclusionList',
      [n(4)]: 'ExclusionList',
      [n(7)]: 'RestPeriod',
    });
    const campaign = await campaignRow(id);
    expect(campaign.status).toBe(CAMPAIGN_STATUS.Queued);
    // The next build: recycle days on, at the start of that day on the campaign's clock.
    expect(campaign.next_segment_build_at!.getTime()).toBeGreaterThan(Date.now());
    expect(campaign.next_segment_build_at!.getTime() - due.getTime()).toBe(3 * 86_400_000);
  });

  it('a Simple campaign on empty lists builds an empty segment and is Completed', async () => {
    const empty = await createListWithContacts(user, 'Empty', []);
    const id = await createScheduledCampaign(api, categoryId, 0, audienceOf([empty]));
    await invokeFunction('segmentScheduler');
    const build = await finishedBuild(id);
    expect(build).toMatchObject({ status: 'Completed', candidates: 0, queued: 0 });
    expect(await campaignRow(id)).toMatchObject({
      status: CAMPAIGN_STATUS.Completed,
      next_segment_build_at: null,
    });
  });

  it('a list deleted after the campaign was set up: the build uses the lists left, or fails saying so', async () => {
    const kept = await createListWithContacts(user, 'Kept', [cell(201), cell(202)]);
    const gone = await createListWithContacts(user, 'Gone', [cell(203)]);
    const id = await createScheduledCampaign(api, categoryId, 0, audienceOf([kept, gone]), {
      activate: false,
    });
    await testDb().deleteFrom('sms_lists').where('id', '=', gone).execute();
    await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, { json: { active: true } });
    await invokeFunction('segmentScheduler');
    expect(await finishedBuild(id)).toMatchObject({ status: 'Completed', candidates: 2, queued: 2 });

    const lonely = await createListWithContacts(user, 'Lonely', [cell(204)]);
    const other = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([lonely], { recycleCampaignDays: 1, restPeriodDays: 0 }),
      { activate: false },
    );
    // Deleted between activation and the build.
    await testDb().deleteFrom('sms_lists').where('id', '=', lonely).execute();
    await testDb()
      .updateTable('sms_campaigns')
      .set({ status: CAMPAIGN_STATUS.Active })
      .where('id', '=', other)
      .execute();
    await invokeFunction('segmentScheduler');
    const failed = await finishedBuild(other);
    expect(failed).toMatchObject({ status: 'Failed', error_text: AUDIENCE_TEXTS.noListsLeft, queued: 0 });
    expect((await campaignRow(other)).status).toBe(CAMPAIGN_STATUS.Active);
    const refused = await api.request<{ error: { message: string } }>(
      'PATCH',
      `/api/sms/campaigns/${other}/send-active`,
      {
        json: { active: false },
      },
    );
    expect(refused.status).toBe(204);
    const again = await api.request<{ error: { message: string } }>(
      'PATCH',
      `/api/sms/campaigns/${other}/send-active`,
      {
        json: { active: true },
      },
    );
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(AUDIENCE_TEXTS.noListsLeft);
  });

  it('killed halfway and redelivered: nobody is queued twice and the counts are right', async () => {
    const numbers = Array.from({ length: 50 }, (_, i) => cell(300 + i));
    const list = await createListWithContacts(user, 'Crash list', numbers);
    const id = await createScheduledCampaign(api, categoryId, 0, audienceOf([list]), { activate: false });
    await suppress(user, 'sms_optouts', [numbers[0]!]);
    // What a run that died mid-way leaves: the campaign Building Segment, the build InProgress with a
    // lease that ran out, and part of the segment written.
    const db = testDb();
    await db
      .updateTable('sms_campaigns')
      .set({ status: CAMPAIGN_STATUS.BuildingSegment, next_segment_build_at: null })
      .where('id', '=', id)
      .execute();
    const r = await db
      .insertInto('sms_segment_builds')
      .values({
        account_id: user.accountId,
        campaign_id: id,
        due_at: new Date(),
        status: 'InProgress',
        attempts: 1,
        lease_owner: 'dead-run',
        lease_expires_at: sql<Date>`NOW(3) - INTERVAL 30 SECOND`,
      })
      .executeTakeFirstOrThrow();
    const buildId = Number(r.insertId);
    await db
      .insertInto('sms_segment_members')
      .values(
        numbers.slice(1, 21).map((recipient) => ({
          build_id: buildId,
          recipient,
          campaign_id: id,
          excluded: null,
          status: 'Pending' as const,
        })),
      )
      .execute();

    await invokeFunction('jobSweeper');
    const build = await finishedBuild(id);
    expect(build).toMatchObject({
      id: buildId,
      status: 'Completed',
      attempts: 2,
      candidates: 50,
      excluded_optout: 1,
      queued: 49,
    });
    const members = await membersOf(buildId);
    expect(members).toHaveLength(50);
    expect(new Set(members.map((m) => m.recipient)).size).toBe(50);
    expect((await campaignRow(id)).status).toBe(CAMPAIGN_STATUS.Queued);

    // A late duplicate delivery of the finished build does nothing.
    const answer = await deliverToWorker('segmentBuildWorker', 'segment-builds', { jobId: buildId });
    expect(answer.batchItemFailures).toEqual([]);
    expect(await membersOf(buildId)).toHaveLength(50);
    expect((await buildsOf(id))[0]).toMatchObject({ attempts: 2, queued: 49 });
  });

  it('a build whose attempts are used up fails in the user’s terms and the campaign is Active again', async () => {
    const list = await createListWithContacts(user, 'Tired list', [cell(400)]);
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([list], { recycleCampaignDays: 1, restPeriodDays: 1 }),
      { activate: false },
    );
    const db = testDb();
    await db
      .updateTable('sms_campaigns')
      .set({ status: CAMPAIGN_STATUS.BuildingSegment })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('sms_segment_builds')
      .values({
        account_id: user.accountId,
        campaign_id: id,
        due_at: new Date(),
        status: 'InProgress',
        attempts: SEGMENT_BUILD_JOB.maxAttempts,
        lease_owner: 'dead-run',
        lease_expires_at: sql<Date>`NOW(3) - INTERVAL 30 SECOND`,
      })
      .execute();
    await invokeFunction('jobSweeper');
    expect(await finishedBuild(id)).toMatchObject({
      status: 'Failed',
      error_text: SEGMENT_BUILD_JOB.failureText,
    });
    expect((await campaignRow(id)).status).toBe(CAMPAIGN_STATUS.Active);
  });
});

describe('the scheduler', () => {
  it('queues one build per due time however often it runs, and none for Dormant or archived campaigns', async () => {
    const list = await createListWithContacts(user, 'Sched', [cell(500), cell(501)]);
    const id = await createScheduledCampaign(api, categoryId, 0, audienceOf([list]));
    const dormant = await createScheduledCampaign(api, categoryId, 0, audienceOf([list]), {
      activate: false,
    });
    const archived = await createScheduledCampaign(api, categoryId, 0, audienceOf([list]));
    await api.post(`/api/sms/campaigns/${archived}/archive`);
    await Promise.all([1, 2, 3, 4].map(() => invokeFunction('segmentScheduler')));
    expect(await finishedBuild(id)).toMatchObject({ status: 'Completed', queued: 2 });
    await invokeFunction('segmentScheduler');
    expect(await buildsOf(id)).toHaveLength(1);
    expect(await buildsOf(dormant)).toHaveLength(0);
    expect(await buildsOf(archived)).toHaveLength(0);
  });

  it('a Long Running rebuild replaces the unsent rest of the last segment and rests who was messaged', async () => {
    const numbers = [cell(600), cell(601), cell(602)];
    const list = await createListWithContacts(user, 'Rebuild', numbers);
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([list], { recycleCampaignDays: 1, restPeriodDays: 3 }),
    );
    await invokeFunction('segmentScheduler');
    const first = await finishedBuild(id);
    expect(first).toMatchObject({ queued: 3 });
    // The drain sent the first number; the next build comes due.
    await sentBefore(id, numbers[0]!, 0);
    await testDb()
      .updateTable('sms_campaigns')
      .set({ next_segment_build_at: sql<Date>`NOW(3) - INTERVAL 1 SECOND` })
      .where('id', '=', id)
      .execute();
    await invokeFunction('segmentScheduler');
    const second = await finishedBuild(id, 2);
    expect(second).toMatchObject({ status: 'Completed', candidates: 3, excluded_rest: 1, queued: 2 });
    const old = await membersOf(first!.id);
    expect(old.every((m) => m.status === 'Superseded')).toBe(true);
  });

  it('ends a Long Running campaign past its finish date Completed', async () => {
    const list = await createListWithContacts(user, 'Finished', [cell(700)]);
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([list], { recycleCampaignDays: 1, restPeriodDays: 0 }),
      { activate: false },
    );
    await testDb()
      .updateTable('sms_campaigns')
      .set({
        status: CAMPAIGN_STATUS.Active,
        campaign_finish_at: sql<Date>`NOW(3) - INTERVAL 1 MINUTE`,
        next_segment_build_at: null,
      })
      .where('id', '=', id)
      .execute();
    const result = await invokeFunction<{ completed: number }>('segmentScheduler');
    expect(result.completed).toBeGreaterThanOrEqual(0);
    expect(
      await eventually(async () =>
        (await campaignRow(id)).status === CAMPAIGN_STATUS.Completed ? true : undefined,
      ),
    ).toBe(true);
  });
});
