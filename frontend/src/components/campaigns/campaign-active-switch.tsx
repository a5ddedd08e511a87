import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { Spinner } from '@/components/ui/spinner';

type ConfirmTexts = { title: string; message: string; confirm: string };

export type CampaignActiveSwitchProps = {
  active: boolean;
  /** What an active campaign does, under 'Active' (e.g. 'Sends messages'). */
  activeCaption: string;
  /** The confirmation asked before activating and before making dormant. */
  confirmTexts: { activate: ConfirmTexts; deactivate: ConfirmTexts };
  /** Saves the new state; throws when the server refuses. */
  save: (active: boolean) => Promise<unknown>;
  onChanged: (active: boolean) => void;
  /** What stops activation, said before asking (null: nothing). */
  activationProblem?: () => string | null;
  /** The texts shown when saving failed (one or a list). */
  failuresOf: (error: unknown) => string[];
  /** A way out of the refusal shown under its text (e.g. a button that fixes it), given the error. */
  failureAction?: (error: unknown, dismiss: () => void) => ReactNode;
  disabled?: boolean;
  /** Tint the box green while active. */
  tinted?: boolean;
  failureMaxWidth: number;
};

/** Active (sends) or Dormant (does nothing): confirms, shows a spinner, saves at once; says what is missing. */
export function CampaignActiveSwitch({
  active,
  activeCaption,
  confirmTexts,
  save,
  onChanged,
  activationProblem,
  failuresOf,
  failureAction,
  disabled = false,
  tinted = false,
  failureMaxWidth,
}: CampaignActiveSwitchProps) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const [failedWith, setFailedWith] = useState<unknown>(null);
  const dismiss = () => {
    setFailures([]);
    setFailedWith(null);
  };
  const activating = !active;
  const texts = activating ? confirmTexts.activate : confirmTexts.deactivate;

  const ask = () => {
    const problem = activating ? (activationProblem?.() ?? null) : null;
    setFailures(problem ? [problem] : []);
    setFailedWith(null);
    if (!problem) setAsking(true);
  };

  const change = async () => {
    setAsking(false);
    setBusy(true);
    dismiss();
    try {
      await save(activating);
      onChanged(activating);
      notify.success(activating ? 'Campaign activated.' : 'Campaign is now dormant.');
    } catch (error) {
      setFailures(failuresOf(error));
      setFailedWith(error);
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
          borderColor: active ? 'success.light' : 'divider',
          ...(tinted && { bgcolor: active ? 'rgba(46,125,50,0.06)' : 'background.paper' }),
        }}
      >
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={active}
              onChange={ask}
              disabled={busy || disabled}
              color="success"
              slotProps={{ input: { 'aria-label': 'Active' } }}
            />
          }
          label={
            <Box>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                {active ? 'Active' : 'Dormant'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {active ? activeCaption : 'Does nothing'}
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
          onClose={dismiss}
          sx={{ maxWidth: failureMaxWidth }}
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
          {failedWith !== null && failureAction?.(failedWith, dismiss)}
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
