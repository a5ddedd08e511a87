import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import {
  audienceOf,
  campaignRow,
  cell,
  createListWithContacts,
  createScheduledCampaign,
  marketingMessage,
} from '../test-support/segment-fixtures';
import { AUDIENCE_TEXTS, type AudienceList } from './campaign-audience.schemas';
import type { Campaign, CampaignListResponse } from './campaigns.schemas';

// Creating and editing Simple and Long Running campaigns (issue 11): the create form's endpoint, the
// editor's Audience and schedule step, activation, and what the campaign list shows of them.

let user: TestUser;
let api: ApiClient;
let categoryId: number;
let listA: number;
let listB: number;
let dmaList: number;
let strangerList: number;

beforeAll(async () => {
  ({ user, api, categoryId } = await signedInClient());
  listA = await createListWithContacts(user, 'Audience A', [cell(1), cell(2)]);
  listB = await createListWithContacts(user, 'Audience B', [cell(3)]);
  dmaList = await createListWithContacts(user, 'Do not contact', [cell(9)], { exclusionList: true });
  strangerList = await createListWithContacts(await createAccountWithUser(), 'Not yours', [cell(4)]);
});

const create = (body: object) => api.post<{ id: number } | ErrorBody>('/api/sms/campaigns/scheduled', body);
const get = async (id: number) => (await api.get<Campaign>(`/api/sms/campaigns/${id}`)).body;
const saveStep = (id: number, body: object) =>
  api.request<ErrorBody>('PATCH', `/api/sms/campaigns/${id}/audience`, { json: body });
const fieldsOf = (body: unknown) => (body as ErrorBody).error.fields ?? {};

describe('creating a Simple or Long Running campaign', () => {
  it('creates a Dormant Long Running campaign whose step is Valid and shows it back on its own clock', async () => {
    const audience = audienceOf([listA, listB], {
      excludeListIds: [dmaList],
      scheduleDays: [5, 1],
      dailySendStartTime: '09:00',
      dailySendFinishTime: '17:30',
      timeZone: 'Europe/London',
      startDate: '2027-01-10',
      finishDate: '2027-06-30',
      recycleCampaignDays: 7,
      restPeriodDays: 14,
    });
    const answer = await create({ type: 1, name: 'Weekly promo', categoryId, ...audience });
    expect(answer.status).toBe(201);
    const id = (answer.body as { id: number }).id;
    const campaign = await get(id);
    expect(campaign).toMatchObject({ type: 1, name: 'Weekly promo', status: 0, active: false });
    expect(campaign.audience).toEqual({
      includeListIds: [listA, listB],
      excludeListIds: [dmaList],
      scheduleDays: [1, 5],
      dailySendStartTime: '09:00',
      dailySendFinishTime: '17:30',
      timeZone: 'Europe/London',
      startDate: '2027-01-10',
      finishDate: '2027-06-30',
      recycleCampaignDays: 7,
      restPeriodDays: 14,
    });
    const row = await campaignRow(id);
    // The first build is due at the start of the start date on the campaign's clock (GMT in January).
    expect(row.next_segment_build_at?.toISOString()).toBe('2027-01-10T00:00:00.000Z');
    expect(row.campaign_finish_at?.toISOString()).toBe('2027-06-30T22:59:59.999Z');
    expect(row.daily_send_start_time).toBe('11:00');

    const list = await api.post<CampaignListResponse>('/api/sms/campaigns/list', {
      filters: [{ field: 'campaignName', operation: 'Contains', value: 'Weekly promo' }],
    });
    expect(list.body.rows[0]).toMatchObject({
      id,
      isTransactional: false,
      status: 0,
      nextSegmentBuildDate: '2027-01-10T00:00:00.000Z',
      campaignFinishDate: '2027-06-30T22:59:59.999Z',
      scheduleDays: [1, 5],
      recycleCampaignDays: 7,
      restPeriodDays: 14,
      timeZone: 'Europe/London',
    });
    // Shown in SAST; the list converts back to the campaign's 09:00 (today's London offset applies).
    expect(['10:00', '11:00']).toContain(list.body.rows[0]!.dailySendStartTime);
  });

  it('creates a Simple campaign in a new category; it has no recycle or rest days', async () => {
    const answer = await create({
      type: 0,
      name: 'One-off sale',
      newCategoryName: 'Sales',
      ...audienceOf([listA], { recycleCampaignDays: 5, restPeriodDays: 5 }),
    });
    expect(answer.status).toBe(201);
    const campaign = await get((answer.body as { id: number }).id);
    expect(campaign.category.name).toBe('Sales');
    expect(campaign.audience).toMatchObject({ recycleCampaignDays: null, restPeriodDays: null });
  });

  it('refuses bad input with the texts the form shows', async () => {
    const cases: [object, string, string][] = [
      [audienceOf([]), 'includeListIds', AUDIENCE_TEXTS.noAudience],
      [audienceOf([listA], { scheduleDays: [] }), 'scheduleDays', AUDIENCE_TEXTS.noDays],
      [
        audienceOf([listA], { dailySendStartTime: '17:00', dailySendFinishTime: '09:00' }),
        'dailySendFinishTime',
        AUDIENCE_TEXTS.windowOrder,
      ],
      [
        audienceOf([listA], { startDate: '2027-03-10', finishDate: '2027-03-09' }),
        'finishDate',
        AUDIENCE_TEXTS.finishBeforeStart,
      ],
      [audienceOf([listA], { timeZone: 'Mars/Olympus' }), 'timeZone', AUDIENCE_TEXTS.timeZone],
      [audienceOf([listA], { startDate: '2027-02-30' }), 'startDate', AUDIENCE_TEXTS.startDate],
      [audienceOf([listA], { dailySendStartTime: '8am' }), 'dailySendStartTime', AUDIENCE_TEXTS.startTime],
      [audienceOf([listA], { excludeListIds: [listA] }), 'excludeListIds', AUDIENCE_TEXTS.bothWays],
    ];
    for (const [audience, field, text] of cases) {
      const answer = await create({ type: 0, name: 'Bad', categoryId, ...audience });
      expect(answer.status, text).toBe(400);
      expect(fieldsOf(answer.body)[field], text).toContain(text);
    }
    const noRecycle = await create({ type: 1, name: 'Bad', categoryId, ...audienceOf([listA]) });
    expect(noRecycle.status).toBe(400);
    expect(fieldsOf(noRecycle.body)).toMatchObject({
      recycleCampaignDays: [AUDIENCE_TEXTS.recycleDays],
      restPeriodDays: [AUDIENCE_TEXTS.restDays],
    });
    const noName = await create({ type: 0, name: ' ', categoryId, ...audienceOf([listA]) });
    expect(fieldsOf(noName.body).name).toContain('Campaign name is required.');
    const badType = await create({ type: 2, name: 'Api', categoryId, ...audienceOf([listA]) });
    expect(badType.status).toBe(400);
  });

  it("answers 404 for another account's list, in the audience or as an exclusion, and creates nothing", async () => {
    const before = await testDb()
      .selectFrom('sms_campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', user.accountId)
      .executeTakeFirstOrThrow();
    for (const audience of [
      audienceOf([listA, strangerList]),
      audienceOf([listA], { excludeListIds: [strangerList] }),
    ]) {
      const answer = await create({ type: 0, name: 'Stranger', categoryId, ...audience });
      expect(answer.status).toBe(404);
      expect((answer.body as ErrorBody).error.message).toBe('The SMS list was not found.');
    }
    const after = await testDb()
      .selectFrom('sms_campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', user.accountId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("a 'DMA Exclusion' list always excludes: it cannot be in the audience", async () => {
    const answer = await create({ type: 0, name: 'DMA', categoryId, ...audienceOf([listA, dmaList]) });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body).includeListIds).toEqual([
      "'Do not contact' is a DMA Exclusion list: it always excludes, so it cannot be in the audience.",
    ]);
  });

  it('offers the account’s lists (and only them) to the pickers', async () => {
    const lists = (await api.get<AudienceList[]>('/api/sms/campaign-audience-lists')).body;
    expect(lists.map((l) => l.name)).toEqual(['Audience A', 'Audience B', 'Do not contact']);
    expect(lists.find((l) => l.id === dmaList)).toMatchObject({ exclusionList: true, contacts: 1 });
  });
});

describe('the Audience and schedule step in the editor', () => {
  it('is Untouched (null) on a campaign made without it, and activation requires it', async () => {
    // A Simple campaign as the seed or an old copy leaves it: no step saved yet.
    const r = await testDb()
      .insertInto('sms_campaigns')
      .values({ account_id: user.accountId, category_id: categoryId, name: 'Untouched', type: 0 })
      .executeTakeFirstOrThrow();
    const id = Number(r.insertId);
    expect((await get(id)).audience).toBeNull();
    await api.request('PATCH', `/api/sms/campaigns/${id}/messages`, {
      json: {
        messages: [{ id: null, active: true, message: await marketingMessage(api, 'Hi') }],
        clickUrl: null,
      },
    });
    const refused = await api.request<ErrorBody>('PATCH', `/api/sms/campaigns/${id}/send-active`, {
      json: { active: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(AUDIENCE_TEXTS.activation);
    expect((await saveStep(id, audienceOf([listA]))).status).toBe(204);
    const activated = await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, {
      json: { active: true },
    });
    expect(activated.status).toBe(204);
    expect((await get(id)).active).toBe(true);
  });

  it('saves changes, refuses an invalid step and leaves the saved one as it was', async () => {
    const id = await createScheduledCampaign(
      api,
      categoryId,
      1,
      audienceOf([listA], { recycleCampaignDays: 3, restPeriodDays: 2 }),
      {
        activate: false,
      },
    );
    expect(
      (await saveStep(id, audienceOf([listB], { recycleCampaignDays: 4, restPeriodDays: 0 }))).status,
    ).toBe(204);
    expect((await get(id)).audience).toMatchObject({
      includeListIds: [listB],
      recycleCampaignDays: 4,
      restPeriodDays: 0,
    });
    const bad = await saveStep(id, audienceOf([listA], { recycleCampaignDays: 0, restPeriodDays: 1 }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).recycleCampaignDays).toEqual([AUDIENCE_TEXTS.recycleDays]);
    expect(
      (await saveStep(id, audienceOf([strangerList], { recycleCampaignDays: 1, restPeriodDays: 1 }))).status,
    ).toBe(404);
    expect((await get(id)).audience).toMatchObject({ includeListIds: [listB], recycleCampaignDays: 4 });
  });

  it('a transactional campaign has no such step (409); another account’s campaign is 404', async () => {
    const tx = await api.post<{ id: number }>('/api/sms/campaigns/transactional', {
      name: 'Api',
      categoryId,
    });
    const answer = await saveStep(tx.body.id, audienceOf([listA]));
    expect(answer.status).toBe(409);
    expect((await get(tx.body.id)).audience).toBeNull();
    const other = new ApiClient();
    const stranger = await createAccountWithUser();
    await other.signIn(stranger.email, stranger.password);
    const id = await createScheduledCampaign(api, categoryId, 0, audienceOf([listA]), { activate: false });
    const foreign = await other.request<ErrorBody>('PATCH', `/api/sms/campaigns/${id}/audience`, {
      json: audienceOf([strangerList]),
    });
    expect(foreign.status).toBe(404);
  });

  it('a copy keeps the audience and the schedule, Dormant', async () => {
    const id = await createScheduledCampaign(
      api,
      categoryId,
      0,
      audienceOf([listA], { excludeListIds: [listB] }),
    );
    const copy = await api.post<{ id: number }>(`/api/sms/campaigns/${id}/copy`);
    const copied = await get(copy.body.id);
    expect(copied.status).toBe(0);
    expect(copied.audience).toEqual((await get(id)).audience);
    expect((await campaignRow(copy.body.id)).next_segment_build_at).toEqual((await campaignRow(id)).start_at);
  });
});
