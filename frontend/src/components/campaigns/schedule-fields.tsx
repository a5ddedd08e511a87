import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Autocomplete } from '@/components/ui/autocomplete/autocomplete';
import { WEEKDAY_ABBREVIATIONS } from '@/lib/campaign-display';
import { MarketingHoursNote } from './marketing-hours-note';

/** A campaign's schedule as typed (numbers as text until they are checked). */
export type ScheduleDraft = {
  scheduleDays: number[];
  dailySendStartTime: string;
  dailySendFinishTime: string;
  timeZone: string;
  startDate: string;
  finishDate: string;
  recycleCampaignDays: string;
  restPeriodDays: string;
};

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function timeZoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const names = supported ? supported('timeZone') : [];
  return names.includes('Africa/Johannesburg') ? names : ['Africa/Johannesburg', ...names];
}

type DateTimeKey = 'dailySendStartTime' | 'dailySendFinishTime' | 'startDate' | 'finishDate';

/** A time or date field of the schedule: its key in the draft, input type, label and help. */
type DateTimeSpec = { key: DateTimeKey; type: 'time' | 'date'; label: string; help: string };

const DAILY_WINDOW_FIELDS: readonly DateTimeSpec[] = [
  {
    key: 'dailySendStartTime',
    type: 'time',
    label: 'Daily send start time',
    help: 'On the campaign’s clock (its time zone).',
  },
  {
    key: 'dailySendFinishTime',
    type: 'time',
    label: 'Daily send finish time',
    help: 'Sending pauses at this time and resumes the next send day.',
  },
];

const DATE_FIELDS: readonly DateTimeSpec[] = [
  {
    key: 'startDate',
    type: 'date',
    label: 'Start date',
    help: 'The first segment is built at the start of this day.',
  },
  {
    key: 'finishDate',
    type: 'date',
    label: 'Campaign finish date (optional)',
    help: 'Nothing is sent after this day.',
  },
];

type DateTimeFieldProps = {
  spec: DateTimeSpec;
  draft: ScheduleDraft;
  errors: Record<string, string>;
  set: (key: DateTimeKey, value: string) => void;
  disabled?: boolean;
};

/** A time or date input with its label above it (the browser's own placeholder fills the box). */
function DateTimeField({ spec, draft, errors, set, disabled }: DateTimeFieldProps) {
  const error = errors[spec.key];
  return (
    <TextField
      label={spec.label}
      type={spec.type}
      value={draft[spec.key]}
      onChange={(event) => set(spec.key, event.target.value)}
      error={Boolean(error)}
      helperText={error ?? spec.help}
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** Two date or time fields side by side (one above the other on narrow screens). */
function DateTimeFields({
  fields,
  ...props
}: Omit<DateTimeFieldProps, 'spec'> & { fields: readonly DateTimeSpec[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {fields.map((spec) => (
        <DateTimeField key={spec.key} spec={spec} {...props} />
      ))}
    </Box>
  );
}

export type ScheduleFieldsProps<D extends ScheduleDraft> = {
  draft: D;
  onChange: (draft: D) => void;
  errors: Record<string, string>;
  /** Show the recycle and rest days (SMS: Long Running campaigns; e-mail: always). */
  showRecycle: boolean;
  /** Help under the recycle days (SMS: rebuilt every this many days; e-mail: 0 sends once). */
  recycleHelp?: string;
  /** The smallest recycle days (SMS 1; e-mail 0: sends once). */
  recycleMin?: number;
  /** Help under the schedule days. */
  daysHelp?: string;
  disabled?: boolean;
};

/**
 * The schedule of a campaign: days, daily window, time zone, start and finish dates, and recycle and rest
 * days. Shared by SMS campaigns (create forms, Audience and schedule step) and e-mail campaigns.
 */
export function ScheduleFields<D extends ScheduleDraft>({
  draft,
  onChange,
  errors,
  showRecycle,
  recycleHelp = 'The segment is rebuilt every this many days.',
  recycleMin = 1,
  daysHelp = 'Messages are sent on these days only (never on South African public holidays).',
  disabled,
}: ScheduleFieldsProps<D>) {
  const zones = useMemo(timeZoneNames, []);
  const set = <K extends keyof ScheduleDraft>(key: K, value: ScheduleDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const toggleDay = (day: number, on: boolean) =>
    set(
      'scheduleDays',
      on ? [...draft.scheduleDays, day].sort((a, b) => a - b) : draft.scheduleDays.filter((d) => d !== day),
    );
  const dateTimeProps = { draft, errors, set, disabled };
  const longRunning = showRecycle;
  return (
    <>
      <FormControl
        error={Boolean(errors.scheduleDays)}
        component="fieldset"
        variant="standard"
        disabled={disabled}
      >
        <FormLabel component="legend">Schedule days</FormLabel>
        <FormGroup row>
          {WEEKDAY_ABBREVIATIONS.map((abbreviation, index) => (
            <FormControlLabel
              key={abbreviation}
              control={
                <Checkbox
                  checked={draft.scheduleDays.includes(index + 1)}
                  onChange={(event) => toggleDay(index + 1, event.target.checked)}
                  slotProps={{ input: { 'aria-label': WEEKDAY_NAMES[index] } }}
                />
              }
              label={abbreviation}
            />
          ))}
        </FormGroup>
        <FormHelperText>{errors.scheduleDays ?? daysHelp}</FormHelperText>
      </FormControl>
      <DateTimeFields fields={DAILY_WINDOW_FIELDS} {...dateTimeProps} />
      <MarketingHoursNote
        scheduleDays={draft.scheduleDays}
        start={draft.dailySendStartTime}
        finish={draft.dailySendFinishTime}
        timeZone={draft.timeZone}
      />
      <Autocomplete<string>
        label="Time zone"
        suggestions={zones}
        value={draft.timeZone || null}
        onChange={(zone) => set('timeZone', zone ?? '')}
        error={Boolean(errors.timeZone)}
        helperText={
          errors.timeZone ?? 'South African time (Africa/Johannesburg, SAST) unless you choose another.'
        }
        disabled={disabled}
        size="medium"
      />
      <DateTimeFields fields={DATE_FIELDS} {...dateTimeProps} />
      {longRunning && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Recycle campaign days"
            type="number"
            value={draft.recycleCampaignDays}
            onChange={(event) => set('recycleCampaignDays', event.target.value)}
            error={Boolean(errors.recycleCampaignDays)}
            helperText={errors.recycleCampaignDays ?? recycleHelp}
            disabled={disabled}
            slotProps={{ htmlInput: { min: recycleMin, step: 1 } }}
          />
          <TextField
            label="Rest period days"
            type="number"
            value={draft.restPeriodDays}
            onChange={(event) => set('restPeriodDays', event.target.value)}
            error={Boolean(errors.restPeriodDays)}
            helperText={errors.restPeriodDays ?? 'Contacts messaged within this many days are left out.'}
            disabled={disabled}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
        </Box>
      )}
    </>
  );
}
