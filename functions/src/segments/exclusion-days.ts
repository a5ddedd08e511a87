import Holidays from 'date-holidays';

// Exclusion days: dates on which no scheduled campaign sends whatever its schedule says. They are South
// Africa's public holidays (the 'public' type of the maintained date-holidays data, which includes the
// Monday that replaces a holiday falling on a Sunday), judged on the campaign's own calendar date.
// Observances (Mother's Day, Nelson Mandela Day) are working days and are not excluded.

const calendars = new Map<string, Holidays>();
const byYear = new Map<string, Map<string, string>>();

function publicHolidaysOf(year: number, country = 'ZA'): Map<string, string> {
  const key = `${country} ${year}`;
  let days = byYear.get(key);
  if (!days) {
    let calendar = calendars.get(country);
    if (!calendar) calendars.set(country, (calendar = new Holidays(country)));
    days = new Map(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => [h.date.slice(0, 10), h.name] as const),
    );
    byYear.set(key, days);
  }
  return days;
}

/** The public holiday's name on a date (YYYY-MM-DD), or null on an ordinary day. */
export function publicHolidayOn(date: string): string | null {
  return publicHolidaysOf(Number(date.slice(0, 4))).get(date) ?? null;
}

/** True on a South African public holiday: nothing is sent that day. */
export const isExclusionDay = (date: string): boolean => publicHolidayOn(date) !== null;

/** The public holiday's name on a date (YYYY-MM-DD) in a country (ISO 3166-1 alpha-2), or null. */
export function publicHolidayIn(country: string, date: string): string | null {
  return publicHolidaysOf(Number(date.slice(0, 4)), country).get(date) ?? null;
}
