import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
};

/** The list pages' search box: a small search input with a magnifier. */
export function SearchField({ label, value, onChange, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
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
