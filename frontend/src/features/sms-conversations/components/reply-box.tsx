import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { RESPOND_MAX } from '@contracts/replies/replies.schemas';
import type { Conversation } from '@contracts/conversations/conversations.schemas';
import { SmsCounter } from '@/components/ui/sms-counter';
import { errorMessageOf } from '@/lib/api-error';
import { dateTimeText } from '@/lib/format';
import { serverFieldErrors } from '@/lib/form-errors';
import { sendConversationResponse } from '../api/conversations';

const newKey = () => crypto.randomUUID();

/**
 * The reply box (issue 31): a response of at most 160 characters through the inbox's Respond path, with the
 * SMS editors' counter. Refusals (opted out, DMA, marketing times, the opt-out line) show in their words and
 * nothing is sent; a number it cannot answer says why and the box is off.
 */
export function ReplyBox({ conversation, onSent }: { conversation: Conversation; onSent: () => void }) {
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // One key per message typed: a repeated click or a retried request sends one SMS.
  const key = useRef(newKey());
  const blocked = conversation.respondBlocked;

  const send = async () => {
    setBusy(true);
    setFailure(undefined);
    setFieldError(undefined);
    try {
      await sendConversationResponse(conversation.cellphone, {
        message: message.trim(),
        idempotencyKey: key.current,
      });
      key.current = newKey();
      setMessage('');
      onSent();
    } catch (error) {
      const field = serverFieldErrors(error)?.message;
      if (field) setFieldError(field);
      else setFailure(errorMessageOf(error));
    }
    setBusy(false);
  };

  return (
    <Box
      component="form"
      aria-label="Respond"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && message.trim()) void send();
      }}
      sx={{ display: 'grid', gap: 1, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      {blocked && (
        <Alert severity="warning" data-testid="respond-blocked">
          {blocked}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" data-testid="respond-failure">
          {failure}
        </Alert>
      )}
      <TextField
        label="Response"
        multiline
        minRows={2}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value.slice(0, RESPOND_MAX));
          setFieldError(undefined);
        }}
        disabled={busy || blocked !== null}
        error={fieldError !== undefined}
        helperText={fieldError}
        slotProps={{ htmlInput: { maxLength: RESPOND_MAX } }}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
          {conversation.respondCampaign && !blocked
            ? `Sent through ${conversation.respondCampaign}.${
                conversation.conversationUntil && Date.parse(conversation.conversationUntil) > Date.now()
                  ? ` Part of the conversation until ${dateTimeText(conversation.conversationUntil)}; later responses are marketing messages.`
                  : ' Its latest reply is more than 24 hours old, so this is a marketing message: name yourself and say how to opt out.'
              }`
            : null}
        </Typography>
        <SmsCounter text={message} />
        <Button type="submit" variant="contained" disabled={busy || blocked !== null || !message.trim()}>
          {busy ? 'Sending' : 'Send'}
        </Button>
      </Box>
    </Box>
  );
}
