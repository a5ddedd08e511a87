import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { EmailConsentRecord } from '@contracts/email-lists/email-consent.schemas';
import { ConsentRecordView } from '@/components/consent/consent-record-view';
import { RetryAlert } from '@/components/errors/retry-alert';
import { errorMessageOf, isApiStatus } from '@/lib/api-error';
import { dateTimeText } from '@/lib/format';
import { useEmailConsentRecord } from '../api/email-lists';

const REASON_TEXT: Record<NonNullable<EmailConsentRecord['suppressionReason']>, string> = {
  Unsubscribe: 'Unsubscribed',
  Bounce: 'Hard bounce',
  Complaint: 'Spam complaint',
  Manual: 'Suppressed by your account',
};

/**
 * Under the Email Lists: an e-mail contact's consent on record (issue 28 part 6): the import or form it came
 * from, whether a suppression (an unsubscribe first of all) overrides it, and its export as a file.
 */
export function EmailConsentLookup() {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const consent = useEmailConsentRecord(asked);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setAsked(typed.trim());
  };
  const record = consent.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="email-consent-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="email-consent-title" variant="h2" sx={{ mb: 0.5 }}>
        Consent of an e-mail contact
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        How an address came onto your lists, and whether an unsubscribe or another suppression overrides it.
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <TextField
          size="small"
          type="email"
          label="E-mail address"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: '0 1 360px', minWidth: 240 }}
        />
        <Button type="submit" variant="outlined">
          Look up consent
        </Button>
      </Box>
      {isApiStatus(consent.error, 404) && (
        <Typography color="text.secondary" data-testid="consent-record">
          Consent: nothing on record in this account for {asked}.
        </Typography>
      )}
      {isApiStatus(consent.error, 400) && (
        <Alert severity="error" role="alert">
          {errorMessageOf(consent.error)}
        </Alert>
      )}
      {consent.error !== undefined &&
        !isApiStatus(consent.error, 404) &&
        !isApiStatus(consent.error, 400) && (
          <RetryAlert error={consent.error} onRetry={() => void consent.mutate()} />
        )}
      {record && (
        <ConsentRecordView
          record={record}
          severity={record.marketingAllowed ? 'success' : record.suppressedAt ? 'error' : 'warning'}
          fileName={`consent-${record.email.replace(/[^\w.@-]+/g, '-')}.json`}
          overrides={
            record.suppressedAt && record.suppressionReason
              ? ` ${REASON_TEXT[record.suppressionReason]} on ${dateTimeText(record.suppressedAt)}.`
              : null
          }
        />
      )}
    </Paper>
  );
}
