// Demo SMS categories, providers and campaigns: together they exercise every display rule of the
// campaign list (each status, transactional or not, archived or not, with and without provider,
// billing true / false / null, schedule days, missing dates, zero recycle and rest days, and a
// campaign in a time zone other than Africa/Johannesburg).
import type { Db } from '../../functions/src/platform/db/database';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);

type ProviderKey = 'vodacom' | 'mtn' | 'cellc';

interface DemoCampaign {
  name: string;
  category: string;
  type: 0 | 1 | 2;
  status: 0 | 1 | 2 | 3 | 4 | 5;
  archived?: boolean;
  provider?: { option: 'SpreadStandard' | 'SpreadReverseBilled' | 'SelectedProvider'; key?: ProviderKey };
  days?: number[];
  start?: string;
  finish?: string;
  recycle?: number;
  rest?: number;
  nextBuild?: Date;
  finishDate?: Date;
  receive?: boolean;
  timeZone?: string;
  messages?: string[];
}

const CATEGORIES = [
  { name: 'Promotions', group: 'Retail' },
  { name: 'Loyalty', group: 'Retail' },
  { name: 'Notifications', group: 'Service' },
  { name: 'Internal', group: null },
];

// Each speaks BulkSMS's API to the local gateway emulator; demo-providers.ts gives them their API tokens
// and webhook secrets (and the emulator the same tokens). Price per SMS part in rand; messages per second.
const PROVIDERS: Record<
  ProviderKey,
  {
    name: string;
    reverseBilled: boolean;
    active: boolean;
    pricePerSegment: string;
    messagesPerSecond: number;
  }
> = {
  vodacom: {
    name: 'Vodacom Bulk SMS',
    reverseBilled: false,
    active: true,
    pricePerSegment: '0.2500',
    messagesPerSecond: 50,
  },
  mtn: {
    name: 'MTN Reverse Billed',
    reverseBilled: true,
    active: true,
    pricePerSegment: '0.3500',
    messagesPerSecond: 50,
  },
  cellc: {
    name: 'Cell C Premium (retired)',
    reverseBilled: false,
    active: false,
    pricePerSegment: '0.2800',
    messagesPerSecond: 20,
  },
};

const weekly = (n: number): DemoCampaign => ({
  name: `Weekly Specials #${n}`,
  category: 'Promotions',
  type: 0,
  status: 0,
  provider: { option: 'SpreadStandard' },
  days: [4],
  start: '10:00',
  finish: '14:00',
  recycle: 7,
  rest: 2,
  messages: [
    `Weekly special #${n}: 2 for 1 on all coffee this Thursday.\nAcme Retail: Reply STOP to opt out`,
  ],
});

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Black Friday Blast',
    category: 'Promotions',
    type: 0,
    status: 5,
    provider: { option: 'SelectedProvider', key: 'vodacom' },
    days: [1, 2, 3, 4, 5],
    start: '08:00',
    finish: '17:00',
    recycle: 30,
    rest: 7,
    nextBuild: inDays(1),
    finishDate: inDays(20),
    receive: true,
    messages: [
      'Black Friday: 40% off everything until midnight! Shop now: #CLICKURL#\nAcme Retail: Reply STOP to opt out',
      'Last chance: Black Friday deals end tonight.\nAcme Retail: Reply STOP to opt out',
    ],
  },
  {
    name: 'Loyalty Rewards Reminder',
    category: 'Loyalty',
    type: 1,
    status: 2,
    provider: { option: 'SpreadReverseBilled' },
    days: [6, 7],
    start: '09:00',
    finish: '13:00',
    recycle: 0,
    rest: 0,
    nextBuild: inDays(2),
    messages: [
      'You have 1,250 loyalty points waiting. Redeem them in store this weekend.\nAcme Retail: Reply STOP to opt out',
    ],
  },
  {
    name: 'Order Notifications API',
    category: 'Notifications',
    type: 2,
    status: 5,
    provider: { option: 'SelectedProvider', key: 'mtn' },
    receive: true,
    messages: ['Your order is on its way and will arrive today.'],
  },
  { name: 'Winter Sale Teaser', category: 'Promotions', type: 0, status: 0 },
  {
    name: 'Stock Clearance',
    category: 'Promotions',
    type: 0,
    status: 3,
    provider: { option: 'SpreadStandard' },
    days: [1, 3, 5],
    start: '07:30',
    finish: '19:00',
    recycle: 14,
    rest: 3,
    finishDate: inDays(5),
    messages: [
      'Clearance: up to 70% off selected lines while stocks last.\nAcme Retail: Reply STOP to opt out',
    ],
  },
  {
    name: 'New Store Opening',
    category: 'Internal',
    type: 1,
    status: 4,
    provider: { option: 'SelectedProvider', key: 'vodacom' },
    days: [2, 4],
    start: '08:00',
    finish: '12:00',
    recycle: -1,
    rest: 5,
    nextBuild: inDays(0.5),
    messages: [
      'Our new Sandton store opens on Saturday. Join us for free coffee!\nAcme Retail: Reply STOP to opt out',
    ],
  },
  {
    name: 'Spring Launch 2026',
    category: 'Promotions',
    type: 0,
    status: 1,
    archived: true,
    provider: { option: 'SpreadStandard' },
    days: [1, 2, 3, 4, 5, 6, 7],
    start: '08:00',
    finish: '18:00',
    recycle: 10,
    rest: 1,
    finishDate: inDays(-30),
    messages: ['Spring has sprung: new season ranges now in store.\nAcme Retail: Reply STOP to opt out'],
  },
  {
    name: 'Cape Town Pop-up (UK partners)',
    category: 'Internal',
    type: 0,
    status: 5,
    provider: { option: 'SelectedProvider', key: 'vodacom' },
    days: [1, 5],
    start: '09:00',
    finish: '16:30',
    recycle: 21,
    rest: 4,
    nextBuild: inDays(3),
    finishDate: inDays(40),
    receive: true,
    timeZone: 'Europe/London',
    messages: ['Meet us at the V&A Waterfront pop-up this Friday.\nAcme Retail: Reply STOP to opt out'],
  },
  {
    name: 'Old Customer Survey',
    category: 'Loyalty',
    type: 1,
    status: 0,
    archived: true,
    days: [3],
    recycle: 5,
    rest: 2,
  },
  {
    name: 'Delivery Updates',
    category: 'Notifications',
    type: 2,
    status: 0,
    provider: { option: 'SpreadStandard' },
    messages: ['Your delivery is scheduled for tomorrow between 8 and 12.'],
  },
  weekly(1),
  weekly(2),
  weekly(3),
];

/** Creates the demo categories, providers and campaigns in an account that has none yet. */
export async function seedDemoCampaigns(
  db: Db,
  accountId: number,
  campaigns = DEMO_CAMPAIGNS,
): Promise<boolean> {
  const existing = await db
    .selectFrom('sms_categories')
    .select('id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const c of CATEGORIES) {
      const r = await trx
        .insertInto('sms_categories')
        .values({ account_id: accountId, name: c.name, group_name: c.group })
        .executeTakeFirstOrThrow();
      categoryIds.set(c.name, Number(r.insertId));
    }
    const providerIds = new Map<ProviderKey, number>();
    for (const [key, p] of Object.entries(PROVIDERS) as [ProviderKey, (typeof PROVIDERS)[ProviderKey]][]) {
      const r = await trx
        .insertInto('sms_providers')
        .values({
          account_id: accountId,
          name: p.name,
          reverse_billed: p.reverseBilled ? 1 : 0,
          active: p.active ? 1 : 0,
          type: 'BulkSms',
          price_per_segment: p.pricePerSegment,
          messages_per_second: p.messagesPerSecond,
        })
        .executeTakeFirstOrThrow();
      providerIds.set(key, Number(r.insertId));
    }
    for (const [i, c] of campaigns.entries()) {
      const r = await trx
        .insertInto('sms_campaigns')
        .values({
          account_id: accountId,
          category_id: categoryIds.get(c.category)!,
          name: c.name,
          type: c.type,
          status: c.status,
          archived: c.archived ? 1 : 0,
          provider_option: c.provider?.option ?? null,
          provider_id: c.provider?.key ? providerIds.get(c.provider.key)! : null,
          messages_saved: c.messages ? 1 : 0,
          click_url: c.messages?.some((m) => m.includes('#CLICKURL#'))
            ? 'https://acme.test/black-friday'
            : null,
          replies_saved: c.receive === undefined ? 0 : 1,
          receive_active: c.receive ? 1 : 0,
          reply_type: c.receive === undefined ? null : 'Default',
          next_segment_build_at: c.type === 2 ? null : (c.nextBuild ?? null),
          campaign_finish_at: c.type === 2 ? null : (c.finishDate ?? null),
          schedule_days: (c.days ?? []).join(','),
          daily_send_start_time: c.start ?? null,
          daily_send_finish_time: c.finish ?? null,
          recycle_campaign_days: c.recycle ?? 0,
          rest_period_days: c.rest ?? 0,
          send_status: c.status === 5 ? 1 : 0,
          time_zone: c.timeZone ?? 'Africa/Johannesburg',
          created_at: new Date(Date.now() - (campaigns.length - i) * 3 * DAY),
        })
        .executeTakeFirstOrThrow();
      for (const [position, message] of (c.messages ?? []).entries()) {
        await trx
          .insertInto('sms_campaign_messages')
          .values({ campaign_id: Number(r.insertId), position, message })
          .execute();
      }
    }
  });
  return true;
}

/**
 * Demo providers seeded before providers had prices and rates (migration 0012 added them at R0 and 10 a
 * second) get the demo price and rate, so a local database from before shows costs. Only providers still
 * at price 0, so a price set since is kept. Answers how many were priced.
 */
export async function priceDemoProviders(db: Db, accountId: number): Promise<number> {
  let priced = 0;
  for (const p of Object.values(PROVIDERS)) {
    const result = await db
      .updateTable('sms_providers')
      .set({ price_per_segment: p.pricePerSegment, messages_per_second: p.messagesPerSecond })
      .where('account_id', '=', accountId)
      .where('name', '=', p.name)
      .where('price_per_segment', '=', '0.0000')
      .executeTakeFirst();
    priced += Number(result.numUpdatedRows);
  }
  return priced;
}
