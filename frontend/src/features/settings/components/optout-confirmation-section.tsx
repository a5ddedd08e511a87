import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useNotify } from '@/components/ui/notifications';
import { useAccountSettings } from '@/lib/account-settings';
import { errorMessageOf } from '@/lib/api-error';
import { saveOptoutConfirmation } from '../api/optout-confirmation';

export const OPTOUT_CONFIRMATION_SECTION_ID = 'optout-confirmation';
export const OPTOUT_CONFIRMATION_LABEL = 'Send a confirmation SMS after each opt-out';

/** Settings › Opt-out confirmation: one switch, saved at once. */
export function OptoutConfirmationSection() {
  const settings = useAccountSettings();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const change = async (enabled: boolean) => {
    if (!settings.data) return;
    setSaving(true);
    try {
      await saveOptoutConfirmation(enabled);
      await settings.mutate({ ...settings.data, optoutConfirmation: enabled }, { revalidate: false });
      notify.success(
        enabled ? 'Opt-outs will be confirmed by SMS.' : 'Opt-outs will no longer be confirmed.',
      );
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      component="section"
      id={OPTOUT_CONFIRMATION_SECTION_ID}
      aria-labelledby="optout-confirmation-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1, scrollMarginTop: 80 }}
    >
      <Typography id="optout-confirmation-heading" variant="h2">
        Opt-out confirmation
      </Typography>
      <Typography variant="body2" color="text.secondary">
        When someone replies to stop your messages, send them one SMS: “You will receive no more messages from{' '}
        <em>your account name</em>.” It goes through the campaign they replied to, at most once a day per
        number, and is charged like any message.
      </Typography>
      {settings.error ? (
        <RetryAlert error={settings.error} onRetry={() => void settings.mutate()} />
      ) : settings.data ? (
        <FormControlLabel
          control={
            <Switch
              checked={settings.data.optoutConfirmation}
              disabled={saving}
              onChange={(event) => void change(event.target.checked)}
            />
          }
          label={OPTOUT_CONFIRMATION_LABEL}
        />
      ) : (
        <Skeleton width={320} height={38} />
      )}
    </Paper>
  );
}
