import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { SALES_CLEARED_TEXT } from '@contracts/sales-data/sales-data.schemas';
import { errorMessageOf } from '@/lib/api-error';
import { clearSalesData } from '../../api/sales-data';

type Phase = 'confirm' | 'cleaning' | 'cleared';

/** Clear Sales Data (spec 2 §2.9): confirm, cleaning with a spinner, then the cleared text with Close. */
export function ClearSalesDialog({
  campaignId,
  onClose,
}: {
  campaignId: number;
  /** `cleared` when the sales data was removed (the page reloads the upload record). */
  onClose: (cleared: boolean) => void;
}) {
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>('confirm');
  const [error, setError] = useState<string | null>(null);

  const clear = async () => {
    setPhase('cleaning');
    setError(null);
    try {
      await clearSalesData(campaignId);
      setPhase('cleared');
    } catch (failure) {
      setError(errorMessageOf(failure));
      setPhase('confirm');
    }
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (phase !== 'cleaning') onClose(phase === 'cleared');
      }}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="clear-sales-dialog"
    >
      <DialogTitle id={titleId}>Clear Sales Data</DialogTitle>
      <DialogContent>
        {phase === 'confirm' && (
          <DialogContentText>
            Remove all sales data imported for this campaign? Its revenue leaves the overviews.
          </DialogContentText>
        )}
        {phase === 'cleaning' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} role="status">
            <CircularProgress size={22} aria-label="Cleaning" />
            <DialogContentText component="span">Cleaning…</DialogContentText>
          </Box>
        )}
        {phase === 'cleared' && <DialogContentText role="status">{SALES_CLEARED_TEXT}</DialogContentText>}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {phase === 'cleared' ? (
          <Button variant="contained" onClick={() => onClose(true)}>
            Close
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={() => onClose(false)} disabled={phase === 'cleaning'}>
              Cancel
            </Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => void clear()}
              disabled={phase === 'cleaning'}
            >
              Clear Sales Data
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
