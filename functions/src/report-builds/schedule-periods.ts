import type { ReportCadence } from './report-builds.table';

// A scheduled cross-campaign report covers the previous whole period in UTC days (the report's dates are
// UTC, spec 2 §7.3): Daily the previous day, Weekly the previous Monday to Sunday, Monthly the previous
// month. Periods start at these boundaries: midnight UTC, Monday midnight UTC, the 1st at midnight UTC.

const DAY_MS = 86_400_000;
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The latest period boundary at or before `now`. */
export function boundaryAtOrBefore(now: Date, cadence: ReportCadence): Date {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (cadence === 'Daily') return midnight;
  if (cadence === 'Weekly') return new Date(midnight.getTime() - ((midnight.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The boundary one period after (or, with -1, before) a boundary. */
export function stepBoundary(boundary: Date, cadence: ReportCadence, steps: 1 | -1): Date {
  if (cadence === 'Daily') return new Date(boundary.getTime() + steps * DAY_MS);
  if (cadence === 'Weekly') return new Date(boundary.getTime() + steps * 7 * DAY_MS);
  return new Date(Date.UTC(boundary.getUTCFullYear(), boundary.getUTCMonth() + steps, 1));
}

/** When a schedule made (or resumed) at `now` first runs: the next boundary after now. */
export const firstRunAt = (now: Date, cadence: ReportCadence) =>
  stepBoundary(boundaryAtOrBefore(now, cadence), cadence, 1);

/**
 * The run due at `now`: the latest whole period (its first and last UTC day, both included) and when the
 * schedule runs next. A scheduler that was down for a while reports the latest period only.
 */
export function duePeriod(now: Date, cadence: ReportCadence) {
  const end = boundaryAtOrBefore(now, cadence);
  const start = stepBoundary(end, cadence, -1);
  return {
    from: dayText(start),
    to: dayText(new Date(end.getTime() - DAY_MS)),
    nextRunAt: stepBoundary(end, cadence, 1),
  };
}
