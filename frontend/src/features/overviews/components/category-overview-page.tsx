import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { addDays } from '@contracts/platform/time/zoned-time';
import {
  categoryPeriod,
  southAfricanToday,
  type DateMode,
} from '@contracts/overviews/overview-params.schemas';
import { STORAGE_KEYS } from '@contracts/overviews/overviews.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useCategoryOverview } from '../api/overviews';
import { CategoryTable } from './category-table';
import { ConsolidationNote } from './consolidation-note';
import { DateField } from './daily-overview-page';
import { MonthPicker } from './month-picker';

const storedMode = (): string | null => {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.dateMode);
  } catch {
    return null;
  }
};

/** SMS Overview By Category (spec 2 §2.5): mode day (the default), month or range; the mode is remembered. */
export function CategoryOverviewPage() {
  const [params, setParams] = useSearchParams();
  const today = southAfricanToday();
  const query = Object.fromEntries(params);
  const period = categoryPeriod({ ...query, mode: query.mode ?? storedMode() }, today);
  const overview = useCategoryOverview({
    fromInclusive: period.fromInclusive,
    toInclusive: period.toInclusive,
  });
  const loading = overview.isLoading || overview.isValidating;

  const chooseMode = (mode: DateMode) => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.dateMode, mode);
    } catch {
      // Storage refused: the mode holds for this visit.
    }
    const from = period.fromInclusive;
    if (mode === 'day') setParams({ mode, day: from });
    else if (mode === 'range') setParams({ mode, from, to: addDays(from, 1) });
    else setParams({ mode, month: String(Number(from.slice(5, 7))), year: from.slice(0, 4) });
  };

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        SMS Overview By Category
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <RadioGroup
          row
          aria-label="Period"
          value={period.mode}
          onChange={(e) => chooseMode(e.target.value as DateMode)}
        >
          <FormControlLabel value="day" control={<Radio />} label="Single Day" />
          <FormControlLabel value="range" control={<Radio />} label="Date Range" />
          <FormControlLabel value="month" control={<Radio />} label="Month" />
        </RadioGroup>
        {period.mode === 'day' && (
          <DateField
            label="Date"
            value={period.fromInclusive}
            onChange={(day) => setParams({ mode: 'day', day })}
          />
        )}
        {period.mode === 'range' && (
          <>
            <DateField
              label="From"
              value={period.fromInclusive}
              onChange={(from) =>
                setParams({ mode: 'range', from, to: period.toInclusive < from ? from : period.toInclusive })
              }
            />
            <DateField
              label="To"
              value={period.toInclusive}
              min={period.fromInclusive}
              onChange={(to) => setParams({ mode: 'range', from: period.fromInclusive, to })}
            />
          </>
        )}
        {period.mode === 'month' && (
          <MonthPicker
            year={Number(period.fromInclusive.slice(0, 4))}
            month={Number(period.fromInclusive.slice(5, 7))}
            thisYear={Number(today.slice(0, 4))}
            disabled={loading}
            onChange={({ year, month }) =>
              setParams({ mode: 'month', month: String(month), year: String(year) })
            }
          />
        )}
      </Box>
      {overview.error !== undefined && !overview.isLoading && (
        <RetryAlert error={overview.error} onRetry={() => void overview.mutate()} sx={{ mb: 2 }} />
      )}
      <CategoryTable items={overview.data?.items ?? []} totals={overview.data?.totals} loading={loading} />
      <ConsolidationNote />
    </>
  );
}
