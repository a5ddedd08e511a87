import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

export type FormDialogProps = {
  title: string;
  busy: boolean;
  /** Defaults to true: mount the dialog only while it is open, or pass `open`. */
  open?: boolean;
  /** A message for the whole form (a server error that names no field). */
  failure?: string | null;
  submitLabel?: string;
  /** The button that closes without submitting: Cancel, or Close where the dialog shows results. */
  cancelLabel?: string;
  /** The busy spinner's accessible name, e.g. 'Sending'. */
  busyLabel?: string;
  /** The submit button is disabled (e.g. nothing typed yet); it is always disabled while busy. */
  submitDisabled?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog holding one form: title, content, a whole-form failure, Cancel and a submit button with a
 * spinner while busy. Escape and the backdrop do not close it while busy; Enter submits.
 */
export function FormDialog({
  title,
  busy,
  open = true,
  failure,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  busyLabel = 'Saving',
  submitDisabled = false,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && (
            <Alert severity="error" data-testid="form-failure">
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || submitDisabled}
            startIcon={
              busy ? <CircularProgress size={16} color="inherit" aria-label={busyLabel} /> : undefined
            }
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
