import { describe, expect, it } from 'vitest';
import { currentOrNextWindow, openWindowAt, type SendSchedule } from '../segments/send-window';
import { zonedToUtc } from '../platform/time/zoned-time';
import { effectiveSchedule, MARKETING_TIME_RULES } from './marketing-time-rules';
import { isMarketingAllowedAt, lawfulParts, nextAllowedAt } from './marketing-times';

const sast = (date: string, time: string) => zonedToUtc(date, time, 'Africa/Johannesburg');
const noHolidays = () => false;

// December 2026 in SAST: Mon 7th, Fri 11th, Sat 12th, Sun 13th, Wed 16th (Day of Reconciliation), Fri 25th
// (Christmas), Sat 26th (Day of Goodwill). 2027: Sun 21 March (Human Rights Day) moves to Mon 22 March.
describe('South African marketing times (CPA s12, regulation 4)', () => {
  it('allows weekdays 08:00 to 20:00 only', () => {
    expect(isMarketingAllowedAt('ZA', sast('2026-12-07', '07:59'))).toBe(false);
    expect(isMarketingAllowedAt('ZA', sast('2026-12-07', '08:00'))).toBe(true);
    expect(isMarketingAllowedAt('ZA', sast('2026-12-07', '19:59'))).toBe(true);
    expect(isMarketingAllowedAt('ZA', sast('2026-12-07', '20:00'))).toBe(false);
    expect(isMarketingAllowedAt('ZA', sast('2026-12-08', '02:00'))).toBe(false);
  });

  it('allows Saturdays 09:00 to 13:00 only, and never Sundays', () => {
    expect(isMarketingAllowedAt('ZA', sast('2026-12-12', '08:30'))).toBe(false);
    expect(isMarketingAllowedAt('ZA', sast('2026-12-12', '09:00'))).toBe(true);
    expect(isMarketingAllowedAt('ZA', sast('2026-12-12', '12:59'))).toBe(true);
    expect(isMarketingAllowedAt('ZA', sast('2026-12-12', '13:00'))).toBe(false);
    expect(isMarketingAllowedAt('ZA', sast('2026-12-13', '10:00'))).toBe(false);
  });

  it('never allows a public holiday, including the Monday that replaces a Sunday holiday', () => {
    expect(isMarketingAllowedAt('ZA', sast('2026-12-16', '10:00'))).toBe(false);
    expect(isMarketingAllowedAt('ZA', sast('2027-03-22', '10:00'))).toBe(false);
    expect(isMarketingAllowedAt('ZA', sast('2027-03-23', '10:00'))).toBe(true);
  });

  it('gives the next allowed instant', () => {
    // Friday after 20:00: Saturday 09:00.
    expect(nextAllowedAt('ZA', sast('2026-12-11', '20:30'))).toEqual(sast('2026-12-12', '09:00'));
    // Saturday after 13:00: Monday 08:00 (Sunday is skipped).
    expect(nextAllowedAt('ZA', sast('2026-12-12', '13:00'))).toEqual(sast('2026-12-14', '08:00'));
    // Tuesday night before the Day of Reconciliation: Thursday 08:00.
    expect(nextAllowedAt('ZA', sast('2026-12-15', '21:00'))).toEqual(sast('2026-12-17', '08:00'));
    // Christmas Eve 20:00: Christmas and the Day of Goodwill (a Saturday) and Sunday pass; Monday 28th.
    expect(nextAllowedAt('ZA', sast('2026-12-24', '20:00'))).toEqual(sast('2026-12-28', '08:00'));
    // Inside an allowed period: now.
    expect(nextAllowedAt('ZA', sast('2026-12-07', '10:00'))).toEqual(sast('2026-12-07', '10:00'));
  });

  it('runs on SAST all year: no daylight-saving shift (UTC+2 in January and July)', () => {
    expect(nextAllowedAt('ZA', new Date('2027-01-11T05:00:00Z'))).toEqual(new Date('2027-01-11T06:00:00Z'));
    expect(nextAllowedAt('ZA', new Date('2027-07-12T05:00:00Z'))).toEqual(new Date('2027-07-12T06:00:00Z'));
  });

  it('sets no hours in the UK and the Netherlands (rows without rules), nor in a country with no row', () => {
    const sunday3am = sast('2026-12-13', '03:00');
    for (const country of ['GB', 'NL', 'US']) {
      expect(isMarketingAllowedAt(country, sunday3am)).toBe(true);
      expect(nextAllowedAt(country, sunday3am)).toEqual(sunday3am);
    }
    expect(MARKETING_TIME_RULES.map((r) => r.country)).toEqual(['ZA', 'GB', 'NL']);
  });

  it('cuts a window to the allowed parts', () => {
    expect(lawfulParts('ZA', sast('2026-12-07', '00:00'), sast('2026-12-07', '23:59'))).toEqual([
      { from: sast('2026-12-07', '08:00'), to: sast('2026-12-07', '20:00') },
    ]);
    expect(lawfulParts('ZA', sast('2026-12-13', '00:00'), sast('2026-12-13', '23:59'))).toEqual([]);
    // A window on another clock that spans two SAST days (New York 00:00-23:59 = SAST 07:00 to 06:59).
    expect(
      lawfulParts('ZA', sast('2026-12-07', '07:00'), sast('2026-12-08', '06:59')).map((p) => p.from),
    ).toEqual([sast('2026-12-07', '08:00')]);
    expect(lawfulParts('ZA', sast('2026-12-07', '18:00'), sast('2026-12-08', '09:00'))).toEqual([
      { from: sast('2026-12-07', '18:00'), to: sast('2026-12-07', '20:00') },
      { from: sast('2026-12-08', '08:00'), to: sast('2026-12-08', '09:00') },
    ]);
    expect(lawfulParts('GB', sast('2026-12-13', '00:00'), sast('2026-12-13', '23:59'))).toHaveLength(1);
  });
});

describe('a campaign window under the ZA rule', () => {
  const everyDay: SendSchedule = {
    scheduleDays: [1, 2, 3, 4, 5, 6, 7],
    start: '00:00',
    finish: '23:59',
    timeZone: 'Africa/Johannesburg',
    startAt: sast('2026-12-01', '00:00'),
    finishAt: null,
    country: 'ZA',
  };

  it('whatever hours the campaign was given, opens and closes with the law', () => {
    expect(openWindowAt(sast('2026-12-07', '03:00'), everyDay, noHolidays)).toBeNull();
    expect(openWindowAt(sast('2026-12-07', '12:00'), everyDay, noHolidays)?.closesAt).toEqual(
      sast('2026-12-07', '20:00'),
    );
    expect(openWindowAt(sast('2026-12-12', '12:00'), everyDay, noHolidays)?.closesAt).toEqual(
      sast('2026-12-12', '13:00'),
    );
    expect(openWindowAt(sast('2026-12-13', '12:00'), everyDay, noHolidays)).toBeNull();
    // After Saturday 13:00 the next window is Monday 08:00.
    expect(currentOrNextWindow(sast('2026-12-12', '13:00'), everyDay, noHolidays)?.opensAt).toEqual(
      sast('2026-12-14', '08:00'),
    );
  });

  it('keeps a lawful window as it is, and an account without a rule keeps the campaign hours', () => {
    const office = { ...everyDay, start: '09:00', finish: '17:00' };
    expect(openWindowAt(sast('2026-12-07', '12:00'), office, noHolidays)).toMatchObject({
      opensAt: sast('2026-12-07', '09:00'),
      closesAt: sast('2026-12-07', '17:00'),
    });
    expect(
      openWindowAt(sast('2026-12-13', '03:00'), { ...everyDay, country: 'GB' }, noHolidays),
    ).not.toBeNull();
  });
});

describe('the effective schedule the editors show', () => {
  const za = MARKETING_TIME_RULES[0]!;

  it('cuts an every-day, all-day window to the law, and says it crosses a prohibited period', () => {
    const { days, crossesProhibited } = effectiveSchedule(za, [1, 2, 3, 4, 5, 6, 7], '00:00', '23:59');
    expect(crossesProhibited).toBe(true);
    expect(days[0]).toEqual({ day: 1, window: { from: '08:00', to: '20:00' } });
    expect(days[5]).toEqual({ day: 6, window: { from: '09:00', to: '13:00' } });
    expect(days[6]).toEqual({ day: 7, window: null });
  });

  it('leaves a lawful window alone', () => {
    expect(effectiveSchedule(za, [1, 2, 3, 4, 5], '08:00', '17:00')).toMatchObject({
      crossesProhibited: false,
    });
    expect(effectiveSchedule(za, [6], '09:00', '13:00')).toMatchObject({ crossesProhibited: false });
    expect(effectiveSchedule(za, [6], '14:00', '16:00')).toEqual({
      days: [{ day: 6, window: null }],
      crossesProhibited: true,
    });
  });
});
