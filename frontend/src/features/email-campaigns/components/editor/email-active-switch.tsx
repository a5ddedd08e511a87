import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EmailCampaign } from '@contracts/email-campaigns/email-campaigns.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessageOf } from '@/lib/api-error';
import { setEmailCampaignActive } from '../../api/email-campaigns';

/** Our confirmation texts (not shown in the spec). */
export const EMAIL_ACTIVE_CONFIRM = {
  activate: {
    title: 'Activate campaign',
    message:
      'Active campaigns send their e-mail to the audience within the schedule. Do you want to activate this campaign?',
    confirm: 'Activate',
  },
  deactivate: {
    title: 'Make campaign dormant',
    message: 'Dormant campaigns do nothing: this campaign will stop sending e-mail. Do you want to continue?',
    confirm: 'Make dormant',
  },
} as const;

/** Active (sends) or Dormant (does nothing): confirms, shows a spinner, saves at once; says what is missing. */
export function EmailActiveSwitch({
  campaign,
  onChanged,
}: {
  campaign: EmailCampaign;
  onChanged: () => void;
}) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const activating = !campaign.active;
  const texts = activating ? EMAIL_ACTIVE_CONFIRM.activate : EMAIL_ACTIVE_CONFIRM.deactivate;

  const change = async () => {
    setAsking(false);
    setBusy(true);
    setFailures([]);
    try {
      await setEmailCampaignActive(campaign.id, activating);
      onChanged();
      notify.success(activating ? 'Campaign activated.' : 'Campaign is now dormant.');
    } catch (error) {
      const listed = error instanceof ApiError ? error.fields?.active : undefined;
      setFailures(listed?.length ? listed : [errorMessageOf(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', justifyItems: { xs: 'start', md: 'end' }, gap: 1 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.5,
          borderRadius: 2,
          border: 1,
          borderColor: campaign.active ? 'success.light' : 'divider',
        }}
      >
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={campaign.active}
              onChange={() => {
                setFailures([]);
                setAsking(true);
              }}
              disabled={busy || campaign.archived}
              color="success"
              slotProps={{ input: { 'aria-label': 'Active' } }}
            />
          }
          label={
            <Box>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                {campaign.active ? 'Active' : 'Dormant'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {campaign.active ? 'Sends e-mail' : 'Does nothing'}
              </Typography>
            </Box>
          }
        />
        <Box sx={{ width: 20, display: 'grid', placeItems: 'center' }}>
          {busy && <Spinner size="small" label="Saving the campaign state" />}
        </Box>
      </Box>
      {failures.length > 0 && (
        <Alert
          severity="error"
          onClose={() => setFailures([])}
          sx={{ maxWidth: 460 }}
          data-testid="activation-errors"
        >
          {failures.length === 1 ? (
            failures[0]
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {failures.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirm}
        onConfirm={() => void change()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
