import Alert from '@mui/material/Alert';
import MuiAutocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { EmailAudienceList } from '@contracts/email-campaigns/email-campaigns.schemas';

function ListPicker(props: {
  label: string;
  options: EmailAudienceList[];
  known: EmailAudienceList[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  helperText: string;
  disabled?: boolean;
  loading: boolean;
}) {
  const byId = new Map([...props.known, ...props.options].map((list) => [list.id, list]));
  const selected = props.value.flatMap((id) => byId.get(id) ?? []);
  return (
    <MuiAutocomplete<EmailAudienceList, true, false, false>
      multiple
      options={props.options}
      value={selected}
      onChange={(_event, next) => props.onChange(next.map((list) => list.id))}
      getOptionLabel={(list) => `${list.name} (${list.contacts.toLocaleString('en-ZA')} contacts)`}
      getOptionKey={(list) => list.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={props.loading}
      disabled={props.disabled}
      noOptionsText="No email lists"
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}

/** The audience: e-mail lists to send to and lists to leave out ('DMA Exclusion' lists always leave out). */
export function AudiencePickers(props: {
  lists: EmailAudienceList[];
  /** The campaign's saved lists (their names even when the picker's lists could not load). */
  known: EmailAudienceList[];
  loading: boolean;
  loadFailed: boolean;
  includeListIds: number[];
  excludeListIds: number[];
  onChange: (include: number[], exclude: number[]) => void;
  errors: Record<string, string>;
  disabled?: boolean;
}) {
  const { lists, includeListIds, excludeListIds } = props;
  const dmaLists = lists.filter((list) => list.exclusionList);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {props.loadFailed && (
        <Alert severity="warning">The email lists could not be loaded; the saved audience is kept.</Alert>
      )}
      <ListPicker
        label="Email lists"
        options={lists.filter((list) => !list.exclusionList && !excludeListIds.includes(list.id))}
        known={props.known}
        value={includeListIds}
        onChange={(ids) => props.onChange(ids, excludeListIds)}
        error={props.errors.includeListIds}
        helperText="The campaign sends to the contacts of these lists (an address on several lists gets one e-mail)."
        disabled={props.disabled}
        loading={props.loading}
      />
      <ListPicker
        label="Exclusion lists (optional)"
        options={lists.filter((list) => !list.exclusionList && !includeListIds.includes(list.id))}
        known={props.known}
        value={excludeListIds}
        onChange={(ids) => props.onChange(includeListIds, ids)}
        error={props.errors.excludeListIds}
        helperText="Contacts on these lists are left out."
        disabled={props.disabled}
        loading={props.loading}
      />
      {dmaLists.length > 0 && (
        <Alert severity="info" variant="outlined">
          &apos;DMA Exclusion&apos; lists always exclude: {dmaLists.map((list) => list.name).join(', ')}.
        </Alert>
      )}
    </Box>
  );
}
