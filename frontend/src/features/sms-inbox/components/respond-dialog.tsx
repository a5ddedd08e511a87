import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { RESPOND_MAX, type ReplyRow } from '@contracts/replies/replies.schemas';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/form-errors';
import { respondToReply } from '../api/replies';

export type RespondDialogProps = {
  reply: ReplyRow;
  onClose: () => void;
  /** After the response was accepted (the list reloads). */
  onSent: () => void;
};

/** Respond (spec 1 §2.8): one SMS of at most 160 characters to the reply's number; Send needs text. */
export function RespondDialog({ reply, onClose, onSent }: RespondDialogProps) {
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const empty = message.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await respondToReply({ responseId: reply.id, respondMessage: message.trim() });
      onSent();
    } catch (error) {
      setFailure(serverFieldErrors(error)?.respondMessage ?? errorMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Respond</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {reply.from} wrote
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="respond-reply">
              {reply.message}
            </Typography>
          </Box>
          <TextField
            label="Message"
            multiline
            minRows={3}
            autoFocus
            value={message}
            onChange={(event) => setMessage(event.target.value.slice(0, RESPOND_MAX))}
            disabled={busy}
            helperText={`${message.length}/${RESPOND_MAX} characters`}
            slotProps={{ htmlInput: { maxLength: RESPOND_MAX } }}
          />
          {failure && (
            <Alert severity="error" data-testid="respond-error">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || empty}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Sending" /> : undefined}
          >
            Send
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
