import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AUDIENCE_TEXTS } from '@contracts/campaigns/campaign-audience.schemas';
import {
  ACTIVATION_NEEDS_MESSAGE,
  CAMPAIGN_TYPE,
  type Campaign,
} from '@contracts/campaigns/campaigns.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-error';
import { setCampaignActive } from '../../api/campaign';

/** Our confirmation texts (the spec leaves them open). */
export const ACTIVE_CONFIRM = {
  activate: {
    title: 'Activate campaign',
    message: 'Active campaigns send messages. Do you want to activate this campaign?',
    confirm: 'Activate',
  },
  deactivate: {
    title: 'Make campaign dormant',
    message:
      'Dormant campaigns do nothing: this campaign will stop sending messages. Do you want to continue?',
    confirm: 'Make dormant',
  },
} as const;

export type ActiveSwitchProps = {
  campaign: Campaign;
  onChanged: (active: boolean) => void;
};

/** Active (sends) or Dormant (does nothing): confirms, shows a spinner and saves at once. */
export function ActiveSwitch({ campaign, onChanged }: ActiveSwitchProps) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const activating = !campaign.active;
  const texts = activating ? ACTIVE_CONFIRM.activate : ACTIVE_CONFIRM.deactivate;
  const hasActiveMessage = campaign.messages?.messages.some((message) => message.active) ?? false;
  // Simple and Long Running campaigns also need their Audience and schedule step.
  const needsAudience = campaign.type !== CAMPAIGN_TYPE.Transactional && campaign.audience === null;

  const ask = () => {
    setFailure(undefined);
    // Activation needs an active saved message: say so before asking.
    if (activating && !hasActiveMessage) setFailure(ACTIVATION_NEEDS_MESSAGE);
    else if (activating && needsAudience) setFailure(AUDIENCE_TEXTS.activation);
    else setAsking(true);
  };

  const change = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await setCampaignActive(campaign.id, activating);
      onChanged(activating);
      notify.success(activating ? 'Campaign activated.' : 'Campaign is now dormant.');
    } catch (error) {
      setFailure(errorMessageOf(error));
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
          bgcolor: campaign.active ? 'rgba(46,125,50,0.06)' : 'background.paper',
        }}
      >
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={campaign.active}
              onChange={ask}
              disabled={busy}
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
                {campaign.active ? 'Sends messages' : 'Does nothing'}
              </Typography>
            </Box>
          }
        />
        <Box sx={{ width: 20, display: 'grid', placeItems: 'center' }}>
          {busy && <Spinner size="small" label="Saving the campaign state" />}
        </Box>
      </Box>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(undefined)} sx={{ maxWidth: 420 }}>
          {failure}
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
