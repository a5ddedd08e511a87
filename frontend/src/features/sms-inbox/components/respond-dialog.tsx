import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RESPOND_MAX, type ReplyRow } from '@contracts/replies/replies.schemas';
import { FormDialog } from '@/components/ui/form-dialog';
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
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const empty = message.trim() === '';

  const submit = async () => {
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
    <FormDialog
      title="Respond"
      busy={busy}
      failure={failure}
      submitLabel="Send"
      busyLabel="Sending"
      submitDisabled={empty}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
