import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { z } from 'zod';
import { SendTestDialog } from '@/components/campaigns/send-test-dialog';
import { errorMessageOf } from '@/lib/api-error';
import { sendEmailTest } from '../../api/email-campaigns';

export const TEST_EMAIL_REQUIRED = 'Enter the e-mail address to send the test to.';
export const TEST_EMAIL_INVALID = 'Please enter a valid e-mail address.';

/** 'Send test': the campaign's e-mail, as saved, to one address (esend's send-test call), and its answer. */
export function EmailSendTestDialog({ campaignId, onClose }: { campaignId: number; onClose: () => void }) {
  return (
    <SendTestDialog
      title="Send test"
      intro={
        <DialogContentText>
          Sends this campaign&apos;s saved e-mail (subject, sender and body) to one address. Save your changes
          first.
        </DialogContentText>
      }
      field={{ label: 'E-mail address', type: 'email', autoComplete: 'email' }}
      serverField="email"
      check={(address) =>
        !address
          ? TEST_EMAIL_REQUIRED
          : !z.email().safeParse(address).success
            ? TEST_EMAIL_INVALID
            : undefined
      }
      send={(address) => sendEmailTest(campaignId, address)}
      sent={(_answer, address) => (
        <Alert severity="success" data-testid="email-test-result">
          The test e-mail to {address} is queued; it arrives in a minute or so.
        </Alert>
      )}
      failure={(error) => (
        <Alert severity="error" data-testid="email-test-error">
          {errorMessageOf(error)}
        </Alert>
      )}
      onClose={onClose}
    />
  );
}
