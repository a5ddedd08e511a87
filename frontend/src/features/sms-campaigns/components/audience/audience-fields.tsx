import Alert from '@mui/material/Alert';
import MuiAutocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import type { AudienceList } from '@contracts/campaigns/campaign-audience.schemas';
import { Autocomplete } from '@/components/ui/autocomplete/autocomplete';
import { WEEKDAY_ABBREVIATIONS } from '../../utils/campaign-display';
import type { AudienceDraft } from '../../utils/audience-draft';

export type AudienceFieldsProps = {
  draft: AudienceDraft;
  onChange: (draft: AudienceDraft) => void;
  errors: Record<string, string>;
  lists: AudienceList[];
  loadingLists: boolean;
  longRunning: boolean;
  disabled?: boolean;
};

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function timeZoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const names = supported ? supported('timeZone') : [];
  return names.includes('Africa/Johannesburg') ? names : ['Africa/Johannesburg', ...names];
}

function ListPicker({
  label,
  options,
  value,
  onChange,
  error,
  helperText,
  disabled,
  loading,
}: {
  label: string;
  options: AudienceList[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  helperText: string;
  disabled?: boolean;
  loading: boolean;
}) {
  const selected = options.filter((list) => value.includes(list.id));
  return (
    <MuiAutocomplete<AudienceList, true, false, false>
      multiple
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next.map((list) => list.id))}
      getOptionLabel={(list) => `${list.name} (${list.contacts.toLocaleString('en-ZA')} contacts)`}
      getOptionKey={(list) => list.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      disabled={disabled}
      noOptionsText="No SMS lists"
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}

/**
 * The audience (lists to send to, lists to leave out; 'DMA Exclusion' lists always leave out) and the
 * schedule (days, daily window, time zone, start and finish dates; Long Running: recycle and rest days).
 * Shared by the Simple and Long Running create forms and the editor's Audience and schedule step.
 */
export function AudienceFields({
  draft,
  onChange,
  errors,
  lists,
  loadingLists,
  longRunning,
  disabled,
}: AudienceFieldsProps) {
  const zones = useMemo(timeZoneNames, []);
  const set = <K extends keyof AudienceDraft>(key: K, value: AudienceDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const dmaLists = lists.filter((list) => list.exclusionList);
  const audienceOptions = lists.filter(
    (list) => !list.exclusionList && !draft.excludeListIds.includes(list.id),
  );
  const exclusionOptions = lists.filter(
    (list) => !list.exclusionList && !draft.includeListIds.includes(list.id),
  );
  const toggleDay = (day: number, on: boolean) =>
    set(
      'scheduleDays',
      on ? [...draft.scheduleDays, day].sort((a, b) => a - b) : draft.scheduleDays.filter((d) => d !== day),
    );

  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      <ListPicker
        label="SMS lists"
        options={audienceOptions}
        value={draft.includeListIds}
        onChange={(ids) => set('includeListIds', ids)}
        error={errors.includeListIds}
        helperText="The campaign sends to the contacts of these lists (a number on several lists gets one message)."
        disabled={disabled}
        loading={loadingLists}
      />
      <ListPicker
        label="Exclusion lists (optional)"
        options={exclusionOptions}
        value={draft.excludeListIds}
        onChange={(ids) => set('excludeListIds', ids)}
        error={errors.excludeListIds}
        helperText="Contacts on these lists are left out."
        disabled={disabled}
        loading={loadingLists}
      />
      {dmaLists.length > 0 && (
        <Alert severity="info" variant="outlined">
          &apos;DMA Exclusion&apos; lists always exclude: {dmaLists.map((list) => list.name).join(', ')}.
        </Alert>
      )}
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
        <FormHelperText>
          {errors.scheduleDays ??
            'Messages are sent on these days only (never on South African public holidays).'}
        </FormHelperText>
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Daily send start time"
          type="time"
          value={draft.dailySendStartTime}
          onChange={(event) => set('dailySendStartTime', event.target.value)}
          error={Boolean(errors.dailySendStartTime)}
          helperText={errors.dailySendStartTime ?? 'On the campaign’s clock (its time zone).'}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Daily send finish time"
          type="time"
          value={draft.dailySendFinishTime}
          onChange={(event) => set('dailySendFinishTime', event.target.value)}
          error={Boolean(errors.dailySendFinishTime)}
          helperText={
            errors.dailySendFinishTime ?? 'Sending pauses at this time and resumes the next send day.'
          }
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
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
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Start date"
          type="date"
          value={draft.startDate}
          onChange={(event) => set('startDate', event.target.value)}
          error={Boolean(errors.startDate)}
          helperText={errors.startDate ?? 'The first segment is built at the start of this day.'}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Campaign finish date (optional)"
          type="date"
          value={draft.finishDate}
          onChange={(event) => set('finishDate', event.target.value)}
          error={Boolean(errors.finishDate)}
          helperText={errors.finishDate ?? 'Nothing is sent after this day.'}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {longRunning && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Recycle campaign days"
            type="number"
            value={draft.recycleCampaignDays}
            onChange={(event) => set('recycleCampaignDays', event.target.value)}
            error={Boolean(errors.recycleCampaignDays)}
            helperText={errors.recycleCampaignDays ?? 'The segment is rebuilt every this many days.'}
            disabled={disabled}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
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
    </Box>
  );
}
