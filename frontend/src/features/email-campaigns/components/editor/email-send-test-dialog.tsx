import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/form-errors';
import { sendEmailTest } from '../../api/email-campaigns';

export const TEST_EMAIL_REQUIRED = 'Enter the e-mail address to send the test to.';
export const TEST_EMAIL_INVALID = 'Please enter a valid e-mail address.';

/** 'Send test': the campaign's e-mail, as saved, to one address (esend's send-test call), and its answer. */
export function EmailSendTestDialog({ campaignId, onClose }: { campaignId: number; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const address = email.trim();
    if (!address) return setFieldError(TEST_EMAIL_REQUIRED);
    if (!z.email().safeParse(address).success) return setFieldError(TEST_EMAIL_INVALID);
    setBusy(true);
    setFailure(undefined);
    setSentTo(undefined);
    try {
      await sendEmailTest(campaignId, address);
      setSentTo(address);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields?.email) setFieldError(fields.email);
      else setFailure(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title="Send test"
      busy={busy}
      submitLabel="Send test"
      busyLabel="Sending"
      cancelLabel="Close"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <DialogContentText>
        Sends this campaign&apos;s saved e-mail (subject, sender and body) to one address. Save your changes
        first.
      </DialogContentText>
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError}
        disabled={busy}
      />
      {failure && (
        <Alert severity="error" data-testid="email-test-error">
          {failure}
        </Alert>
      )}
      {sentTo && (
        <Alert severity="success" data-testid="email-test-result">
          The test e-mail to {sentTo} is queued; it arrives in a minute or so.
        </Alert>
      )}
    </FormDialog>
  );
}
