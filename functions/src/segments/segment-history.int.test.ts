import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createCampaignBasics } from '../test-support/campaign-fixtures';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import {
  audienceOf,
  cell,
  createListWithContacts,
  createScheduledCampaign,
} from '../test-support/segment-fixtures';
import type { SegmentBuildsResponse, SegmentCampaign } from './segment-builds.schemas';

// Segment Build History through the real HTTP stack: every build of the account's campaigns, newest first,
// filtered by campaign, paged; nothing of another account.

let user: TestUser;
let api: ApiClient;
let first: number;
let second: number;
let strangerCampaign: number;
const buildIds: number[] = [];

async function finishedBuild(
  accountId: number,
  campaignId: number,
  minutesAgo: number,
  counts: { queued: number },
) {
  const r = await testDb()
    .insertInto('sms_segment_builds')
    .values({
      account_id: accountId,
      campaign_id: campaignId,
      due_at: sql<Date>`NOW(3) - INTERVAL ${minutesAgo} MINUTE`,
      status: 'Completed',
      started_at: sql<Date>`NOW(3) - INTERVAL ${minutesAgo} MINUTE`,
      finished_at: sql<Date>`NOW(3) - INTERVAL ${minutesAgo} MINUTE + INTERVAL 2500000 MICROSECOND`,
      candidates: counts.queued + 3,
      duplicates: 1,
      excluded_optout: 1,
      excluded_dma: 1,
      excluded_list: 1,
      excluded_rest: 0,
      queued: counts.queued,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  const { categoryId } = await createCampaignBasics(user);
  const list = await createListWithContacts(user, 'History list', [cell(900)]);
  first = await createScheduledCampaign(api, categoryId, 0, audienceOf([list]), {
    activate: false,
    name: 'Alpha',
  });
  second = await createScheduledCampaign(
    api,
    categoryId,
    1,
    audienceOf([list], { recycleCampaignDays: 1, restPeriodDays: 1 }),
    {
      activate: false,
      name: 'Beta',
    },
  );
  buildIds.push(await finishedBuild(user.accountId, first, 30, { queued: 10 }));
  buildIds.push(await finishedBuild(user.accountId, second, 20, { queued: 20 }));
  buildIds.push(await finishedBuild(user.accountId, second, 10, { queued: 30 }));
  const stranger = await createAccountWithUser();
  const strangerApi = new ApiClient();
  await strangerApi.signIn(stranger.email, stranger.password);
  const strangerBasics = await createCampaignBasics(stranger);
  const strangerList = await createListWithContacts(stranger, 'Theirs', [cell(901)]);
  strangerCampaign = await createScheduledCampaign(
    strangerApi,
    strangerBasics.categoryId,
    0,
    audienceOf([strangerList]),
    {
      activate: false,
    },
  );
  await finishedBuild(stranger.accountId, strangerCampaign, 5, { queued: 99 });
});

const history = (query: string) =>
  api.get<SegmentBuildsResponse & ErrorBody>(`/api/sms/segment-builds${query}`);

describe('Segment Build History', () => {
  it("lists every build of the account's campaigns, newest first, with campaign, times, duration and counts", async () => {
    const answer = await history('');
    expect(answer.status).toBe(200);
    expect(answer.body.totalRows).toBe(3);
    expect(answer.body.rows.map((r) => r.id)).toEqual([...buildIds].reverse());
    expect(answer.body.rows[0]).toMatchObject({
      campaignId: second,
      campaignName: 'Beta',
      status: 'Completed',
      durationSeconds: 2.5,
      candidates: 33,
      duplicates: 1,
      excludedOptout: 1,
      excludedDma: 1,
      excludedList: 1,
      excludedRest: 0,
      queued: 30,
      errorMessage: null,
    });
    expect(answer.body.rows[0]!.startedDate).toMatch(/Z$/);
  });

  it('filters by campaign and pages', async () => {
    const beta = await history(`?campaignId=${second}&rowsPerPage=1&page=2`);
    expect(beta.body.totalRows).toBe(2);
    expect(beta.body.rows.map((r) => r.id)).toEqual([buildIds[1]]);
    expect((await history(`?campaignId=${first}`)).body.rows.map((r) => r.queued)).toEqual([10]);
    expect((await history('?page=5')).body).toEqual({ rows: [], totalRows: 3 });
  });

  it("shows nothing of another account's campaign, and says what is wrong with a bad query", async () => {
    expect((await history(`?campaignId=${strangerCampaign}`)).body).toEqual({ rows: [], totalRows: 0 });
    const bad = await history('?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.page).toEqual(['Page must be 1 or more.']);
    expect((await history('?campaignId=abc')).status).toBe(400);
    expect((await history('?rowsPerPage=500')).body.error.fields?.rowsPerPage).toEqual([
      'Rows per page must be between 1 and 100.',
    ]);
  });

  it("offers the account's Simple and Long Running campaigns for the filter", async () => {
    const campaigns = (await api.get<SegmentCampaign[]>('/api/sms/segment-builds/campaigns')).body;
    expect(campaigns).toEqual([
      { id: first, name: 'Alpha' },
      { id: second, name: 'Beta' },
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await new ApiClient().get('/api/sms/segment-builds')).status).toBe(401);
  });
});
