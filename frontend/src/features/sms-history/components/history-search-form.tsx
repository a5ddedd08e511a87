import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

export type HistorySearchFormProps = {
  label: string;
  /** The value searched (from the route), shown in the field. */
  searched: string;
  onSearch: (value: string) => void;
  inputMode?: 'tel' | 'numeric';
};

/** A field and a Search button, disabled while the field is empty (spec 2 §5). */
export function HistorySearchForm({ label, searched, onSearch, inputMode }: HistorySearchFormProps) {
  const [value, setValue] = useState(searched);
  useEffect(() => setValue(searched), [searched]);
  const typed = value.trim();
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (typed) onSearch(typed);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 3 }}
    >
      <TextField
        size="small"
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode, maxLength: 40 } }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <Button type="submit" variant="contained" disabled={!typed}>
        Search
      </Button>
    </Box>
  );
}
