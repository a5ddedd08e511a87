import { describe, expect, it } from 'vitest';
import {
  billingText,
  campaignTime,
  campaignTypeText,
  onOffText,
  providerText,
  sastDateText,
  scheduleDaysText,
  statusLabelOf,
  utcOffsetText,
} from './campaign-display';

describe('campaign cell display rules', () => {
  it('writes ISO weekdays as abbreviations, or No days selected', () => {
    expect(scheduleDaysText([1, 2, 3, 4, 5, 6, 7])).toBe('Mon, Tue, Wed, Thu, Fri, Sat, Sun');
    expect(scheduleDaysText([5, 1])).toBe('Mon, Fri');
    expect(scheduleDaysText([])).toBe('No days selected');
  });

  it('shows dates in South African time, or None selected', () => {
    expect(sastDateText('2026-03-01T22:30:00.000Z')).toBe('2026-03-02 00:30');
    expect(sastDateText(null)).toBe('None selected');
  });

  it('labels provider, billing, on/off, type', () => {
    expect(providerText(null)).toBe('Spread Equally');
    expect(providerText('Vodacom')).toBe('Vodacom');
    expect(billingText(true)).toBe('Reverse Billed');
    expect(billingText(false)).toBe('Standard');
    expect(billingText(null)).toBe('N/A');
    expect([onOffText(1), onOffText(0), onOffText(-1)]).toEqual(['On', 'Off', 'Off']);
    expect([campaignTypeText(0), campaignTypeText(1), campaignTypeText(2)]).toEqual([
      'Simple',
      'Long Running',
      'Transactional',
    ]);
  });

  it('has status labels for every status but Completed', () => {
    expect([0, 1, 2, 3, 4, 5].map((s) => statusLabelOf(s)?.text)).toEqual([
      'Dormant',
      undefined,
      'Queued',
      'Sending',
      'Building Segment',
      'Active',
    ]);
  });

  it('formats UTC offsets', () => {
    expect([0, 120, -300, 330, -570].map(utcOffsetText)).toEqual([
      'UTC',
      'UTC+2',
      'UTC-5',
      'UTC+5:30',
      'UTC-9:30',
    ]);
  });

  it('keeps South African times as they are', () => {
    expect(campaignTime('08:00', 'Africa/Johannesburg')).toEqual({ time: '08:00', sast: '08:00 SAST' });
  });

  it('converts times to the campaign time zone with its offset, daylight saving included', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(campaignTime('08:00', 'Asia/Dubai', winter)).toEqual({
      time: '10:00',
      sast: '08:00 SAST',
      offset: 'UTC+4',
    });
    expect(campaignTime('08:00', 'Europe/London', winter)).toMatchObject({ time: '06:00', offset: 'UTC' });
    expect(campaignTime('08:00', 'Europe/London', summer)).toMatchObject({ time: '07:00', offset: 'UTC+1' });
    expect(campaignTime('17:30', 'Asia/Kolkata', winter)).toMatchObject({
      time: '21:00',
      offset: 'UTC+5:30',
    });
    expect(campaignTime('01:00', 'America/New_York', winter)).toMatchObject({
      time: '18:00',
      offset: 'UTC-5',
    });
  });

  it('shows the stored time for an unknown zone', () => {
    expect(campaignTime('08:00', 'Mars/Olympus')).toEqual({ time: '08:00', sast: '08:00 SAST' });
  });
});
