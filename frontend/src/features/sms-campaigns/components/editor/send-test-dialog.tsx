import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { SendTestDialog as CampaignSendTestDialog } from '@/components/campaigns/send-test-dialog';
import { paths } from '@/config/paths';
import { ApiError, errorMessageOf } from '@/lib/api-error';
import { sendTestMessage, type TestSendResult } from '../../api/test-send';

export const TEST_NUMBER_REQUIRED = 'Enter the cellphone number to send the test to.';
export const SUPPRESSED_TITLE = 'Not sent: the number is suppressed';
export const SUPPRESSED_RECORDED_TEXT = 'The attempt is recorded as Suppressed.';

/** 'Send a test': one message of this campaign to a number the user types, and the answer. */
export function SendTestDialog({ campaignId, onClose }: { campaignId: number; onClose: () => void }) {
  return (
    <CampaignSendTestDialog
      title="Send a test"
      intro={
        <DialogContentText>
          Sends this campaign&apos;s active message to one number, the way your systems send through the API.
          It is a real SMS and is charged like any other.
        </DialogContentText>
      }
      field={{
        label: 'Cellphone number',
        type: 'tel',
        autoComplete: 'tel',
        placeholder: 'e.g. 082 123 4567 or +27821234567',
      }}
      serverField="to"
      check={(to) => (to ? undefined : TEST_NUMBER_REQUIRED)}
      send={(to) => sendTestMessage(campaignId, to)}
      sent={(result) => <TestSendAnswer campaignId={campaignId} result={result} />}
      failure={(error) =>
        error instanceof ApiError && error.code === 'RECIPIENT_SUPPRESSED' ? (
          <Alert severity="warning" data-testid="test-send-suppressed">
            <AlertTitle>{SUPPRESSED_TITLE}</AlertTitle>
            {error.message} {SUPPRESSED_RECORDED_TEXT}
            <StatusPageLink campaignId={campaignId} />
          </Alert>
        ) : (
          <Alert severity="error" data-testid="test-send-error">
            {errorMessageOf(error)}
          </Alert>
        )
      }
      onClose={onClose}
    />
  );
}

function StatusPageLink({ campaignId }: { campaignId: number }) {
  return (
    <Link
      component={RouterLink}
      to={paths.sms.campaignStatus.getHref(campaignId)}
      sx={{ display: 'block', width: 'fit-content', mt: 1 }}
    >
      See it on the campaign status page
    </Link>
  );
}

/** A 202: the message was accepted and queued for sending (a suppressed number is a 422 instead). */
function TestSendAnswer({ campaignId, result }: { campaignId: number; result: TestSendResult }) {
  return (
    <Alert severity="success" data-testid="test-send-result">
      <AlertTitle>Test message accepted</AlertTitle>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
        {(
          [
            ['Message id', String(result.messageId)],
            ['Status', result.status],
            ['To', result.to],
            ['SMS parts', String(result.segments)],
          ] as const
        ).map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0 }}
              data-testid={`test-send-${term.toLowerCase().replace(' ', '-')}`}
            >
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <StatusPageLink campaignId={campaignId} />
    </Alert>
  );
}
