import { describe, expect, it } from 'vitest';
import { AUDIENCE_TEXTS } from '@contracts/campaigns/campaign-audience.schemas';
import { audienceDraftOf, todayInSouthAfrica, validateAudience } from './audience-draft';

describe('the Audience and schedule draft', () => {
  it('starts from weekdays 08:00–17:00 SAST today', () => {
    const draft = audienceDraftOf(null, new Date('2026-11-22T23:30:00Z'));
    expect(draft).toMatchObject({
      scheduleDays: [1, 2, 3, 4, 5],
      dailySendStartTime: '08:00',
      timeZone: 'Africa/Johannesburg',
      startDate: '2026-11-23',
    });
    expect(todayInSouthAfrica(new Date('2026-11-22T21:59:00Z'))).toBe('2026-11-22');
  });

  it('says what is wrong with the texts the API uses', () => {
    const draft = { ...audienceDraftOf(null), scheduleDays: [], dailySendFinishTime: '07:00' };
    const result = validateAudience(draft, true);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      includeListIds: AUDIENCE_TEXTS.noAudience,
      scheduleDays: AUDIENCE_TEXTS.noDays,
      dailySendFinishTime: AUDIENCE_TEXTS.windowOrder,
    });
    const lr = validateAudience(
      { ...audienceDraftOf(null), includeListIds: [1], recycleCampaignDays: 'x' },
      true,
    );
    expect(lr.ok || lr.errors.recycleCampaignDays).toBe(AUDIENCE_TEXTS.recycleDays);
  });

  it('gives the API body, with no recycle or rest days for a Simple campaign', () => {
    const result = validateAudience({ ...audienceDraftOf(null), includeListIds: [3], finishDate: '' }, false);
    expect(result.ok && result.value).toMatchObject({
      includeListIds: [3],
      finishDate: null,
      recycleCampaignDays: null,
      restPeriodDays: null,
    });
  });
});
