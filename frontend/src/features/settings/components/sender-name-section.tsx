import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { standardOptoutLine } from '@contracts/campaigns/marketing-line';
import { senderNameBodySchema } from '@contracts/settings/settings.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useNotify } from '@/components/ui/notifications';
import { errorMessageOf } from '@/lib/api-error';
import { useAccountSettings } from '../api/account-settings';
import { saveSenderName } from '../api/sender-name';

export const SENDER_NAME_SECTION_ID = 'sender-name';

/** Settings › Sender name: who marketing SMS say they are from, and the opt-out line the editor appends. */
export function SenderNameSection() {
  const settings = useAccountSettings();
  const notify = useNotify();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const saved = settings.data?.senderName;
  useEffect(() => {
    if (saved !== undefined) setValue(saved);
  }, [saved]);

  const save = async () => {
    const parsed = senderNameBodySchema.safeParse({ senderName: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await settings.mutate(await saveSenderName(parsed.data), { revalidate: false });
      notify.success('Sender name saved.');
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  const preview = standardOptoutLine(value.trim() || saved || '');

  return (
    <Paper
      component="section"
      id={SENDER_NAME_SECTION_ID}
      aria-labelledby="sender-name-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, scrollMarginTop: 80 }}
    >
      <Box>
        <Typography id="sender-name-heading" variant="h2" sx={{ mb: 0.5 }}>
          Sender name
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The law (POPIA section 69) requires every marketing message to say who it is from and how to stop
          receiving messages. Simple and Long Running campaigns only activate when each active message names
          this sender and says how to opt out; the message editor can add the line below for you.
        </Typography>
      </Box>
      {settings.error !== undefined && !settings.data ? (
        <RetryAlert error={settings.error} onRetry={() => void settings.mutate()} />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label="Sender name"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? `Opt-out line: ${preview}`}
            disabled={!settings.data}
            slotProps={{ htmlInput: { maxLength: 40 } }}
            sx={{ flex: '1 1 320px', maxWidth: 480 }}
          />
          <Button type="submit" variant="contained" disabled={saving || !settings.data} sx={{ mt: 1 }}>
            Save
          </Button>
        </Box>
      )}
    </Paper>
  );
}
