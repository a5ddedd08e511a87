import Alert from '@mui/material/Alert';
import MuiAutocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { AudienceList } from '@contracts/campaigns/campaign-audience.schemas';
import { ScheduleFields } from '@/components/campaigns/schedule-fields';
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
  const set = <K extends keyof AudienceDraft>(key: K, value: AudienceDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const dmaLists = lists.filter((list) => list.exclusionList);
  const audienceOptions = lists.filter(
    (list) => !list.exclusionList && !draft.excludeListIds.includes(list.id),
  );
  const exclusionOptions = lists.filter(
    (list) => !list.exclusionList && !draft.includeListIds.includes(list.id),
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
      <ScheduleFields
        draft={draft}
        onChange={onChange}
        errors={errors}
        showRecycle={longRunning}
        disabled={disabled}
      />
    </Box>
  );
}
