import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createCampaignBasics } from '../test-support/campaign-fixtures';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import type { Campaign, CampaignListResponse } from './campaigns.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';

let user: TestUser;
let api: ApiClient;
let basics: Awaited<ReturnType<typeof createCampaignBasics>>;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  basics = await createCampaignBasics(user);
});

const create = async (name: string, choice: object = { categoryId: basics.categoryId }) => {
  const answer = await api.post<{ id: number }>('/api/sms/campaigns/transactional', { name, ...choice });
  expect(answer.status).toBe(201);
  return answer.body.id;
};
const get = async (id: number) => (await api.get<Campaign>(`/api/sms/campaigns/${id}`)).body;
const patch = (id: number, part: string, body: unknown) =>
  api.request(`PATCH`, `/api/sms/campaigns/${id}/${part}`, { json: body });
const list = (body: object) => api.post<CampaignListResponse>('/api/sms/campaigns/list', body);

describe('creating and editing a transactional campaign', () => {
  it('creates one in a new category, untouched steps null, Dormant', async () => {
    const id = await create('Order updates', { newCategoryName: 'Brand new category' });
    const campaign = await get(id);
    expect(campaign).toMatchObject({
      id,
      type: 2,
      name: 'Order updates',
      status: 0,
      active: false,
      archived: false,
      category: { name: 'Brand new category', groupName: null },
      provider: null,
      messages: null,
      replies: null,
    });
    const groups = (
      await api.get<{ name: string | null; categories: { name: string }[] }[]>('/api/categories/sms')
    ).body;
    expect(groups.at(-1)).toMatchObject({ name: null, categories: [{ name: 'Brand new category' }] });
    expect(groups.find((g) => g.name === 'Group A')?.categories.map((c) => c.name)).toContain(
      basics.categoryName,
    );
  });

  it('reuses an existing category when a "new" name matches one', async () => {
    const id = await create('Same category', { newCategoryName: basics.categoryName });
    expect((await get(id)).category.id).toBe(basics.categoryId);
  });

  it('refuses a blank name, a missing category, both category forms, and another account’s category', async () => {
    const blank = await api.post<ErrorBody>('/api/sms/campaigns/transactional', {
      name: '   ',
      categoryId: basics.categoryId,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: ['Campaign name is required.'] });
    for (const body of [
      { name: 'x' },
      { name: 'x', categoryId: basics.categoryId, newCategoryName: 'y' },
      { name: 'x', newCategoryName: '  ' },
    ]) {
      const answer = await api.post<ErrorBody>('/api/sms/campaigns/transactional', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields?.categoryId).toEqual(['Campaign category is required.']);
    }
    const stranger = await createAccountWithUser();
    const foreign = await createCampaignBasics(stranger);
    const answer = await api.post<ErrorBody>('/api/sms/campaigns/transactional', {
      name: 'x',
      categoryId: foreign.categoryId,
    });
    expect(answer.status).toBe(404);
  });

  it('saves the three steps, validates each with the spec’s messages, and keeps message ids stable', async () => {
    const id = await create('Three steps');
    const noOption = await patch(id, 'provider', { option: null, providerId: null });
    expect((noOption.body as ErrorBody).error.fields).toEqual({
      option: ['Please select a provider option'],
    });
    const noProvider = await patch(id, 'provider', { option: 'SelectedProvider', providerId: null });
    expect((noProvider.body as ErrorBody).error.fields).toEqual({
      providerId: ['Please select a provider'],
    });
    expect(
      (await patch(id, 'provider', { option: 'SelectedProvider', providerId: basics.inactiveProviderId }))
        .status,
    ).toBe(400);
    expect(
      (await patch(id, 'provider', { option: 'SelectedProvider', providerId: basics.providerId })).status,
    ).toBe(204);

    const inactive = await patch(id, 'messages', {
      messages: [{ id: null, active: false, message: 'hi' }],
      clickUrl: null,
    });
    expect((inactive.body as ErrorBody).error.fields).toEqual({
      messages: ['Please add at least one active message'],
    });
    const empty = await patch(id, 'messages', {
      messages: [{ id: null, active: true, message: '  ' }],
      clickUrl: 'ftp://x',
    });
    expect((empty.body as ErrorBody).error.fields).toEqual({
      'messages.0.message': ['Please enter a message'],
      clickUrl: ['Click URL must be a valid URL.'],
    });
    const saved = await patch(id, 'messages', {
      messages: [
        { id: null, active: true, message: 'First' },
        { id: null, active: false, message: 'Second' },
      ],
      clickUrl: 'www.acme.test/offer',
    });
    expect(saved.status).toBe(200);
    const ids = (saved.body as { ids: number[] }).ids;
    expect(ids).toHaveLength(2);
    const resaved = await patch(id, 'messages', {
      messages: [
        { id: ids[1], active: true, message: 'Second, now first' },
        { id: null, active: true, message: 'Third' },
      ],
      clickUrl: null,
    });
    const newIds = (resaved.body as { ids: number[] }).ids;
    expect(newIds[0]).toBe(ids[1]);
    expect(newIds).not.toContain(ids[0]);

    const noKeyword = await patch(id, 'replies', { receiveActive: true, type: 'Static', staticKeyword: '' });
    expect((noKeyword.body as ErrorBody).error.fields).toEqual({
      staticKeyword: ['Please enter a keyword'],
    });
    expect(
      (await patch(id, 'replies', { receiveActive: true, type: 'Static', staticKeyword: 'JOIN' })).status,
    ).toBe(204);

    expect(await get(id)).toMatchObject({
      provider: {
        option: 'SelectedProvider',
        providerId: basics.providerId,
        spreadStandard: false,
        spreadReverseBilled: false,
      },
      messages: {
        clickUrl: null,
        messages: [
          { id: ids[1], active: true, message: 'Second, now first' },
          { id: newIds[1], active: true, message: 'Third' },
        ],
      },
      replies: { receiveActive: true, type: 'Static', staticKeyword: 'JOIN', callbackUrl: null },
    });
  });

  it('refuses a message id that belongs to another campaign', async () => {
    const a = await create('Owner of messages');
    const b = await create('Thief');
    const saved = await patch(a, 'messages', {
      messages: [{ id: null, active: true, message: 'mine' }],
      clickUrl: null,
    });
    const stolenId = (saved.body as { ids: number[] }).ids[0];
    const answer = await patch(b, 'messages', {
      messages: [{ id: stolenId, active: true, message: 'taken' }],
      clickUrl: null,
    });
    expect(answer.status).toBe(400);
    expect((await get(a)).messages?.messages[0]?.message).toBe('mine');
  });

  it('activates only with an active message, and renames and recategorises', async () => {
    const id = await create('Activate me');
    const refused = await patch(id, 'send-active', { active: true });
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorBody).error.message).toBe(
      'You must have at least one active message to activate the campaign.',
    );
    await patch(id, 'messages', { messages: [{ id: null, active: true, message: 'Go' }], clickUrl: null });
    expect((await patch(id, 'send-active', { active: true })).status).toBe(204);
    expect(await get(id)).toMatchObject({ active: true, status: 5 });
    expect((await patch(id, 'send-active', { active: false })).status).toBe(204);
    expect(await get(id)).toMatchObject({ active: false, status: 0 });

    expect((await patch(id, 'name', { name: '  Renamed  ' })).status).toBe(204);
    const moved = await patch(id, 'category', { newCategoryName: 'Moved here' });
    expect(moved.body).toMatchObject({ name: 'Moved here', groupName: null });
    expect(await get(id)).toMatchObject({ name: 'Renamed', category: { name: 'Moved here' } });
    expect(((await patch(id, 'name', { name: '' })).body as ErrorBody).error.fields).toEqual({
      name: ['Campaign name is required.'],
    });
  });
});

describe('the campaign list', () => {
  it('filters, sorts, pages, and shows every cell field', async () => {
    const owner = await createAccountWithUser();
    const ownerApi = new ApiClient();
    await ownerApi.signIn(owner.email, owner.password);
    const b = await createCampaignBasics(owner);
    const other = (
      await ownerApi.post<{ id: number }>('/api/sms/campaigns/transactional', {
        name: 'Other cat',
        newCategoryName: 'Elsewhere',
      })
    ).body.id;
    const ids: number[] = [];
    for (const n of ['Charlie 100%', 'alpha', 'Bravo', 'delta_1', 'Echo']) {
      ids.push(
        (
          await ownerApi.post<{ id: number }>('/api/sms/campaigns/transactional', {
            name: n,
            categoryId: b.categoryId,
          })
        ).body.id,
      );
    }
    const byName = await ownerApi.post<CampaignListResponse>('/api/sms/campaigns/list', {});
    expect(byName.body.totalRows).toBe(6);
    expect(byName.body.rows.map((r) => r.name)).toEqual([
      'alpha',
      'Bravo',
      'Charlie 100%',
      'delta_1',
      'Echo',
      'Other cat',
    ]);
    expect(byName.body.rows[0]).toMatchObject({
      categoryName: b.categoryName,
      isTransactional: true,
      status: 0,
      providerName: null,
      reverseBilled: null,
      scheduleDays: [],
      nextSegmentBuildDate: null,
      timeZone: 'Africa/Johannesburg',
      archived: false,
    });

    const page2 = await ownerApi.post<CampaignListResponse>('/api/sms/campaigns/list', {
      sort: { field: 'id', direction: 'desc' },
      pagination: { page: 2, rowsPerPage: 4 },
    });
    expect(page2.body.rows.map((r) => r.id)).toEqual([ids[0], other]);

    const filtered = await ownerApi.post<CampaignListResponse>('/api/sms/campaigns/list', {
      filters: [
        { field: 'category', operation: 'Equals', value: b.categoryId },
        { field: 'campaignName', operation: 'Contains', value: ' 100% ' },
      ],
    });
    expect(filtered.body.rows.map((r) => r.name)).toEqual(['Charlie 100%']);
    const underscore = await ownerApi.post<CampaignListResponse>('/api/sms/campaigns/list', {
      filters: [{ field: 'campaignName', operation: 'Contains', value: '_' }],
    });
    expect(underscore.body.rows.map((r) => r.name)).toEqual(['delta_1']);

    await testDb()
      .updateTable('sms_campaigns')
      .set({
        provider_option: 'SelectedProvider',
        provider_id: b.providerId,
        schedule_days: '5,1,3',
        daily_send_start_time: '08:00',
      })
      .where('id', '=', ids[2]!)
      .execute();
    const bravo = (await ownerApi.post<CampaignListResponse>('/api/sms/campaigns/list', {})).body.rows.find(
      (r) => r.id === ids[2],
    );
    expect(bravo).toMatchObject({
      providerName: expect.stringMatching(/^Provider /),
      reverseBilled: true,
      scheduleDays: [1, 3, 5],
      dailySendStartTime: '08:00',
    });
  });

  it('refuses unknown sort fields, page sizes out of range, and unknown filters', async () => {
    for (const body of [
      { sort: { field: 'status', direction: 'asc' } },
      { sort: { field: 'name', direction: 'sideways' } },
      { pagination: { page: 1, rowsPerPage: 1000 } },
      { pagination: { page: 0, rowsPerPage: 10 } },
      { filters: [{ field: 'secret', operation: 'Equals', value: 1 }] },
    ]) {
      const answer = await list(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('copy, archive and unarchive', () => {
  it('copies settings and messages as a Dormant "Copy of", archives (disabling) and unarchives', async () => {
    const id = await create('Original');
    await patch(id, 'provider', { option: 'SpreadReverseBilled', providerId: null });
    await patch(id, 'messages', {
      messages: [{ id: null, active: true, message: 'Hello' }],
      clickUrl: 'https://acme.test',
    });
    await patch(id, 'send-active', { active: true });

    const copy = await api.post<{ id: number }>(`/api/sms/campaigns/${id}/copy`);
    expect(copy.status).toBe(201);
    const copied = await get(copy.body.id);
    expect(copied).toMatchObject({
      name: 'Copy of Original',
      status: 0,
      active: false,
      provider: { option: 'SpreadReverseBilled' },
      messages: { clickUrl: 'https://acme.test', messages: [{ message: 'Hello', active: true }] },
    });
    expect(copied.messages?.messages[0]?.id).not.toBe((await get(id)).messages?.messages[0]?.id);

    expect((await api.post(`/api/sms/campaigns/${id}/archive`)).status).toBe(204);
    expect((await api.post(`/api/sms/campaigns/${id}/archive`)).status).toBe(204);
    expect(await get(id)).toMatchObject({ archived: true, active: false, status: 0 });
    expect((await api.post(`/api/sms/campaigns/${id}/copy`)).status).toBe(409);
    expect((await patch(id, 'send-active', { active: true })).status).toBe(409);
    const archivedList = await list({ filters: [{ field: 'archived', operation: 'Equals', value: true }] });
    expect(archivedList.body.rows.map((r) => r.id)).toContain(id);
    expect((await list({})).body.rows.map((r) => r.id)).not.toContain(id);

    expect((await api.post(`/api/sms/campaigns/${id}/unarchive`)).status).toBe(204);
    expect(await get(id)).toMatchObject({ archived: false, active: false });
  });
});

describe('tenancy', () => {
  it('answers 404 for every call on another account’s campaign and changes nothing', async () => {
    const id = await create('Private campaign');
    const stranger = await createAccountWithUser();
    const strangerApi = new ApiClient();
    await strangerApi.signIn(stranger.email, stranger.password);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/sms/campaigns/${id}`],
      ['POST', `/api/sms/campaigns/${id}/copy`],
      ['POST', `/api/sms/campaigns/${id}/archive`],
      ['POST', `/api/sms/campaigns/${id}/unarchive`],
      ['PATCH', `/api/sms/campaigns/${id}/name`, { name: 'Hacked' }],
      ['PATCH', `/api/sms/campaigns/${id}/send-active`, { active: false }],
      ['PATCH', `/api/sms/campaigns/${id}/category`, { newCategoryName: 'Hacked' }],
      ['PATCH', `/api/sms/campaigns/${id}/provider`, { option: 'SpreadStandard', providerId: null }],
      [
        'PATCH',
        `/api/sms/campaigns/${id}/messages`,
        { messages: [{ id: null, active: true, message: 'x' }], clickUrl: null },
      ],
      [
        'PATCH',
        `/api/sms/campaigns/${id}/replies`,
        { receiveActive: false, type: 'Default', staticKeyword: null },
      ],
    ];
    for (const [method, path, json] of calls) {
      const answer = await strangerApi.request(method, path, json === undefined ? {} : { json });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect(await get(id)).toMatchObject({
      name: 'Private campaign',
      archived: false,
      provider: null,
      messages: null,
      replies: null,
    });
    expect((await strangerApi.post<CampaignListResponse>('/api/sms/campaigns/list', {})).body.totalRows).toBe(
      0,
    );
    const mine = (await api.get<{ id: number }[]>('/api/sms/providers/short')).body.map((p) => p.id);
    const theirs = (await strangerApi.get<{ id: number }[]>('/api/sms/providers/short')).body;
    expect(mine).toContain(basics.providerId);
    expect(theirs).toEqual([]);
    const foreignProvider = await patch(await create('Mine again'), 'provider', {
      option: 'SelectedProvider',
      providerId: basics.providerId,
    });
    expect(foreignProvider.status).toBe(204);
    const strangerCampaign = (
      await strangerApi.post<{ id: number }>('/api/sms/campaigns/transactional', {
        name: 's',
        newCategoryName: 'S',
      })
    ).body.id;
    const usesMyProvider = await strangerApi.request(
      'PATCH',
      `/api/sms/campaigns/${strangerCampaign}/provider`,
      {
        json: { option: 'SelectedProvider', providerId: basics.providerId },
      },
    );
    expect(usesMyProvider.status).toBe(404);
  });
});
