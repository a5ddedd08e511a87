import { describe, expect, it } from 'vitest';
import { buildEmailListRequest, DEFAULT_EMAIL_CAMPAIGN_SORT, parseCategoryParam } from './list-request';
import { settingsDraftOf, validateSettings } from './settings-draft';

describe('buildEmailListRequest', () => {
  it('sends name ascending, All Categories as 0, the trimmed name, the archived status and 10 a page', () => {
    expect(
      buildEmailListRequest({
        sort: DEFAULT_EMAIL_CAMPAIGN_SORT,
        categoryId: undefined,
        search: '  spring ',
        archivedStatus: 'Both',
        page: 3,
      }),
    ).toEqual({
      sort: { field: 'name', asc: true },
      categoryId: 0,
      campaignName: 'spring',
      archivedStatus: 'Both',
      includeCampaignStatus: true,
      pagination: { page: 3, rowsPerPage: 10 },
    });
  });

  it('reads only positive whole category ids from the query string', () => {
    expect(parseCategoryParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc']) expect(parseCategoryParam(bad)).toBeUndefined();
  });
});

describe('validateSettings', () => {
  const campaign = {
    id: 1,
    name: 'News',
    category: { id: 4, name: 'Newsletters', groupName: null },
    isTransactional: false,
    status: 0,
    active: false,
    archived: false,
    fromName: null,
    fromEmail: null,
    replyTo: null,
    subject: null,
    preheader: null,
    bodyHtml: null,
    bodyJson: null,
    includeListIds: [],
    excludeListIds: [],
    audienceLists: [],
    schedule: {
      scheduleDays: [1, 2, 3, 4, 5],
      dailySendStartTime: '08:00',
      dailySendFinishTime: '17:00',
      timeZone: 'Africa/Johannesburg',
      startDate: '2030-01-01',
      finishDate: null,
      recycleCampaignDays: 0,
      restPeriodDays: 0,
    },
    nextSegmentBuildDate: null,
    createdDate: '2030-01-01T00:00:00.000Z',
    verifiedDomains: ['acme.test'],
  };

  it('passes a saved campaign as it is and reports the shared rules’ messages by field', () => {
    expect(validateSettings(settingsDraftOf(campaign)).ok).toBe(true);
    const result = validateSettings({
      ...settingsDraftOf(campaign),
      name: ' ',
      fromEmail: 'nope',
      scheduleDays: [],
      recycleCampaignDays: 'x',
    });
    expect(result).toEqual({
      ok: false,
      errors: expect.objectContaining({
        name: 'Campaign name is required.',
        fromEmail: 'Please enter a valid from address.',
      }),
    });
  });
});
