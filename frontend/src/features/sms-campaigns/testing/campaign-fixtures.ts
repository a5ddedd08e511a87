import type { Campaign, CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import type { CategoryGroup } from '@contracts/categories/categories.schemas';
import type { ProviderShort } from '@contracts/providers/providers.schemas';
import type { AccountSettings } from '@contracts/settings/settings.schemas';

export const categoryGroups: CategoryGroup[] = [
  {
    name: 'Marketing',
    categories: [
      { id: 1, name: 'Promotions', groupName: 'Marketing' },
      { id: 2, name: 'Newsletters', groupName: 'Marketing' },
    ],
  },
  { name: null, categories: [{ id: 4, name: 'Misc', groupName: null }] },
];

export const providers: ProviderShort[] = [
  { id: 1, name: 'Vodacom Bulk', reverseBilled: false, active: true },
  { id: 2, name: 'MTN Reverse', reverseBilled: true, active: true },
  { id: 3, name: 'Old Gateway', reverseBilled: false, active: false },
];

export const accountSettings: AccountSettings = {
  limitDownloads: false,
  apiHost: 'https://api.pulsar.test/',
  smsShortUrlHost: 'https://s.pulsar.test',
  optoutConfirmation: true,
  senderName: 'Acme Retail',
  optoutLine: 'Acme Retail: Reply STOP to opt out',
};

export const campaignRow = (overrides: Partial<CampaignRow> = {}): CampaignRow => ({
  id: 7,
  name: 'Spring sale',
  categoryId: 1,
  categoryName: 'Promotions',
  isTransactional: false,
  status: 5,
  providerName: null,
  reverseBilled: null,
  createdDate: '2026-03-01T06:30:00.000Z',
  nextSegmentBuildDate: null,
  campaignFinishDate: '2026-06-30T21:59:00.000Z',
  scheduleDays: [1, 3, 5],
  dailySendStartTime: '08:00',
  dailySendFinishTime: '17:30',
  recycleCampaignDays: 0,
  restPeriodDays: 3,
  sendStatus: 1,
  receiveStatus: 0,
  timeZone: 'Africa/Johannesburg',
  archived: false,
  ...overrides,
});

export const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 42,
  type: 2,
  name: 'OTP sender',
  category: { id: 4, name: 'Misc', groupName: null },
  active: false,
  status: 0,
  archived: false,
  timeZone: 'Africa/Johannesburg',
  provider: null,
  messages: null,
  replies: null,
  audience: null,
  ...overrides,
});
