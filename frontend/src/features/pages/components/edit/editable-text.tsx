import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessageOf } from '@/lib/api-error';

/**
 * A value shown with a "Change …" link; editing shows Save and Cancel. Save validates, then calls the
 * server and returns to display only on success (spec §2.4, §4); Cancel restores the saved value.
 */
export function EditableText({
  label,
  value,
  linkText,
  schema,
  editing,
  disabled,
  onEdit,
  onDone,
  save,
}: {
  label: string;
  value: string;
  linkText: string;
  schema: z.ZodType<string>;
  editing: boolean;
  disabled: boolean;
  onEdit: () => void;
  onDone: () => void;
  save: (value: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid value');
      return;
    }
    setBusy(true);
    try {
      await save(parsed.data);
      onDone();
    } catch (e) {
      setError(errorMessageOf(e));
    }
    setBusy(false);
  };

  if (!editing) {
    return (
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography
            sx={{ fontWeight: 600, wordBreak: 'break-word' }}
            data-testid={`page-${label.toLowerCase()}-text`}
          >
            {value}
          </Typography>
          <Link
            component="button"
            type="button"
            variant="body2"
            disabled={disabled}
            onClick={() => {
              setDraft(value);
              setError(null);
              onEdit();
            }}
            sx={disabled ? { color: 'text.disabled', pointerEvents: 'none' } : undefined}
          >
            {linkText}
          </Link>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label={label}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ?? ' '}
        size="small"
        autoFocus
        required
        sx={{ flex: '1 1 260px', maxWidth: 480 }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        Save
      </Button>
      <Button color="inherit" disabled={busy} onClick={onDone}>
        Cancel
      </Button>
    </Box>
  );
}
