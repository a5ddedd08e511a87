import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDays } from '@contracts/platform/time/zoned-time';
import { dailyRange, dateOr, southAfricanToday } from '@contracts/overviews/overview-params.schemas';
import { OVERVIEW_TEXTS, STORAGE_KEYS } from '@contracts/overviews/overviews.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { requestDailyRebuild, useDailyOverview } from '../api/overviews';
import { ColumnsSwitch, useAllColumns } from './columns-switch';
import { ConsolidationNote } from './consolidation-note';
import { LazyDaysChart } from './lazy-overview-charts';
import { OverviewTable } from './overview-table';
import { RebuildControl } from './rebuild-control';

/**
 * The page's period from its query (spec 2 §2.6, §4, §5): with endDate, a range (an invalid date is today,
 * an invalid end tomorrow, an end not after the start the start plus one day); without, one day.
 */
export function dailyPeriodOf(params: URLSearchParams, today = southAfricanToday()) {
  if (params.has('endDate'))
    return { rangeMode: true, ...dailyRange(params.get('date'), params.get('endDate'), today) };
  const date = dateOr(params.get('date'), today);
  return { rangeMode: false, startDate: date, endDate: date };
}

/** Daily Overview By Campaign: one day with Prev and Next, or a date range. */
export function DailyOverviewPage() {
  const [params, setParams] = useSearchParams();
  const period = dailyPeriodOf(params);
  const request = { date: period.startDate, endDate: period.endDate, rangeMode: period.rangeMode };
  const overview = useDailyOverview(request);
  const [allColumns, setAllColumns] = useAllColumns(STORAGE_KEYS.dailyColumns);
  const loading = overview.isLoading || overview.isValidating;
  const { mutate } = overview;
  const reload = useCallback(() => void mutate(), [mutate]);
  const data = overview.data;
  const showDay = (date: string) => setParams({ date });
  const showRange = (date: string, endDate: string) => setParams({ date, endDate });

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Daily Overview By Campaign
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <RadioGroup
          row
          aria-label="Period"
          value={period.rangeMode ? 'range' : 'day'}
          onChange={(e) =>
            e.target.value === 'range'
              ? showRange(period.startDate, addDays(period.startDate, 1))
              : showDay(period.startDate)
          }
        >
          <FormControlLabel value="day" control={<Radio />} label="Single Day" />
          <FormControlLabel value="range" control={<Radio />} label="Date Range" />
        </RadioGroup>
        {period.rangeMode ? (
          <>
            <DateField label="From" value={period.startDate} onChange={(d) => showRange(d, period.endDate)} />
            <DateField
              label="To"
              value={period.endDate}
              min={period.startDate}
              onChange={(d) => showRange(period.startDate, d)}
            />
          </>
        ) : (
          <>
            <Button onClick={() => showDay(addDays(period.startDate, -1))} disabled={loading}>
              Prev
            </Button>
            <DateField label="Date" value={period.startDate} onChange={showDay} />
            <Button onClick={() => showDay(addDays(period.startDate, 1))} disabled={loading}>
              Next
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <ColumnsSwitch all={allColumns} onChange={setAllColumns} />
        <RebuildControl start={() => requestDailyRebuild(request)} disabled={loading} onCompleted={reload} />
      </Box>
      {data?.isExclusionDay && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {OVERVIEW_TEXTS.exclusionDay}
        </Alert>
      )}
      {overview.error !== undefined && !overview.isLoading && (
        <RetryAlert error={overview.error} onRetry={reload} sx={{ mb: 2 }} />
      )}
      {period.rangeMode && data && <LazyDaysChart days={data.days} />}
      <OverviewTable
        label="Campaigns of the period"
        rows={data?.data ?? []}
        totals={data?.totals}
        allColumns={allColumns}
        loading={loading}
      />
      <ConsolidationNote />
    </>
  );
}

/** A date field (YYYY-MM-DD); a cleared or partial value is ignored. */
export function DateField(props: {
  label: string;
  value: string;
  min?: string;
  onChange: (date: string) => void;
}) {
  return (
    <TextField
      fullWidth={false}
      type="date"
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => e.target.value && props.onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.min } }}
    />
  );
}
