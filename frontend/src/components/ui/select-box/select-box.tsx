import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

export type SelectOption<Value extends string | number> = { value: Value; label: string; disabled?: boolean };

export type SelectBoxProps<Value extends string | number> = {
  label: string;
  value: Value | '';
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  /** A first, empty choice (e.g. "All Categories"); selecting it reports ''. */
  emptyOption?: string;
  onClear?: () => void;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  name?: string;
};

/** A labelled single-choice select over a list of options. */
export function SelectBox<Value extends string | number>({
  label,
  value,
  options,
  onChange,
  emptyOption,
  onClear,
  helperText,
  error,
  disabled,
  fullWidth,
  size = 'small',
  name,
}: SelectBoxProps<Value>) {
  const id = useId();
  const handleChange = (raw: string) => {
    if (raw === '') {
      onClear?.();
      return;
    }
    const option = options.find((candidate) => String(candidate.value) === raw);
    if (option) onChange(option.value);
  };

  return (
    <TextField
      select
      id={id}
      name={name}
      label={label}
      value={value === '' ? '' : String(value)}
      onChange={(event) => handleChange(event.target.value)}
      helperText={helperText}
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={{ minWidth: 180 }}
    >
      {emptyOption !== undefined && <MenuItem value="">{emptyOption}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
