import { lazy, Suspense } from 'react';
import type { OverviewDay, OverviewRow } from '@contracts/overviews/overviews.schemas';
import { hasDayData, rateCampaigns } from '../utils/overview-chart-data';

// The charts and MUI X Charts are a chunk of their own: it starts loading with the page, alongside the
// overview's request, and the table never waits for it.
const charts = () => import('./overview-charts');
void charts();
const DaysChart = lazy(() => charts().then((m) => ({ default: m.DaysChart })));
const RatesChart = lazy(() => charts().then((m) => ({ default: m.RatesChart })));

/** Sent and delivered per day, when a day of the series has messages (else nothing). */
export function LazyDaysChart({ days }: { days: readonly OverviewDay[] | null | undefined }) {
  if (!hasDayData(days)) return null;
  return (
    <Suspense fallback={null}>
      <DaysChart days={[...days]} />
    </Suspense>
  );
}

/** The rates of the campaigns with the most sent, when a campaign sent anything (else nothing). */
export function LazyRatesChart({ rows }: { rows: readonly OverviewRow[] }) {
  const shown = rateCampaigns(rows);
  if (!shown.length) return null;
  return (
    <Suspense fallback={null}>
      <RatesChart rows={shown} />
    </Suspense>
  );
}
