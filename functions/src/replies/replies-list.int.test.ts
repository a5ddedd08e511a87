import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { seedReplies, type ReplySpec } from '../test-support/reply-fixtures';
import type { ReplyListRequest, ReplyListResponse } from './replies.schemas';

let user: TestUser;
let api: ApiClient;
let campaigns: { alpha: number; zulu: number };
const ids: Record<string, number> = {};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function campaign(accountId: number, name: string): Promise<number> {
  const db = testDb();
  const category = await db
    .insertInto('sms_categories')
    .values({ account_id: accountId, name: `Inbox ${name} ${Math.random()}`, group_name: null })
    .executeTakeFirstOrThrow();
  const { insertId } = await db
    .insertInto('sms_campaigns')
    .values({ account_id: accountId, category_id: Number(category.insertId), name, type: 0 })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  campaigns = {
    alpha: await campaign(user.accountId, 'Alpha offers'),
    zulu: await campaign(user.accountId, 'Zulu deals'),
  };
  const named: [string, ReplySpec][] = [
    [
      'yes',
      {
        from: '+27821110001',
        message: 'YES please',
        keyword: 'YES',
        type: 'Lead',
        campaignId: campaigns.alpha,
      },
    ],
    [
      'stop',
      { from: '+27821110002', message: 'STOP', keyword: 'STOP', type: 'Optout', campaignId: campaigns.zulu },
    ],
    ['price', { from: '+27831110003', message: 'What is the price?', campaignId: campaigns.alpha }],
    ['who', { from: '+27841110004', message: 'Who is this?' }],
    ['ok', { from: '+27841110005', message: 'ok thanks', ignored: true, campaignId: campaigns.zulu }],
    ['book', { from: '+27841110006', message: 'I want to book a visit' }],
    ['foreign', { from: '+447700900123', message: 'Wrong number, I am in London' }],
  ];
  const filler: ReplySpec[] = Array.from({ length: 20 }, (_, i) => ({
    from: `+2772000${String(i).padStart(4, '0')}`,
    message: `Filler reply ${i}`,
    campaignId: i % 2 ? campaigns.zulu : null,
    receivedAt: minutesAgo(100 + i),
  }));
  const stored = await seedReplies(user.accountId, [
    ...named.map(([, spec], i) => ({ ...spec, receivedAt: minutesAgo(i + 1) })),
    ...filler,
  ]);
  named.forEach(([name], i) => (ids[name] = stored[i]!));
  // Another account's replies match the same searches: they must never show.
  const stranger = await createAccountWithUser();
  await seedReplies(stranger.accountId, [
    { from: '+27821110001', message: 'YES please', type: 'Lead' },
    { from: '+27831110003', message: 'What is the price?' },
  ]);
});

const list = (body: ReplyListRequest = {}) => api.post<ReplyListResponse>('/api/sms/responses', body);
const idsOf = (answer: { body: ReplyListResponse }) => answer.body.rows.map((r) => r.id);

describe('the SMS Inbox list', () => {
  it('answers the newest 20 of the account by default, with the total from the counters', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.totalRows).toBe(27);
    expect(answer.body.rows).toHaveLength(20);
    expect(idsOf(answer).slice(0, 7)).toEqual([
      ids.yes,
      ids.stop,
      ids.price,
      ids.who,
      ids.ok,
      ids.book,
      ids.foreign,
    ]);
    expect(answer.body.rows[0]).toEqual({
      id: ids.yes,
      dateReceived: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      campaignId: campaigns.alpha,
      campaignName: 'Alpha offers',
      from: '+27821110001',
      message: 'YES please',
      keyword: 'YES',
      type: 'Lead',
      responded: false,
      ignored: false,
    });
    // Ignored shows as Ignored; no campaign is null (the inbox's N/A).
    expect(answer.body.rows[4]).toMatchObject({ type: 'Ignored', ignored: true });
    expect(answer.body.rows[3]).toMatchObject({ campaignId: null, campaignName: null });
    const second = await list({ pagination: { page: 2, rowsPerPage: 20 } });
    expect(second.body.rows).toHaveLength(7);
    expect(new Set([...idsOf(answer), ...idsOf(second)]).size).toBe(27);
    const past = await list({ pagination: { page: 3, rowsPerPage: 20 } });
    expect(past.body).toEqual({ rows: [], totalRows: 27 });
  });

  it('filters by type: Unallocated leaves the ignored ones out, Ignored shows only them', async () => {
    const of = async (type: ReplyListRequest['type']) => {
      const answer = await list({ type, pagination: { page: 1, rowsPerPage: 100 } });
      return { total: answer.body.totalRows, ids: idsOf(answer) };
    };
    expect(await of('Leads')).toEqual({ total: 1, ids: [ids.yes] });
    expect(await of('Optouts')).toEqual({ total: 1, ids: [ids.stop] });
    expect(await of('Ignored')).toEqual({ total: 1, ids: [ids.ok] });
    const unallocated = await of('Unallocated');
    expect(unallocated.total).toBe(24);
    expect(unallocated.ids).toHaveLength(24);
    expect(unallocated.ids).not.toContain(ids.ok);
    expect((await of('All')).total).toBe(27);
  });

  it('sorts by date, from, keyword, type and campaign name, both ways, with stable pages', async () => {
    const all = async (field: string, direction: 'asc' | 'desc') =>
      (
        await list({
          sort: { field, direction } as ReplyListRequest['sort'],
          pagination: { page: 1, rowsPerPage: 100 },
        })
      ).body.rows;
    const oldestFirst = await all('date', 'asc');
    expect(oldestFirst.at(-1)!.id).toBe(ids.yes);
    const byFrom = (await all('from', 'asc')).map((r) => r.from);
    expect(byFrom).toEqual([...byFrom].sort());
    expect((await all('from', 'desc'))[0]!.from).toBe('+447700900123');
    const byKeyword = (await all('keyword', 'desc')).map((r) => r.keyword);
    expect(byKeyword.slice(0, 2)).toEqual(['YES', 'STOP']);
    // Stored type order (Unallocated, Lead, Optout), ignored after the others of its type.
    const byType = (await all('type', 'asc')).map((r) => r.type);
    expect(byType.indexOf('Ignored')).toBe(byType.lastIndexOf('Unallocated') + 1);
    expect(byType.slice(-2)).toEqual(['Lead', 'Optout']);
    // By campaign name: N/A (no campaign) first ascending, Zulu deals first descending.
    const byCampaign = (await all('campaign', 'asc')).map((r) => r.campaignName);
    expect(byCampaign[0]).toBeNull();
    expect(byCampaign.at(-1)).toBe('Zulu deals');
    expect((await all('campaign', 'desc'))[0]!.campaignName).toBe('Zulu deals');
    // Paging a sort gives every row once.
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        list({ sort: { field: 'from', direction: 'asc' }, pagination: { page, rowsPerPage: 10 } }),
      ),
    );
    expect(new Set(pages.flatMap(idsOf)).size).toBe(27);
  });

  it('searches the From number by E.164 prefix in the account’s country, however it is typed', async () => {
    for (const term of ['082 111 0001', '0821110001', '27821110001', '+27 82 111-0001', '(082) 111 0001']) {
      const answer = await list({ filter: term });
      expect(answer.body, term).toMatchObject({ totalRows: 1, rows: [{ id: ids.yes }] });
    }
    const prefix = await list({ filter: '084 111', pagination: { page: 1, rowsPerPage: 100 } });
    expect(idsOf(prefix).sort()).toEqual([ids.who, ids.ok, ids.book].sort());
    expect(prefix.body.totalRows).toBe(3);
    const foreign = await list({ filter: '+44 7700' });
    expect(idsOf(foreign)).toEqual([ids.foreign]);
    const withType = await list({ filter: '084 111', type: 'Ignored' });
    expect(withType.body).toMatchObject({ totalRows: 1, rows: [{ id: ids.ok }] });
  });

  it('searches the message by word beginnings, short words and everyday words included', async () => {
    const found = async (filter: string) =>
      idsOf(await list({ filter, pagination: { page: 1, rowsPerPage: 100 } }));
    expect(await found('pric')).toEqual([ids.price]);
    expect(await found('PRICE?')).toEqual([ids.price]);
    expect(await found('who is this')).toEqual([ids.who]);
    // A short word must begin a word: "ok" finds "ok thanks", not "book".
    expect(await found('ok')).toEqual([ids.ok]);
    expect(await found('want book')).toEqual([ids.book]);
    expect(await found('rice')).toEqual([]);
    expect(await found('filler 1')).toHaveLength(11);
    const answer = await list({ filter: 'filler', pagination: { page: 2, rowsPerPage: 15 } });
    expect(answer.body.totalRows).toBe(20);
    expect(answer.body.rows).toHaveLength(5);
    // Only punctuation: no search at all.
    expect((await list({ filter: '?!' })).body.totalRows).toBe(27);
  });

  it('refuses a malformed request with the field at fault', async () => {
    const bad = await api.post<ErrorBody>('/api/sms/responses', {
      sort: { field: 'message', direction: 'up' },
      type: 'Spam',
      pagination: { page: 0, rowsPerPage: 500 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual([
      'pagination.page',
      'pagination.rowsPerPage',
      'sort.direction',
      'sort.field',
      'type',
    ]);
  });
});
