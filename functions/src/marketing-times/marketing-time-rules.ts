// The times at which direct marketing may be sent, per country: data, not code. Another country is a row
// here (docs/areas/direct-marketing-times.md). A country without a row (or with `allowed: null`) has no timing rule
// for marketing SMS and e-mail: the campaign's own window alone decides.

/** [from, to) on the rule's clock, HH:mm ('24:00' for the end of the day). */
export interface AllowedHours {
  from: string;
  to: string;
}

export interface MarketingTimeRule {
  /** ISO 3166-1 alpha-2, as accounts.default_country_iso3166. */
  country: string;
  /** The clock the rule is written on (South Africa: SAST, no daylight saving). */
  timeZone: string;
  /** That clock's name as marketers know it. */
  clockName: string;
  /** Allowed hours per ISO weekday (index 0 Monday … 6 Sunday); null: no marketing that day. */
  allowed: readonly (AllowedHours | null)[] | null;
  /** True: no marketing on the country's public holidays (date-holidays' 'public' days). */
  noPublicHolidays: boolean;
  /** The law, as cited to the marketer and in the docs. */
  law: string;
  /** What the editors say, in a marketer's words. */
  summary: string;
}

export const MARKETING_TIME_RULES: readonly MarketingTimeRule[] = [
  {
    country: 'ZA',
    timeZone: 'Africa/Johannesburg',
    clockName: 'SAST',
    // Consumer Protection Act 68 of 2008, s12, and its Regulations (GN R293 of 1 April 2011), regulation 4:
    // no direct marketing on Sundays or public holidays, on Saturdays before 09h00 and after 13h00, and on
    // all other days between 20h00 and 08h00 the following day.
    allowed: [
      { from: '08:00', to: '20:00' },
      { from: '08:00', to: '20:00' },
      { from: '08:00', to: '20:00' },
      { from: '08:00', to: '20:00' },
      { from: '08:00', to: '20:00' },
      { from: '09:00', to: '13:00' },
      null,
    ],
    noPublicHolidays: true,
    law: 'Consumer Protection Act 68 of 2008, section 12 and regulation 4',
    summary:
      'South African law forbids marketing messages on Sundays and public holidays, on Saturdays before 09:00 and after 13:00, and on other days before 08:00 and after 20:00. Messages due then wait for the next allowed time.',
  },
  // The UK (PECR) and the Netherlands (Telecommunicatiewet) set no hours for marketing SMS or e-mail.
  {
    country: 'GB',
    timeZone: 'Europe/London',
    clockName: 'UK time',
    allowed: null,
    noPublicHolidays: false,
    law: '',
    summary: '',
  },
  {
    country: 'NL',
    timeZone: 'Europe/Amsterdam',
    clockName: 'CET',
    allowed: null,
    noPublicHolidays: false,
    law: '',
    summary: '',
  },
];

/** The country's rule, or null when it sets no marketing hours. */
export function marketingTimeRuleOf(country: string | null | undefined): MarketingTimeRule | null {
  const rule = MARKETING_TIME_RULES.find((r) => r.country === (country ?? '').toUpperCase());
  return rule?.allowed ? rule : null;
}

/** One schedule day's window as the law leaves it (times on the rule's clock); null: nothing is sent. */
export interface EffectiveDay {
  /** ISO weekday, 1 Monday to 7 Sunday. */
  day: number;
  window: AllowedHours | null;
}

/**
 * A campaign's daily window (HH:mm on the rule's clock) on each of its schedule days, cut to the hours the
 * rule allows, and whether the chosen window reaches into a prohibited period (public holidays aside: they
 * are never sent on). Pure, shared with the campaign editors.
 */
export function effectiveSchedule(
  rule: MarketingTimeRule,
  scheduleDays: readonly number[],
  start: string,
  finish: string,
): { days: EffectiveDay[]; crossesProhibited: boolean } {
  let crossesProhibited = false;
  const days = [...scheduleDays]
    .sort((a, b) => a - b)
    .map((day) => {
      const allowed = rule.allowed?.[day - 1] ?? null;
      if (!allowed) {
        crossesProhibited = true;
        return { day, window: null };
      }
      if (start < allowed.from || finish > allowed.to) crossesProhibited = true;
      const from = start > allowed.from ? start : allowed.from;
      const to = finish < allowed.to ? finish : allowed.to;
      return { day, window: from < to ? { from, to } : null };
    });
  return { days, crossesProhibited };
}
