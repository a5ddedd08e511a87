// Scheduled-campaign test data through the real database and API: lists with contacts, suppressions,
// and a Simple or Long Running campaign ready to activate.
import { expect } from 'vitest';
import type { AudienceInput } from '../campaigns/campaign-audience.schemas';
import { localPartsOf } from '../platform/time/zoned-time';
import { publicHolidayOn } from '../segments/exclusion-days';
import type { ApiClient } from './api-client';
import { testDb, type TestUser } from './fixtures';

/** +2782 followed by seven digits: a valid South African cellphone number in E.164. */
export const cell = (n: number) => `+2782${String(n).padStart(7, '0')}`;

/** Today's date on the South African clock. */
export const todaySast = () => localPartsOf(new Date(), 'Africa/Johannesburg').date;

/** An SMS list of the user's account holding these numbers. */
export async function createListWithContacts(
  user: TestUser,
  name: string,
  numbers: string[],
  options: { exclusionList?: boolean } = {},
): Promise<number> {
  const db = testDb();
  const r = await db
    .insertInto('sms_lists')
    .values({
      account_id: user.accountId,
      name,
      exclusion_list: options.exclusionList ? 1 : 0,
      contacts: numbers.length,
    })
    .executeTakeFirstOrThrow();
  const listId = Number(r.insertId);
  if (numbers.length)
    await db
      .insertInto('sms_list_contacts')
      .values(numbers.map((cellphone) => ({ list_id: listId, cellphone })))
      .execute();
  return listId;
}

export async function suppress(user: TestUser, table: 'sms_optouts' | 'dma_optouts', numbers: string[]) {
  await testDb()
    .insertInto(table)
    .values(numbers.map((cellphone) => ({ account_id: user.accountId, cellphone })))
    .execute();
}

/** A valid Audience and schedule step on these lists, starting today (so its first build is due now). */
export function audienceOf(includeListIds: number[], extra: Partial<AudienceInput> = {}): AudienceInput {
  return {
    includeListIds,
    excludeListIds: [],
    scheduleDays: [1, 2, 3, 4, 5],
    dailySendStartTime: '08:00',
    dailySendFinishTime: '17:00',
    timeZone: 'Africa/Johannesburg',
    startDate: todaySast(),
    finishDate: null,
    recycleCampaignDays: null,
    restPeriodDays: null,
    ...extra,
  };
}

/** The text as a lawful marketing SMS of the signed-in account: with its sender and opt-out line appended. */
export async function marketingMessage(api: ApiClient, text: string): Promise<string> {
  const settings = await api.get<{ optoutLine: string }>('/api/settings');
  expect(settings.status).toBe(200);
  return `${text}\n${settings.body.optoutLine}`;
}

/** The message createScheduledCampaign gives its campaigns (before the account's opt-out line). */
export const SEGMENT_MESSAGE = 'Hello from the segment';

/** Creates a scheduled campaign through the API, gives it a message and (unless told not to) activates it. */
export async function createScheduledCampaign(
  api: ApiClient,
  categoryId: number,
  type: 0 | 1,
  audience: AudienceInput,
  options: { activate?: boolean; name?: string } = {},
): Promise<number> {
  const created = await api.post<{ id: number }>('/api/sms/campaigns/scheduled', {
    type,
    name: options.name ?? `Scheduled ${Math.random().toString(36).slice(2, 8)}`,
    categoryId,
    ...audience,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  const messages = await api.request('PATCH', `/api/sms/campaigns/${id}/messages`, {
    json: {
      messages: [{ id: null, active: true, message: await marketingMessage(api, SEGMENT_MESSAGE) }],
      clickUrl: null,
    },
  });
  expect(messages.status).toBe(200);
  if (options.activate !== false) {
    const active = await api.request('PATCH', `/api/sms/campaigns/${id}/send-active`, {
      json: { active: true },
    });
    expect(active.status, JSON.stringify(active.body)).toBe(204);
  }
  return id;
}

export function campaignRow(id: number) {
  return testDb().selectFrom('sms_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function buildsOf(campaignId: number) {
  return testDb()
    .selectFrom('sms_segment_builds')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute();
}

export function membersOf(buildId: number) {
  return testDb()
    .selectFrom('sms_segment_members')
    .selectAll()
    .where('build_id', '=', buildId)
    .orderBy('recipient')
    .execute();
}

/** Zones far apart, so one of them is on a date that is not a South African public holiday. */
const ZONES = ['Africa/Johannesburg', 'Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati', 'Etc/GMT+12'];

/**
 * An audience whose send window is open now and for hours yet, whatever the wall clock says: every day,
 * 00:00 to 23:59 in a time zone where today is neither a public holiday nor within 40 minutes of midnight.
 */
export function openWindowAudience(
  includeListIds: number[],
  extra: Partial<AudienceInput> = {},
): AudienceInput {
  const now = new Date();
  for (const timeZone of ZONES) {
    const local = localPartsOf(now, timeZone);
    const [hh, mm] = local.time.split(':').map(Number) as [number, number];
    const minutes = hh * 60 + mm;
    if (publicHolidayOn(local.date) || minutes < 10 || minutes > 23 * 60 + 19) continue;
    return audienceOf(includeListIds, {
      scheduleDays: [1, 2, 3, 4, 5, 6, 7],
      dailySendStartTime: '00:00',
      dailySendFinishTime: '23:59',
      timeZone,
      startDate: local.date,
      ...extra,
    });
  }
  throw new Error('No time zone has an open window now');
}
