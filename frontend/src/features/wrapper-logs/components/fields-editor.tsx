import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  type FieldType,
  type TableMetadata,
  type WrapperLogField,
} from '@contracts/wrapper-logs/wrapper-logs.schemas';
import { SelectBox } from '@/components/ui/select-box';
import type { FieldErrorMap } from '@/lib/form-errors';
import { FIELD_FLAGS, newField } from '../utils/draft';
import { fieldProblem, fieldsFromTable } from '../utils/metadata-check';

const TYPE_OPTIONS = Object.values(FIELD_TYPES).map((type) => ({
  value: type,
  label: FIELD_TYPE_LABELS[type],
}));

type Props = {
  fields: WrapperLogField[];
  errors: FieldErrorMap;
  /** The connected table, when Connect found it: fields are checked against it. */
  table: TableMetadata | undefined;
  onChange: (fields: WrapperLogField[]) => void;
};

/** The wrapper log's fields: one card per column shown, each flagged when it does not match the table. */
export function FieldsEditor({ fields, errors, table, onChange }: Props) {
  const update = (index: number, patch: Partial<WrapperLogField>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  const remove = (index: number) => onChange(fields.filter((_, i) => i !== index));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          Fields
        </Typography>
        <Button
          variant="outlined"
          disabled={!table}
          onClick={() => table && onChange([...fields, ...fieldsFromTable(table, fields)])}
        >
          Add Columns from Table
        </Button>
        <Button variant="outlined" onClick={() => onChange([...fields, newField(fields.length)])}>
          Add Field
        </Button>
      </Box>
      {fields.length === 0 && (
        <Typography color="text.secondary">
          No fields yet. Add a field for each column to show, or connect and add the table's columns.
        </Typography>
      )}
      {fields.map((field, index) => {
        const problem = fieldProblem(table, field);
        const label = field.columnName.trim() || `field ${index + 1}`;
        return (
          <Paper
            key={index}
            variant="outlined"
            component="section"
            aria-label={`Field ${label}`}
            sx={{ p: 2, mb: 1.5, borderColor: problem ? 'error.main' : undefined }}
          >
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 180px auto' }, gap: 2 }}
            >
              <TextField
                label="Field Name"
                size="small"
                value={field.columnName}
                onChange={(e) => update(index, { columnName: e.target.value })}
                error={Boolean(errors[`fields.${index}.columnName`])}
                helperText={errors[`fields.${index}.columnName`]}
                required
              />
              <TextField
                label="Field Heading"
                size="small"
                value={field.heading}
                onChange={(e) => update(index, { heading: e.target.value })}
                error={Boolean(errors[`fields.${index}.heading`])}
                helperText={errors[`fields.${index}.heading`]}
                required
              />
              <SelectBox
                label="Field Type"
                size="small"
                value={field.type}
                options={TYPE_OPTIONS}
                onChange={(value: FieldType) => update(index, { type: value })}
                error={Boolean(errors[`fields.${index}.type`])}
                helperText={errors[`fields.${index}.type`]}
              />
              <IconButton
                aria-label={`Remove field ${label}`}
                onClick={() => remove(index)}
                sx={{ alignSelf: 'center' }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mt: 1 }}>
              {FIELD_FLAGS.map(([key, text]) => (
                <FormControlLabel
                  key={key}
                  control={
                    <Checkbox
                      size="small"
                      checked={field[key]}
                      onChange={(e) => update(index, { [key]: e.target.checked })}
                    />
                  }
                  label={text}
                />
              ))}
            </Box>
            {problem && (
              <Typography variant="body2" color="error" role="alert" data-testid="field-problem">
                {problem}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
