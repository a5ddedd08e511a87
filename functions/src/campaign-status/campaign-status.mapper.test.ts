import { describe, expect, it } from 'vitest';
import { currencySymbolFor } from '../accounts/currency';
import { toSeries, toTotals, windowStart } from './campaign-status.mapper';

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
