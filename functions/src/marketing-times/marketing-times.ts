import { publicHolidayIn } from '../segments/exclusion-days';
import { addDays, localPartsOf, zonedToUtc } from '../platform/time/zoned-time';
import { marketingTimeRuleOf, type MarketingTimeRule } from './marketing-time-rules';

// The rule engine over MARKETING_TIME_RULES: when marketing may be dispatched in a country. Every answer is
// in instants (Date); the rule's own clock (SAST for ZA) decides days and hours.

export interface Period {
  from: Date;
  to: Date;
}

/** How far ahead the next allowed period is looked for. */
const LOOK_AHEAD_DAYS = 30;

/** The allowed period of one date on the rule's clock, or null (a day with none). */
function allowedOn(date: string, rule: MarketingTimeRule): Period | null {
  if (rule.noPublicHolidays && publicHolidayIn(rule.country, date)) return null;
  const noon = zonedToUtc(date, '12:00', rule.timeZone);
  const hours = rule.allowed?.[localPartsOf(noon, rule.timeZone).isoWeekday - 1];
  if (!hours) return null;
  const to = hours.to === '24:00' ? zonedToUtc(addDays(date, 1), '00:00', rule.timeZone) : null;
  return {
    from: zonedToUtc(date, hours.from, rule.timeZone),
    to: to ?? zonedToUtc(date, hours.to, rule.timeZone),
  };
}

/** The allowed periods overlapping [from, to), in order (the rule's days from the day before `from`). */
export function allowedPeriodsBetween(country: string, from: Date, to: Date): Period[] | 'always' {
  const rule = marketingTimeRuleOf(country);
  if (!rule) return 'always';
  const periods: Period[] = [];
  let date = addDays(localPartsOf(from, rule.timeZone).date, -1);
  for (;;) {
    const p = allowedOn(date, rule);
    if (p && p.from >= to) break;
    if (p && p.to > from) periods.push(p);
    if (zonedToUtc(date, '00:00', rule.timeZone) >= to) break;
    date = addDays(date, 1);
  }
  return periods;
}

/** True when marketing may be dispatched at `now` in the country. */
export function isMarketingAllowedAt(country: string, now: Date): boolean {
  const periods = allowedPeriodsBetween(country, now, new Date(now.getTime() + 1));
  return periods === 'always' || periods.some((p) => p.from <= now && now < p.to);
}

/** The allowed period open at `now`, else the next one (null: none within the look-ahead, or no rule). */
export function currentOrNextAllowedPeriod(country: string, now: Date): Period | null {
  const rule = marketingTimeRuleOf(country);
  if (!rule) return null;
  const today = localPartsOf(now, rule.timeZone).date;
  for (let i = -1; i <= LOOK_AHEAD_DAYS; i++) {
    const p = allowedOn(addDays(today, i), rule);
    if (p && now < p.to) return p;
  }
  return null;
}

/** The first instant at or after `now` when marketing may be dispatched in the country. */
export function nextAllowedAt(country: string, now: Date): Date {
  if (!marketingTimeRuleOf(country)) return now;
  const p = currentOrNextAllowedPeriod(country, now);
  if (!p) return new Date(now.getTime() + LOOK_AHEAD_DAYS * 86_400_000);
  return p.from > now ? p.from : now;
}

/**
 * A campaign window cut to the country's allowed periods: the parts of [opensAt, closesAt) in which marketing
 * may be dispatched, in order (one part for ZA, two when a campaign on another clock spans two SAST days).
 */
export function lawfulParts(country: string, opensAt: Date, closesAt: Date): Period[] {
  const periods = allowedPeriodsBetween(country, opensAt, closesAt);
  if (periods === 'always') return [{ from: opensAt, to: closesAt }];
  return periods
    .map((p) => ({
      from: p.from > opensAt ? p.from : opensAt,
      to: p.to < closesAt ? p.to : closesAt,
    }))
    .filter((p) => p.from < p.to);
}
