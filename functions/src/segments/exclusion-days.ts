import Holidays from 'date-holidays';

// Exclusion days: dates on which no scheduled campaign sends whatever its schedule says. They are South
// Africa's public holidays (the 'public' type of the maintained date-holidays data, which includes the
// Monday that replaces a holiday falling on a Sunday), judged on the campaign's own calendar date.
// Observances (Mother's Day, Nelson Mandela Day) are working days and are not excluded.

const holidays = new Holidays('ZA');
const byYear = new Map<number, Map<string, string>>();

function publicHolidaysOf(year: number): Map<string, string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Map(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => [h.date.slice(0, 10), h.name] as const),
    );
    byYear.set(year, days);
  }
  return days;
}

/** The public holiday's name on a date (YYYY-MM-DD), or null on an ordinary day. */
export function publicHolidayOn(date: string): string | null {
  return publicHolidaysOf(Number(date.slice(0, 4))).get(date) ?? null;
}

/** True on a South African public holiday: nothing is sent that day. */
export const isExclusionDay = (date: string): boolean => publicHolidayOn(date) !== null;
