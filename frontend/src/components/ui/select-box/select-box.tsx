import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';

export type SelectOption<Value extends string | number> = {
  value: Value;
  label: string;
  disabled?: boolean;
  /** Options with a group are listed under a heading; keep the options of a group together. */
  group?: string;
};

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
      // The empty choice is a real one ("All Categories"): show its text rather than a blank field.
      slotProps={
        emptyOption !== undefined
          ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
          : undefined
      }
    >
      {emptyOption !== undefined && <MenuItem value="">{emptyOption}</MenuItem>}
      {menuItems(options)}
    </TextField>
  );
}

/** The menu items, with a heading before each run of options of the same group. */
function menuItems<Value extends string | number>(options: readonly SelectOption<Value>[]): ReactNode[] {
  const items: ReactNode[] = [];
  let group: string | undefined;
  options.forEach((option, index) => {
    if (option.group !== undefined && option.group !== group) {
      items.push(
        <ListSubheader key={`group-${index}`} sx={{ lineHeight: '32px', fontWeight: 700 }}>
          {option.group}
        </ListSubheader>,
      );
    }
    group = option.group;
    items.push(
      <MenuItem
        key={String(option.value)}
        value={String(option.value)}
        disabled={option.disabled}
        sx={option.group !== undefined ? { pl: 3 } : undefined}
      >
        {option.label}
      </MenuItem>,
    );
  });
  return items;
}
