import Typography from '@mui/material/Typography';
import type { ConsentRecord } from '@contracts/sms-history/consent-record.schemas';
import { ConsentRecordView } from '@/components/consent/consent-record-view';
import { RetryAlert } from '@/components/errors/retry-alert';
import { isApiStatus } from '@/lib/api-error';
import { dateTimeText } from '@/lib/format';
import { useConsentRecord } from '../api/history';

const severityOf = (record: ConsentRecord) =>
  record.marketingAllowed ? 'success' : record.optedOutAt || record.dmaOptedOutAt ? 'error' : 'warning';

/** Under the Marketing Lists panel: how consent was given, what overrides it, and its export. */
export function ConsentRecordBlock({ cellphone }: { cellphone: string }) {
  const consent = useConsentRecord(cellphone);
  if (isApiStatus(consent.error, 404) || isApiStatus(consent.error, 400)) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, pb: 2 }} data-testid="consent-record">
        Consent: nothing on record in this account.
      </Typography>
    );
  }
  if (consent.error !== undefined)
    return <RetryAlert error={consent.error} onRetry={() => void consent.mutate()} sx={{ mx: 2, mb: 2 }} />;
  const record = consent.data;
  if (!record) return null;
  return (
    <ConsentRecordView
      record={record}
      severity={severityOf(record)}
      fileName={`consent-${record.cellphone.replace(/\D/g, '')}.json`}
      sx={{ px: 2, pb: 2 }}
      overrides={
        <>
          {record.optedOutAt && ` Opted out on ${dateTimeText(record.optedOutAt)}.`}
          {record.dmaOptedOutAt && ` On the DMA opt-out list since ${dateTimeText(record.dmaOptedOutAt)}.`}
        </>
      }
    />
  );
}
