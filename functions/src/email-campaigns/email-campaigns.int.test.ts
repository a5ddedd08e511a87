import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import {
  addSendingDomain,
  createEmailCategory,
  createEmailList,
  insertEmailSends,
  insertEngagement,
} from '../test-support/email-campaign-fixtures';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import {
  EMAIL_CAMPAIGN_TEXTS,
  type EmailCampaign,
  type EmailCampaignListResponse,
  type EmailCampaignSettings,
  type EmailCampaignStatus,
  type EmailSendRoundsResponse,
} from './email-campaigns.schemas';

let user: TestUser;
let api: ApiClient;
let category: { id: number; name: string };
let domain: string;

// Another account with its own campaign, list and category: every call must refuse them.
let stranger: TestUser;
let strangerApi: ApiClient;
let foreign: { campaignId: number; listId: number; categoryId: number };

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  category = await createEmailCategory(user, `Newsletters ${user.accountId}`, 'Marketing');
  domain = `mail${user.accountId}.example.test`;
  await addSendingDomain(user, domain);
  await addSendingDomain(user, `pending${user.accountId}.example.test`, 'Pending');

  stranger = await createAccountWithUser();
  strangerApi = new ApiClient();
  await strangerApi.signIn(stranger.email, stranger.password);
  const strangerCategory = await createEmailCategory(stranger);
  const created = await strangerApi.post<{ id: number }>('/api/email/campaigns/create', {
    name: 'Foreign campaign',
    categoryId: strangerCategory.id,
  });
  foreign = {
    campaignId: created.body.id,
    listId: (await createEmailList(stranger)).id,
    categoryId: strangerCategory.id,
  };
});

const create = async (name: string, choice: object = { categoryId: category.id }) => {
  const answer = await api.post<{ id: number }>('/api/email/campaigns/create', { name, ...choice });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
};
const get = async (id: number) => {
  const answer = await api.get<EmailCampaign>(`/api/email/campaigns/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const settingsOf = (c: EmailCampaign): EmailCampaignSettings => ({
  name: c.name,
  categoryId: c.category.id,
  fromName: c.fromName,
  fromEmail: c.fromEmail,
  replyTo: c.replyTo,
  subject: c.subject,
  preheader: c.preheader,
  includeListIds: c.includeListIds,
  excludeListIds: c.excludeListIds,
  ...c.schedule,
});
const save = (id: number, body: unknown) =>
  api.request<ErrorBody>('PUT', `/api/email/campaigns/${id}`, { json: body });
const list = (body: object) => api.post<EmailCampaignListResponse>('/api/email/campaigns', body);
const setActive = (id: number, active: boolean) =>
  api.request<ErrorBody>('PATCH', `/api/email/campaigns/${id}/send-active`, { json: { active } });
const saveBody = (id: number, body: unknown) =>
  api.request<ErrorBody>('PUT', `/api/email/campaigns/${id}/body`, { json: body });

describe('GET /api/categories/email', () => {
  it('answers the account’s e-mail categories in groups, the ungrouped last, never another account’s', async () => {
    await create('Uses a new category', { newCategoryName: 'Loose ends' });
    const groups = (
      await api.get<{ name: string | null; categories: { id: number; name: string }[] }[]>(
        '/api/categories/email',
      )
    ).body;
    expect(groups[0]).toEqual({
      name: 'Marketing',
      categories: [{ id: category.id, name: category.name, groupName: 'Marketing' }],
    });
    expect(groups.at(-1)).toMatchObject({ name: null, categories: [{ name: 'Loose ends' }] });
    expect(groups.flatMap((g) => g.categories.map((c) => c.id))).not.toContain(foreign.categoryId);
  });
});

describe('creating and editing an e-mail campaign', () => {
  it('creates a Dormant campaign with the default schedule', async () => {
    const id = await create('Spring newsletter');
    const c = await get(id);
    expect(c).toMatchObject({
      id,
      name: 'Spring newsletter',
      category: { id: category.id, name: category.name, groupName: 'Marketing' },
      status: 0,
      active: false,
      archived: false,
      fromEmail: null,
      subject: null,
      bodyHtml: null,
      includeListIds: [],
      verifiedDomains: [domain],
      schedule: {
        scheduleDays: [1, 2, 3, 4, 5],
        dailySendStartTime: '08:00',
        dailySendFinishTime: '17:00',
        timeZone: 'Africa/Johannesburg',
        finishDate: null,
        recycleCampaignDays: 0,
        restPeriodDays: 0,
      },
    });
    expect(c.nextSegmentBuildDate).not.toBeNull();
  });

  it('refuses a blank or huge name, a missing category and another account’s category', async () => {
    const blank = await api.post<ErrorBody>('/api/email/campaigns/create', {
      name: ' ',
      categoryId: category.id,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: [EMAIL_CAMPAIGN_TEXTS.nameRequired] });
    const huge = await api.post<ErrorBody>('/api/email/campaigns/create', {
      name: 'x'.repeat(201),
      categoryId: category.id,
    });
    expect(huge.body.error.fields).toEqual({ name: [EMAIL_CAMPAIGN_TEXTS.nameTooLong] });
    const none = await api.post<ErrorBody>('/api/email/campaigns/create', { name: 'x' });
    expect(none.status).toBe(400);
    expect(none.body.error.fields?.categoryId).toEqual(['Campaign category is required.']);
    const wrongType = await api.post<ErrorBody>('/api/email/campaigns/create', {
      name: 5,
      categoryId: 'one',
    });
    expect(wrongType.status).toBe(400);
    const theirs = await api.post<ErrorBody>('/api/email/campaigns/create', {
      name: 'x',
      categoryId: foreign.categoryId,
    });
    expect(theirs.status).toBe(404);
  });

  it('saves the sender, subject, audience and schedule, and reads them back', async () => {
    const id = await create('Autumn newsletter');
    const audience = await createEmailList(user, { name: 'Subscribers', contacts: 12 });
    const leaveOut = await createEmailList(user, { name: 'Unhappy customers' });
    const answer = await save(id, {
      ...settingsOf(await get(id)),
      name: '  Autumn newsletter 2026 ',
      fromName: 'Acme News',
      fromEmail: `News@${domain.toUpperCase()}`,
      replyTo: 'help@elsewhere.test',
      subject: 'Autumn is here',
      preheader: 'Our best offers',
      includeListIds: [audience.id],
      excludeListIds: [leaveOut.id],
      scheduleDays: [6, 1, 3],
      dailySendStartTime: '09:30',
      dailySendFinishTime: '16:00',
      timeZone: 'Europe/London',
      startDate: '2030-03-02',
      finishDate: '2030-04-01',
      recycleCampaignDays: 7,
      restPeriodDays: 3,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    const c = await get(id);
    expect(c).toMatchObject({
      name: 'Autumn newsletter 2026',
      fromName: 'Acme News',
      fromEmail: `news@${domain}`,
      replyTo: 'help@elsewhere.test',
      subject: 'Autumn is here',
      preheader: 'Our best offers',
      includeListIds: [audience.id],
      excludeListIds: [leaveOut.id],
      schedule: {
        scheduleDays: [1, 3, 6],
        dailySendStartTime: '09:30',
        dailySendFinishTime: '16:00',
        timeZone: 'Europe/London',
        startDate: '2030-03-02',
        finishDate: '2030-04-01',
        recycleCampaignDays: 7,
        restPeriodDays: 3,
      },
    });
    expect(c.audienceLists.map((l) => l.name)).toEqual(['Subscribers', 'Unhappy customers']);
    // The first round builds at the start of the start date on the campaign's clock (London, GMT in March).
    expect(c.nextSegmentBuildDate).toBe('2030-03-02T00:00:00.000Z');
    // The list shows the window in South African time (London + 2 h in March is not today: just check shape).
    const rows = (await list({ campaignName: 'Autumn newsletter 2026' })).body.rows;
    expect(rows[0]).toMatchObject({ id, scheduleDays: [1, 3, 6], recycleCampaignDays: 7, restPeriodDays: 3 });
    expect(rows[0]!.dailySendStartTime).toMatch(/^\d\d:\d\d$/);
  });

  it('refuses a from address off the account’s verified domains, with a clear message', async () => {
    const id = await create('Sender checks');
    const base = settingsOf(await get(id));
    for (const address of [`news@pending${user.accountId}.example.test`, 'news@gmail.com']) {
      const answer = await save(id, { ...base, fromEmail: address });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields?.fromEmail?.[0]).toContain(
        'is not one of your verified sending domains',
      );
      expect(answer.body.error.fields?.fromEmail?.[0]).toContain(domain);
    }
    const bad = await save(id, { ...base, fromEmail: 'not an address' });
    expect(bad.body.error.fields?.fromEmail).toEqual([EMAIL_CAMPAIGN_TEXTS.fromEmail]);
    // The platform's own domain (the test stage's EMAIL_FROM is no-reply@pulsar.test) is never the account's, even
    // with a Verified claim of it from before the rule: the save refuses it and the editor does not offer it.
    await testDb()
      .insertInto('email_sending_domains')
      .ignore()
      .values({
        account_id: user.accountId,
        domain: 'pulsar.test',
        status: 'Verified',
        verified_at: new Date(),
      })
      .execute();
    try {
      const platform = await save(id, { ...base, fromEmail: 'no-reply@pulsar.test' });
      expect(platform.status).toBe(400);
      expect(platform.body.error.fields?.fromEmail?.[0]).toContain(
        'is not one of your verified sending domains',
      );
      expect(platform.body.error.fields?.fromEmail?.[0]?.split('(')[1]).not.toContain('pulsar.test');
    } finally {
      await testDb().deleteFrom('email_sending_domains').where('domain', '=', 'pulsar.test').execute();
    }
    // An account without a verified domain is told to verify one first.
    const loneCategory = await createEmailCategory(stranger);
    const theirId = (
      await strangerApi.post<{ id: number }>('/api/email/campaigns/create', {
        name: 'No domain',
        categoryId: loneCategory.id,
      })
    ).body.id;
    const theirs = (await strangerApi.get<EmailCampaign>(`/api/email/campaigns/${theirId}`)).body;
    const none = await strangerApi.request<ErrorBody>('PUT', `/api/email/campaigns/${theirId}`, {
      json: { ...settingsOf(theirs), fromEmail: `news@${domain}` },
    });
    expect(none.status).toBe(400);
    expect(none.body.error.fields?.fromEmail).toEqual([EMAIL_CAMPAIGN_TEXTS.noVerifiedDomain]);
  });

  it('refuses bad schedules and audiences with field messages', async () => {
    const id = await create('Schedule checks');
    const base = settingsOf(await get(id));
    const answer = await save(id, {
      ...base,
      scheduleDays: [],
      dailySendStartTime: '18:00',
      dailySendFinishTime: '17:00',
      timeZone: 'Mars/Olympus',
      startDate: '2030-02-30',
      recycleCampaignDays: -1,
      restPeriodDays: 5000,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({
      scheduleDays: [EMAIL_CAMPAIGN_TEXTS.noDays],
      dailySendFinishTime: [EMAIL_CAMPAIGN_TEXTS.windowOrder],
      timeZone: [EMAIL_CAMPAIGN_TEXTS.timeZone],
      startDate: [EMAIL_CAMPAIGN_TEXTS.startDate],
      recycleCampaignDays: [EMAIL_CAMPAIGN_TEXTS.recycleDays],
      restPeriodDays: [EMAIL_CAMPAIGN_TEXTS.restDays],
    });
    const own = await createEmailList(user);
    const both = await save(id, { ...base, includeListIds: [own.id], excludeListIds: [own.id] });
    expect(both.body.error.fields?.excludeListIds).toEqual([EMAIL_CAMPAIGN_TEXTS.bothWays]);
    const dma = await createEmailList(user, { name: `DMA ${id}`, exclusionList: true });
    const dmaIn = await save(id, { ...base, includeListIds: [dma.id] });
    expect(dmaIn.status).toBe(400);
    expect(dmaIn.body.error.fields?.includeListIds?.[0]).toContain('DMA Exclusion');
    const theirList = await save(id, { ...base, includeListIds: [foreign.listId] });
    expect(theirList.status).toBe(404);
    const tooMany = await save(id, { ...base, includeListIds: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    const missing = await save(id, { name: 'x' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields ?? {})).toEqual(
      expect.arrayContaining(['scheduleDays', 'timeZone', 'startDate']),
    );
  });

  it('saves the builder’s body and refuses scripts and huge bodies', async () => {
    const id = await create('Body checks');
    const html =
      '<!doctype html><html><body><table><tr><td style="color:#333">Hello</td></tr></table></body></html>';
    const json = JSON.stringify({ pages: [{ component: { type: 'wrapper' } }] });
    expect((await saveBody(id, { html, json })).status).toBe(204);
    expect(await get(id)).toMatchObject({ bodyHtml: html, bodyJson: json });
    const script = await saveBody(id, { html: '<p>x</p><script>alert(1)</script>', json: null });
    expect(script.status).toBe(400);
    expect(script.body.error.fields?.html).toEqual([EMAIL_CAMPAIGN_TEXTS.scripts]);
    const huge = await saveBody(id, { html: 'x'.repeat(2 * 1024 * 1024 + 1), json: null });
    expect([400, 413]).toContain(huge.status);
    const wrong = await saveBody(id, { html: 5 });
    expect(wrong.status).toBe(400);
  });
});

describe('the Active/Dormant switch', () => {
  it('lists what activation needs, then activates and makes dormant', async () => {
    const id = await create('Switch me');
    const refused = await setActive(id, true);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.active).toEqual([
      EMAIL_CAMPAIGN_TEXTS.needsSubject,
      EMAIL_CAMPAIGN_TEXTS.needsFrom,
      EMAIL_CAMPAIGN_TEXTS.needsBody,
      EMAIL_CAMPAIGN_TEXTS.needsAudience,
    ]);
    const audience = await createEmailList(user);
    expect(
      (
        await save(id, {
          ...settingsOf(await get(id)),
          subject: 'Hello',
          fromEmail: `news@${domain}`,
          includeListIds: [audience.id],
        })
      ).status,
    ).toBe(204);
    expect((await setActive(id, true)).body.error.fields?.active).toEqual([EMAIL_CAMPAIGN_TEXTS.needsBody]);
    await saveBody(id, { html: '<p>Hi</p>', json: null });
    expect((await setActive(id, true)).status).toBe(204);
    expect(await get(id)).toMatchObject({ active: true, status: 5 });
    expect((await setActive(id, false)).status).toBe(204);
    expect(await get(id)).toMatchObject({ active: false, status: 0 });
    const wrong = await api.request<ErrorBody>('PATCH', `/api/email/campaigns/${id}/send-active`, {
      json: { active: 'yes' },
    });
    expect(wrong.status).toBe(400);
  });
});

describe('the list, copy, archive and unarchive', () => {
  let ids: { alpha: number; beta: number; gamma: number };
  let otherCategory: { id: number; name: string };

  beforeAll(async () => {
    otherCategory = await createEmailCategory(user);
    ids = {
      gamma: await create('LX-Gamma'),
      alpha: await create('LX-Alpha', { categoryId: otherCategory.id }),
      beta: await create('LX-Beta'),
    };
  });

  it('pages by name ascending by default, filters by name and category, never shows another account’s', async () => {
    const all = await list({ campaignName: 'LX-', pagination: { page: 1, rowsPerPage: 10 } });
    expect(all.status).toBe(200);
    expect(all.body.rows.map((r) => r.name)).toEqual(['LX-Alpha', 'LX-Beta', 'LX-Gamma']);
    expect(all.body.totalRows).toBe(3);
    expect(all.body.rows[0]).toMatchObject({
      categoryName: otherCategory.name,
      isTransactional: false,
      status: 0,
      providerName: null,
      sendActive: false,
      archived: false,
      scheduleDays: [1, 2, 3, 4, 5],
      dailySendStartTime: '08:00',
      dailySendFinishTime: '17:00',
      recycleCampaignDays: 0,
      restPeriodDays: 0,
    });
    const byCategory = await list({ campaignName: 'LX-', categoryId: otherCategory.id });
    expect(byCategory.body.rows.map((r) => r.id)).toEqual([ids.alpha]);
    const desc = await list({ campaignName: 'LX-', sort: { field: 'id', asc: false } });
    expect(desc.body.rows.map((r) => r.id)).toEqual([ids.beta, ids.alpha, ids.gamma]);
    const page2 = await list({ campaignName: 'LX-', pagination: { page: 2, rowsPerPage: 2 } });
    expect(page2.body.rows.map((r) => r.name)).toEqual(['LX-Gamma']);
    expect(page2.body.totalRows).toBe(3);
    const everything = await list({ archivedStatus: 'Both', pagination: { page: 1, rowsPerPage: 100000 } });
    expect(everything.body.rows.map((r) => r.id)).not.toContain(foreign.campaignId);
    const theirCategory = await list({ categoryId: foreign.categoryId });
    expect(theirCategory.body).toEqual({ rows: [], totalRows: 0 });
  });

  it('refuses bad list requests with field messages', async () => {
    for (const body of [
      { pagination: { page: 0, rowsPerPage: 10 } },
      { pagination: { page: 1, rowsPerPage: 100001 } },
      { sort: { field: 'subject', asc: true } },
      { archivedStatus: 'Sometimes' },
      { categoryId: -1 },
      { campaignName: 'x'.repeat(201) },
    ]) {
      const answer = await api.post<ErrorBody>('/api/email/campaigns', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields, JSON.stringify(body)).toBeTruthy();
    }
  });

  it('copies with settings and audience, archives (disabling) and unarchives; archived ones cannot be copied or archived again', async () => {
    const audience = await createEmailList(user);
    await save(ids.beta, {
      ...settingsOf(await get(ids.beta)),
      subject: 'Beta subject',
      fromEmail: `news@${domain}`,
      includeListIds: [audience.id],
    });
    await saveBody(ids.beta, { html: '<p>Beta</p>', json: null });
    expect((await setActive(ids.beta, true)).status).toBe(204);

    const copy = await api.post<{ id: number }>(`/api/email/campaigns/${ids.beta}/copy`);
    expect(copy.status).toBe(201);
    expect(await get(copy.body.id)).toMatchObject({
      name: 'Copy of LX-Beta',
      subject: 'Beta subject',
      fromEmail: `news@${domain}`,
      bodyHtml: '<p>Beta</p>',
      includeListIds: [audience.id],
      active: false,
      status: 0,
    });

    expect((await api.post(`/api/email/campaigns/${ids.beta}/archive`)).status).toBe(204);
    expect(await get(ids.beta)).toMatchObject({ archived: true, active: false, status: 0 });
    const unarchived = await list({ campaignName: 'LX-Beta' });
    expect(unarchived.body.rows.map((r) => r.id)).toEqual([copy.body.id]);
    const archived = await list({ campaignName: 'LX-Beta', archivedStatus: 'Archived' });
    expect(archived.body.rows.map((r) => r.id)).toEqual([ids.beta]);
    const both = await list({ campaignName: 'LX-Beta', archivedStatus: 'Both' });
    expect(both.body.rows.map((r) => r.id).sort()).toEqual([ids.beta, copy.body.id].sort());

    expect((await api.post<ErrorBody>(`/api/email/campaigns/${ids.beta}/copy`)).status).toBe(409);
    expect((await api.post<ErrorBody>(`/api/email/campaigns/${ids.beta}/archive`)).status).toBe(409);
    expect((await setActive(ids.beta, true)).status).toBe(409);
    expect((await api.post(`/api/email/campaigns/${ids.beta}/unarchive`)).status).toBe(204);
    expect(await get(ids.beta)).toMatchObject({ archived: false, active: false, status: 0 });
    expect((await api.post<ErrorBody>(`/api/email/campaigns/${ids.beta}/unarchive`)).status).toBe(409);
  });
});

describe('another account’s ids and bad ids', () => {
  it('answers 404 for every call on another account’s campaign, and 400 for ids that are not ids', async () => {
    const id = foreign.campaignId;
    const own = await get(await create('Mine'));
    const calls = [
      () => api.get(`/api/email/campaigns/${id}`),
      () => save(id, settingsOf(own)),
      () => saveBody(id, { html: '<p>x</p>', json: null }),
      () => setActive(id, false),
      () => api.post(`/api/email/campaigns/${id}/copy`),
      () => api.post(`/api/email/campaigns/${id}/archive`),
      () => api.post(`/api/email/campaigns/${id}/unarchive`),
      () => api.get(`/api/email/campaigns/${id}/status`),
      () => api.get(`/api/email/send-rounds?campaignId=${id}`),
    ];
    for (const call of calls) expect((await call()).status).toBe(404);
    // Nothing changed on their side.
    const theirs = (await strangerApi.get<EmailCampaign>(`/api/email/campaigns/${id}`)).body;
    expect(theirs).toMatchObject({ name: 'Foreign campaign', archived: false });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      expect((await api.get(`/api/email/campaigns/${bad}`)).status, bad).toBe(400);
      expect((await api.post(`/api/email/campaigns/${bad}/copy`)).status, bad).toBe(400);
    }
    expect((await api.get('/api/email/send-rounds?page=0')).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.post('/api/email/campaigns', {})).status).toBe(401);
    expect((await anonymous.get('/api/categories/email')).status).toBe(401);
  });
});

describe('status and send rounds (read from the sends esend writes)', () => {
  it('counts sends by status without test sends, opens and clicks, and lists rounds newest first', async () => {
    const id = await create('Figures');
    await insertEmailSends(user, id, [
      { email: 'a@x.test', status: 'Sent', opened: true },
      { email: 'b@x.test', status: 'Sent' },
      { email: 'c@x.test', status: 'Failed' },
      { email: 'd@x.test', status: 'Suppressed' },
      { email: 'e@x.test', status: 'Queued' },
      { email: 'test@x.test', status: 'Sent', isTest: true },
    ]);
    await testDb()
      .updateTable('email_sends')
      .set({ created_at: new Date(Date.now() - 86_400_000) })
      .where('campaign_id', '=', id)
      .execute();
    await insertEmailSends(user, id, [{ email: 'a@x.test', status: 'Bounced', round: 2 }]);
    await insertEngagement(user, id, 1, 'a@x.test');
    await insertEngagement(user, id, 2, 'a@x.test');
    await insertEngagement(user, id, 1, 'b@x.test');

    const status = await api.get<EmailCampaignStatus>(`/api/email/campaigns/${id}/status`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      id,
      name: 'Figures',
      rounds: 2,
      sends: {
        total: 6,
        queued: 1,
        sending: 0,
        sent: 2,
        failed: 1,
        suppressed: 1,
        bounced: 1,
        complained: 0,
      },
      opened: 2,
      clicked: 1,
    });
    const rounds = await api.get<EmailSendRoundsResponse>(`/api/email/send-rounds?campaignId=${id}`);
    expect(rounds.status).toBe(200);
    expect(rounds.body.totalRows).toBe(2);
    expect(rounds.body.rows.map((r) => r.sendRound)).toEqual([2, 1]);
    expect(rounds.body.rows[1]).toMatchObject({
      campaignName: 'Figures',
      total: 5,
      sent: 2,
      pending: 1,
      failed: 1,
      suppressed: 1,
      opened: 1,
    });
    const mine = await api.get<EmailSendRoundsResponse>('/api/email/send-rounds');
    expect(mine.body.rows.every((r) => r.campaignId !== foreign.campaignId)).toBe(true);
  });
});
