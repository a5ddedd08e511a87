import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown in the empty box (the label then stays above it). */
  placeholder?: string;
  sx?: SxProps<Theme>;
};

/** The list pages' search box: a small search input with a magnifier. */
export function SearchField({ label, value, onChange, placeholder, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      sx={sx}
      slotProps={{
        ...(placeholder ? { inputLabel: { shrink: true } } : {}),
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
