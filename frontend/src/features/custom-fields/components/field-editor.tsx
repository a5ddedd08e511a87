import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { INPUT_TYPE_LABELS, INPUT_TYPES } from '@contracts/custom-fields/custom-fields.schemas';
import type { FieldErrorMap } from '@/lib/form-errors';
import type { DraftField } from '../utils/draft';
import { OptionsEditor } from './options-editor';

interface Props {
  field: DraftField;
  position: number;
  /** This field's messages, keyed by property path (`name`, `dropdownOptions.0.label` …). */
  errors: FieldErrorMap;
  lists: { id: number; name: string }[];
  onChange: (change: Partial<DraftField>) => void;
  onDelete: () => void;
}

const within = (errors: FieldErrorMap, prefix: string): FieldErrorMap =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k === prefix || k.startsWith(`${prefix}.`))
      .map(([k, v]) => [k === prefix ? '' : k.slice(prefix.length + 1), v]),
  );

/** One custom field on the card: name and type fixed once saved; label, list and options editable. */
export function FieldEditor({ field, position, errors, lists, onChange, onDelete }: Props) {
  const saved = field.id > 0;
  const title = field.name || field.label || `new field ${position}`;
  const scopeError = errors.scope ?? errors.listId;
  return (
    <Box
      role="group"
      aria-label={`Custom field ${title}`}
      data-testid="custom-field"
      sx={{ display: 'grid', gap: 1.5, py: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Name"
          value={field.name}
          disabled={saved}
          onChange={(e) => onChange({ name: e.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name ?? (saved ? 'Fixed once saved' : 'Letters, digits and underscores')}
          // A disabled field's helper text is too faint to read (contrast): keep it readable.
          slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          sx={{ flex: '1 1 180px' }}
        />
        <TextField
          size="small"
          label="Label"
          value={field.label}
          onChange={(e) => onChange({ label: e.target.value })}
          error={Boolean(errors.label)}
          helperText={errors.label}
          sx={{ flex: '1 1 200px' }}
        />
        <TextField
          select
          size="small"
          label="Type"
          value={field.inputType}
          disabled={saved}
          onChange={(e) => {
            const inputType = e.target.value as DraftField['inputType'];
            onChange({
              inputType,
              dropdownOptions:
                inputType === 'Dropdown' && field.dropdownOptions.length === 0
                  ? [{ label: '', value: '' }]
                  : field.dropdownOptions,
            });
          }}
          error={Boolean(errors.inputType)}
          helperText={errors.inputType}
          sx={{ flex: '0 1 160px' }}
        >
          {INPUT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {INPUT_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Scope"
          value={field.scope}
          disabled={saved}
          onChange={(e) => onChange({ scope: e.target.value })}
          error={Boolean(scopeError)}
          helperText={scopeError}
          sx={{ flex: '1 1 200px' }}
        >
          <MenuItem value="Account">Account (all lists)</MenuItem>
          {saved && field.scope !== 'Account' && (
            <MenuItem value={field.scope}>List: {field.listName ?? field.scope}</MenuItem>
          )}
          {!saved &&
            lists.map((list) => (
              <MenuItem key={list.id} value={String(list.id)}>
                List: {list.name}
              </MenuItem>
            ))}
        </TextField>
        <Tooltip title="Delete field">
          <IconButton aria-label={`Delete ${title}`} onClick={onDelete}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Box>
      {errors.id && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
          {errors.id}
        </Box>
      )}
      {field.inputType === 'Dropdown' && (
        <OptionsEditor
          fieldTitle={title}
          options={field.dropdownOptions}
          errors={within(errors, 'dropdownOptions')}
          onChange={(dropdownOptions) => onChange({ dropdownOptions })}
        />
      )}
    </Box>
  );
}
