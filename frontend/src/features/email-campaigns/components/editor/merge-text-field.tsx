import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { unknownFieldsWarning, unknownMergeFields } from '@contracts/platform/sms/merge-fields';
import { InsertFieldMenu } from '@/components/merge-fields/insert-field-menu';
import { useMergeFieldOptions } from '../../api/merge-fields';

export type MergeTextFieldProps = {
  name: 'subject' | 'preheader';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  help?: string;
  disabled: boolean;
};

/** The subject (or preheader): a text field with "Insert field" and a plain-words warning for unknown fields. */
export function MergeTextField({ name, label, value, onChange, error, help, disabled }: MergeTextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const { fields, known } = useMergeFieldOptions();
  const warning = unknownFieldsWarning(unknownMergeFields(value, known));

  const insert = (token: string) => {
    const element = input.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    onChange(`${value.slice(0, start)}${token}${value.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <TextField
        label={label}
        name={name}
        value={value}
        inputRef={input}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? help}
        disabled={disabled}
      />
      <Box>
        <InsertFieldMenu fields={disabled ? [] : fields} onInsert={insert} target={label} />
      </Box>
      {warning && (
        <Alert severity="warning" data-testid="unknown-fields">
          {warning}
        </Alert>
      )}
    </Box>
  );
}
