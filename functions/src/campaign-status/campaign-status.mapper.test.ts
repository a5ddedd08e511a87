import { describe, expect, it } from 'vitest';
import { currencySymbolFor } from '../accounts/currency';
import { zonedToUtc } from '../platform/time/zoned-time';
import { toCampaignStatus, toSegment, toSeries, toTotals, windowStart } from './campaign-status.mapper';

const sums = (values: Partial<Record<string, string | number>>) => ({
  queued: '0',
  suppressed: '0',
  sent: '0',
  delivered: '0',
  undelivered: '0',
  failed: '0',
  clicks: '0',
  unique_clicks: '0',
  segments: '0',
  cost: '0.0000',
  ...values,
});

const noRecent = { sent: '0', delivered: '0', undelivered: '0' };

describe('toTotals', () => {
  it('adds up what the page shows', () => {
    const totals = toTotals(
      sums({ queued: '10', sent: '7', delivered: '5', undelivered: '1', failed: '2', cost: '3.4567' }),
      { sent: '3', delivered: '1', undelivered: '1' },
      'ZA',
    );
    expect(totals).toMatchObject({
      queued: 10,
      inFlight: 1,
      awaitingReports: 1,
      sent: 7,
      delivered: 5,
      failed: 2,
      undelivered: 1,
    });
    expect(totals.deliveryRate).toBeCloseTo(5 / 7);
    expect(totals.cost).toBe(3.4567);
    expect(totals.currencySymbol).toBe('R');
  });

  it('has no delivery rate before anything was sent, and never more than 100% or fewer than 0 in flight', () => {
    expect(toTotals(sums({}), noRecent, 'ZA').deliveryRate).toBeNull();
    const odd = toTotals(
      sums({ queued: '1', sent: '2', delivered: '3', failed: '1' }),
      { sent: '1', delivered: '2', undelivered: '0' },
      'ZA',
    );
    expect(odd.inFlight).toBe(0);
    expect(odd.awaitingReports).toBe(0);
    expect(odd.deliveryRate).toBe(1);
  });
});

describe('windowStart and toSeries', () => {
  const now = new Date('2026-03-10T14:35:12.345Z');

  it('ends the window with the current hour', () => {
    expect(windowStart(now, 1).toISOString()).toBe('2026-03-10T14:00:00.000Z');
    expect(windowStart(now, 48).toISOString()).toBe('2026-03-08T15:00:00.000Z');
  });

  it('gives every hour, zeros where nothing happened', () => {
    const from = windowStart(now, 4);
    const series = toSeries(
      [
        { hour: new Date('2026-03-10T12:00:00Z'), sent: '5', delivered: '3' },
        { hour: new Date('2026-03-10T14:00:00Z'), sent: '1', delivered: '2' },
      ],
      from,
      4,
    );
    expect(series).toEqual([
      { hour: '2026-03-10T11:00:00.000Z', sent: 0, delivered: 0 },
      { hour: '2026-03-10T12:00:00.000Z', sent: 5, delivered: 3 },
      { hour: '2026-03-10T13:00:00.000Z', sent: 0, delivered: 0 },
      { hour: '2026-03-10T14:00:00.000Z', sent: 1, delivered: 2 },
    ]);
  });
});

describe('currencySymbolFor', () => {
  it.each([
    ['ZA', 'R'],
    ['za', 'R'],
    ['NA', 'N$'],
    ['GB', '£'],
    ['NL', '€'],
    ['XX', 'R'],
    [null, 'R'],
  ])('%s → %s', (country, symbol) => expect(currencySymbolFor(country)).toBe(symbol));
});

const sast = (date: string, time: string) => zonedToUtc(date, time, 'Africa/Johannesburg');

/** A Long Running campaign sending weekdays 08:00 to 17:00 in Johannesburg from 1 December 2026. */
const campaign = (
  values: Partial<Parameters<typeof toSegment>[0]> = {},
): Parameters<typeof toSegment>[0] => ({
  id: 7,
  name: 'Weekly promo',
  type: 1,
  status: 3,
  archived: 0,
  time_zone: 'Africa/Johannesburg',
  schedule_days: '1,2,3,4,5',
  send_start_local: '08:00',
  send_finish_local: '17:00',
  start_at: sast('2026-12-01', '00:00'),
  campaign_finish_at: null,
  next_segment_build_at: sast('2026-12-08', '00:00'),
  country: 'ZA',
  ...values,
});

const built = {
  id: 31,
  finished_at: new Date('2026-12-01T22:00:04.500Z'),
  created_at: new Date('2026-12-01T22:00:00.000Z'),
  queued: 500_000,
  released: 120_000,
  pending: 380_000,
};

describe('toSegment', () => {
  it('gives the latest build’s progress, the window open now and the next build', () => {
    expect(toSegment(campaign(), built, sast('2026-12-02', '10:00'))).toEqual({
      buildId: 31,
      builtAt: '2026-12-01T22:00:04.500Z',
      queued: 500_000,
      released: 120_000,
      pending: 380_000,
      timeZone: 'Africa/Johannesburg',
      window: { opensAt: '2026-12-02T06:00:00.000Z', closesAt: '2026-12-02T15:00:00.000Z', open: true },
      holidayToday: null,
      nextBuildAt: '2026-12-07T22:00:00.000Z',
    });
  });

  it('gives the next window after hours, on a weekend and over a public holiday', () => {
    const at = (date: string, time: string) => toSegment(campaign(), built, sast(date, time))!;
    expect(at('2026-12-02', '07:59').window).toEqual({
      opensAt: sast('2026-12-02', '08:00').toISOString(),
      closesAt: sast('2026-12-02', '17:00').toISOString(),
      open: false,
    });
    expect(at('2026-12-04', '17:00').window?.opensAt).toBe(sast('2026-12-07', '08:00').toISOString());
    // 16 December is the Day of Reconciliation: nothing is sent; the next window is the 17th.
    const holiday = at('2026-12-16', '10:00');
    expect(holiday.holidayToday).toBe('Day of Reconciliation');
    expect(holiday.window).toMatchObject({ opensAt: sast('2026-12-17', '08:00').toISOString(), open: false });
  });

  it('judges today’s holiday and the window on the campaign’s own clock', () => {
    const london = campaign({ time_zone: 'Europe/London', start_at: new Date('2026-12-01T00:00:00Z') });
    // 23:30 in London on the 15th is already the 16th (a holiday) in Johannesburg; the London campaign's
    // own 16th is a holiday too, so its next window opens on the 17th at 08:00 London time.
    const now = new Date('2026-12-15T23:30:00Z');
    expect(toSegment(london, built, now)).toMatchObject({
      timeZone: 'Europe/London',
      holidayToday: null,
      window: { opensAt: '2026-12-17T08:00:00.000Z', closesAt: '2026-12-17T17:00:00.000Z', open: false },
    });
    expect(toSegment(campaign(), built, now)?.holidayToday).toBe('Day of Reconciliation');
  });

  it('has no window once the finish date passed, and no next build when none is due', () => {
    const finished = campaign({
      campaign_finish_at: sast('2026-12-03', '23:59'),
      next_segment_build_at: null,
    });
    expect(toSegment(finished, built, sast('2026-12-03', '17:30'))).toMatchObject({
      window: null,
      nextBuildAt: null,
    });
  });

  it('is null for a transactional campaign and before a build completed', () => {
    const now = sast('2026-12-02', '10:00');
    expect(toSegment(campaign({ type: 2 }), built, now)).toBeNull();
    expect(toSegment(campaign(), undefined, now)).toBeNull();
    expect(toSegment(campaign({ type: 0 }), built, now)?.buildId).toBe(31);
  });
});

describe('toCampaignStatus', () => {
  const now = sast('2026-12-02', '10:00');
  const status = (c: Parameters<typeof toSegment>[0], segment = built) =>
    toCampaignStatus(c, sums({}), noRecent, [], windowStart(now, 2), 2, segment, now);

  it('gives a scheduled campaign’s clock, next build and segment', () => {
    const answer = status(campaign());
    expect(answer.campaign).toEqual({
      id: 7,
      name: 'Weekly promo',
      type: 1,
      isTransactional: false,
      status: 3,
      archived: false,
      timeZone: 'Africa/Johannesburg',
      nextSegmentBuildAt: '2026-12-07T22:00:00.000Z',
    });
    expect(answer.segment?.released).toBe(120_000);
  });

  it('gives a transactional campaign no next build and no segment', () => {
    const answer = status(campaign({ type: 2, next_segment_build_at: new Date() }));
    expect(answer.campaign.nextSegmentBuildAt).toBeNull();
    expect(answer.segment).toBeNull();
  });
});
