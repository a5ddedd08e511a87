import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { RetryAlert } from '@/components/errors/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useRequestDetails } from '../api/webhook-history';

/** Spec 3 §9: the dialog is at most 900 wide. */
export const REQUEST_DETAILS_MAX_WIDTH = 900;

export type RequestDetailsDialogProps = { callId: number | null; onClose: () => void };

/** Request Details: the raw request of a call's latest attempt (request line, headers, body), and Close. */
export function RequestDetailsDialog({ callId, onClose }: RequestDetailsDialogProps) {
  const titleId = useId();
  const details = useRequestDetails(callId);
  return (
    <Dialog
      open={callId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: REQUEST_DETAILS_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>Request Details</DialogTitle>
      <DialogContent dividers>
        {details.error !== undefined && !details.data ? (
          <RetryAlert error={details.error} onRetry={() => void details.mutate()} />
        ) : details.data === undefined ? (
          <Spinner size="small" label="Loading the request" />
        ) : (
          <Box
            component="pre"
            data-testid="raw-request"
            tabIndex={0}
            role="region"
            aria-label="Raw request"
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: '#f6f7fb',
              border: 1,
              borderColor: '#e3e5ee',
              borderRadius: 1.5,
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontSize: 12.5,
              lineHeight: 1.6,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              maxHeight: '60vh',
              overflow: 'auto',
            }}
          >
            {details.data.replace(/\r\n/g, '\n')}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
