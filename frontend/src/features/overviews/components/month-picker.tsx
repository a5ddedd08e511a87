import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FIRST_YEAR, MONTH_NAMES, stepMonth } from '@contracts/overviews/overview-params.schemas';

/** Spec 2 §9: the years from 2010 to this year (and the shown year, should it be later). */
export function yearChoices(thisYear: number, shown: number): number[] {
  const last = Math.max(thisYear, shown);
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
}

export type MonthPickerProps = {
  year: number;
  month: number;
  thisYear: number;
  disabled: boolean;
  onChange: (value: { year: number; month: number }) => void;
  /** Prev and Next (the month wraps over the year); the monthly view shows them. */
  withSteps?: boolean;
};

/** Month and year selectors, with Prev and Next. */
export function MonthPicker({
  year,
  month,
  thisYear,
  disabled,
  onChange,
  withSteps = true,
}: MonthPickerProps) {
  const previous = stepMonth(year, month, -1);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {withSteps && (
        <Button onClick={() => onChange(previous)} disabled={disabled || previous.year < FIRST_YEAR}>
          Prev
        </Button>
      )}
      <TextField
        fullWidth={false}
        select
        size="small"
        label="Month"
        value={month}
        onChange={(e) => onChange({ year, month: Number(e.target.value) })}
        disabled={disabled}
        sx={{ minWidth: 140 }}
      >
        {MONTH_NAMES.map((name, i) => (
          <MenuItem key={name} value={i + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth={false}
        select
        size="small"
        label="Year"
        value={year}
        onChange={(e) => onChange({ year: Number(e.target.value), month })}
        disabled={disabled}
        sx={{ minWidth: 100 }}
      >
        {yearChoices(thisYear, year).map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {withSteps && (
        <Button onClick={() => onChange(stepMonth(year, month, 1))} disabled={disabled}>
          Next
        </Button>
      )}
    </Box>
  );
}
