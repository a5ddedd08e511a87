import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  monthOrCurrent,
  southAfricanToday,
  yearOrCurrent,
} from '@contracts/overviews/overview-params.schemas';
import { STORAGE_KEYS } from '@contracts/overviews/overviews.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { requestMonthlyRebuild, useMonthlyOverview } from '../api/overviews';
import { ColumnsSwitch, useAllColumns } from './columns-switch';
import { ConsolidationNote } from './consolidation-note';
import { LazyDaysChart, LazyRatesChart } from './lazy-overview-charts';
import { MonthPicker } from './month-picker';
import { OverviewTable } from './overview-table';
import { RebuildControl } from './rebuild-control';

/** Monthly Overview By Campaign (spec 2 §2.4): query parameters month and year. */
export function MonthlyOverviewPage() {
  const [params, setParams] = useSearchParams();
  const today = southAfricanToday();
  const request = {
    year: yearOrCurrent(params.get('year'), today),
    month: monthOrCurrent(params.get('month'), today),
  };
  const overview = useMonthlyOverview(request);
  const [allColumns, setAllColumns] = useAllColumns(STORAGE_KEYS.monthlyColumns);
  const loading = overview.isLoading || overview.isValidating;
  const show = ({ year, month }: { year: number; month: number }) =>
    setParams({ month: String(month), year: String(year) });
  const { mutate } = overview;
  const reload = useCallback(() => void mutate(), [mutate]);
  const data = overview.data;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Monthly Overview By Campaign
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <MonthPicker {...request} thisYear={Number(today.slice(0, 4))} disabled={loading} onChange={show} />
        <Box sx={{ flex: 1 }} />
        <ColumnsSwitch all={allColumns} onChange={setAllColumns} />
        <RebuildControl
          start={() => requestMonthlyRebuild(request)}
          disabled={loading}
          onCompleted={reload}
        />
      </Box>
      {data && (
        <Typography variant="h2" sx={{ fontSize: 18, mb: 1 }} data-testid="period-title">
          {data.monthName} {data.year}
        </Typography>
      )}
      {overview.error !== undefined && !overview.isLoading && (
        <RetryAlert error={overview.error} onRetry={reload} sx={{ mb: 2 }} />
      )}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            columnGap: 3,
          }}
        >
          <LazyDaysChart days={data.days} />
          <LazyRatesChart rows={data.data} />
        </Box>
      )}
      <OverviewTable
        label="Campaigns of the month"
        rows={data?.data ?? []}
        totals={data?.totals}
        allColumns={allColumns}
        loading={loading}
      />
      <ConsolidationNote />
    </>
  );
}
