import { describe, expect, it } from 'vitest';
import { zonedToUtc } from '../platform/time/zoned-time';
import { currentOrNextWindow, openWindowAt, releaseQuota, type SendSchedule } from './send-window';

const johannesburg: SendSchedule = {
  scheduleDays: [1, 2, 3, 4, 5],
  start: '08:00',
  finish: '17:00',
  timeZone: 'Africa/Johannesburg',
  startAt: zonedToUtc('2026-12-01', '00:00', 'Africa/Johannesburg'),
  finishAt: null,
};
// South African public holidays in December 2026 (Day of Reconciliation, Christmas, Day of Goodwill).
const holidays = new Set(['2026-12-16', '2026-12-25', '2026-12-26']);
const isHoliday = (date: string) => holidays.has(date);
const sast = (date: string, time: string) => zonedToUtc(date, time, 'Africa/Johannesburg');

describe('the send window', () => {
  it('is open on schedule days between the start and finish times on the campaign clock', () => {
    expect(openWindowAt(sast('2026-12-02', '08:00'), johannesburg, isHoliday)?.closesAt).toEqual(
      sast('2026-12-02', '17:00'),
    );
    expect(openWindowAt(sast('2026-12-02', '07:59'), johannesburg, isHoliday)).toBeNull();
    expect(openWindowAt(sast('2026-12-02', '17:00'), johannesburg, isHoliday)).toBeNull();
    expect(openWindowAt(sast('2026-12-05', '10:00'), johannesburg, isHoliday)).toBeNull(); // a Saturday
  });

  it('never opens on a public holiday, and resumes at the next window', () => {
    expect(openWindowAt(sast('2026-12-16', '10:00'), johannesburg, isHoliday)).toBeNull();
    expect(currentOrNextWindow(sast('2026-12-15', '17:30'), johannesburg, isHoliday)?.opensAt).toEqual(
      sast('2026-12-17', '08:00'),
    );
    // Christmas on a Friday, Day of Goodwill on the Saturday: next is Monday 28th.
    expect(currentOrNextWindow(sast('2026-12-24', '17:00'), johannesburg, isHoliday)?.date).toBe(
      '2026-12-28',
    );
  });

  it('follows a London campaign across the daylight-saving change', () => {
    const london: SendSchedule = {
      ...johannesburg,
      scheduleDays: [1, 2, 3, 4, 5, 6, 7],
      start: '09:00',
      timeZone: 'Europe/London',
      startAt: zonedToUtc('2026-03-27', '00:00', 'Europe/London'),
    };
    const none = () => false;
    expect(currentOrNextWindow(new Date('2026-03-28T06:00:00Z'), london, none)?.opensAt.toISOString()).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    expect(currentOrNextWindow(new Date('2026-03-29T06:00:00Z'), london, none)?.opensAt.toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
  });

  it('has no window before the start date or after the finish date', () => {
    const bounded = { ...johannesburg, finishAt: new Date(sast('2026-12-04', '00:00').getTime() - 1) };
    expect(openWindowAt(sast('2026-11-30', '10:00'), bounded, isHoliday)).toBeNull();
    expect(currentOrNextWindow(sast('2026-12-03', '18:00'), bounded, isHoliday)).toBeNull();
  });

  it('spreads what is left over the rest of the window, within the providers’ rate', () => {
    const now = sast('2026-12-02', '08:00');
    const closes = sast('2026-12-02', '17:00');
    // 54 000 messages over 9 hours: 100 a minute, not all in the first minute.
    expect(releaseQuota(54_000, now, closes, 50, 60)).toBe(100);
    expect(releaseQuota(1_000_000, now, closes, 10, 60)).toBe(600);
    expect(releaseQuota(7, sast('2026-12-02', '16:59'), closes, 50, 60)).toBe(7);
    expect(releaseQuota(0, now, closes, 50, 60)).toBe(0);
  });
});
