import type { SmsListRow } from '@contracts/lists/lists.schemas';

export const listRow = (overrides: Partial<SmsListRow> = {}): SmsListRow => ({
  id: 11,
  name: 'Spring sale buyers',
  listName: 'Spring sale buyers',
  description: null,
  dateCreated: '2026-03-01T06:30:00Z',
  contacts: 12450,
  optouts: 120,
  dmaOptouts: 30,
  status: 2,
  newProcess: false,
  exclusionList: false,
  needsRefresh: false,
  countryIso3166: 'ZA',
  ...overrides,
});
