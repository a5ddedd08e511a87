import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { DropdownOption } from '@contracts/custom-fields/custom-fields.schemas';
import type { FieldErrorMap } from '@/lib/form-errors';

interface Props {
  /** The field's name or label, for the inputs' accessible names. */
  fieldTitle: string;
  options: DropdownOption[];
  /** Messages keyed `{index}.label` / `{index}.value`, and '' for the list as a whole. */
  errors: FieldErrorMap;
  onChange: (options: DropdownOption[]) => void;
}

/** A dropdown's options: each a label and a value, added and removed. */
export function OptionsEditor({ fieldTitle, options, errors, onChange }: Props) {
  const set = (index: number, change: Partial<DropdownOption>) =>
    onChange(options.map((o, i) => (i === index ? { ...o, ...change } : o)));
  return (
    <Box
      role="group"
      aria-label={`Options of ${fieldTitle}`}
      sx={{ display: 'grid', gap: 1, pl: { sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}
    >
      {options.map((option, index) => (
        <Box
          key={index}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            maxWidth: 640,
          }}
        >
          <TextField
            size="small"
            label="Option label"
            fullWidth={false}
            sx={{ flex: '1 1 200px' }}
            value={option.label}
            onChange={(e) => set(index, { label: e.target.value })}
            error={Boolean(errors[`${index}.label`])}
            helperText={errors[`${index}.label`]}
            slotProps={{ htmlInput: { 'aria-label': `Option ${index + 1} label` } }}
          />
          <TextField
            size="small"
            label="Option value"
            fullWidth={false}
            sx={{ flex: '1 1 200px' }}
            value={option.value}
            onChange={(e) => set(index, { value: e.target.value })}
            error={Boolean(errors[`${index}.value`])}
            helperText={errors[`${index}.value`]}
            slotProps={{ htmlInput: { 'aria-label': `Option ${index + 1} value` } }}
          />
          <Tooltip title="Remove option">
            <IconButton
              aria-label={`Remove option ${index + 1}`}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      {errors[''] && <FormHelperText error>{errors['']}</FormHelperText>}
      <Box>
        <Button
          size="small"
          startIcon={<AddOutlined />}
          onClick={() => onChange([...options, { label: '', value: '' }])}
        >
          Add option
        </Button>
      </Box>
    </Box>
  );
}
