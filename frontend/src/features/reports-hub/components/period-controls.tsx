import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { HUB_METRICS, type HubMetric } from '@contracts/reports-hub/reports-hub.schemas';
import { PERIOD_PRESETS, type HubPeriod, type PeriodChoice } from '../utils/hub-period';

/** The period (a preset or custom from/to) and the metric the campaigns are ranked by. */
export function PeriodControls(props: {
  period: HubPeriod;
  onPeriod: (choice: PeriodChoice, custom?: { from: string; to: string }) => void;
  onMetric: (metric: HubMetric) => void;
}) {
  const { period } = props;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Period"
        value={period.choice}
        onChange={(e) => props.onPeriod(e.target.value as PeriodChoice, { from: period.from, to: period.to })}
        sx={{ minWidth: 170 }}
      >
        {Object.entries(PERIOD_PRESETS).map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {period.choice === 'custom' && (
        <>
          <DayField
            label="From"
            value={period.from}
            onChange={(from) => props.onPeriod('custom', { from, to: period.to })}
          />
          <DayField
            label="To"
            value={period.to}
            onChange={(to) => props.onPeriod('custom', { from: period.from, to })}
          />
        </>
      )}
      <TextField
        select
        size="small"
        fullWidth={false}
        label="Rank campaigns by"
        value={period.metric}
        onChange={(e) => props.onMetric(e.target.value as HubMetric)}
        sx={{ minWidth: 190 }}
      >
        {Object.entries(HUB_METRICS).map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** A South African calendar day (YYYY-MM-DD); a cleared or partial value is ignored. */
function DayField(props: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <TextField
      fullWidth={false}
      type="date"
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => e.target.value && props.onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
