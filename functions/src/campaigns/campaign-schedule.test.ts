import { describe, expect, it } from 'vitest';
import { nextBuildAfter, sastSendTime, scheduleColumns, toAudience } from './campaign-schedule';
import type { AudienceFields } from './campaign-audience.schemas';

const step: AudienceFields = {
  includeListIds: [3, 1],
  excludeListIds: [2],
  scheduleDays: [5, 1, 3],
  dailySendStartTime: '09:00',
  dailySendFinishTime: '17:00',
  timeZone: 'Europe/London',
  startDate: '2026-03-28',
  finishDate: '2026-04-30',
  recycleCampaignDays: 2,
  restPeriodDays: 7,
};

describe('campaign schedule', () => {
  it('builds a Long Running campaign at the start of each day on its own clock, across a DST change', () => {
    const first = scheduleColumns(step, 1, undefined);
    expect(first.start_at.toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(first.next_segment_build_at?.toISOString()).toBe('2026-03-28T00:00:00.000Z');
    // London moves to BST on 29 March: two days later its midnight is 23:00 UTC.
    expect(nextBuildAfter(first.start_at, 2, 'Europe/London', first.campaign_finish_at)?.toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
    expect(first.campaign_finish_at?.toISOString()).toBe('2026-04-30T22:59:59.999Z');
    expect(
      nextBuildAfter(new Date('2026-04-29T23:00:00Z'), 2, 'Europe/London', first.campaign_finish_at),
    ).toBeNull();
    expect(first).toMatchObject({
      schedule_days: '1,3,5',
      send_start_local: '09:00',
      send_finish_local: '17:00',
      daily_send_start_time: '11:00', // 09:00 GMT on the start date is 11:00 SAST
      recycle_campaign_days: 2,
      rest_period_days: 7,
    });
  });

  it('a built Simple campaign builds no more; a built Long Running one carries on from its last build', () => {
    const simple = scheduleColumns(
      { ...step, recycleCampaignDays: null, restPeriodDays: null },
      0,
      new Date(),
    );
    expect(simple.next_segment_build_at).toBeNull();
    expect(simple.recycle_campaign_days).toBe(0);
    const longRunning = scheduleColumns(step, 1, new Date('2026-04-01T23:00:00Z'));
    expect(longRunning.next_segment_build_at?.toISOString()).toBe('2026-04-03T23:00:00.000Z');
  });

  it('shows the saved step back on the campaign clock, and the SAST time of today for the list', () => {
    const cols = scheduleColumns(step, 1, undefined);
    const audience = toAudience({ ...cols, type: 1, audience_saved: 1 }, [
      { list_id: 1, exclude: 0 },
      { list_id: 2, exclude: 1 },
    ]);
    expect(audience).toEqual({ ...step, includeListIds: [1], scheduleDays: [1, 3, 5] });
    expect(sastSendTime('11:00', '09:00', 'Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('10:00');
    expect(sastSendTime('11:00', '09:00', 'Europe/London', new Date('2026-12-01T12:00:00Z'))).toBe('11:00');
    expect(sastSendTime('08:00', '08:00', 'Africa/Johannesburg')).toBe('08:00');
  });
});
