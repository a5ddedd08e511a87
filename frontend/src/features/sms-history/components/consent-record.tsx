import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ConsentEntry, ConsentRecord } from '@contracts/sms-history/consent-record.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { isApiStatus } from '@/lib/api-error';
import { dateTimeText } from '@/lib/format';
import { useConsentRecord } from '../api/history';

const SOURCE_TEXT: Record<string, string> = {
  File: 'file',
  MySql: 'database source',
  EngagedSubscribers: 'engaged subscribers',
};

/** One way the account came to hold the number, in a sentence. */
function entryText(entry: ConsentEntry): string {
  switch (entry.kind) {
    case 'Import':
      return entry.source
        ? `Imported into “${entry.listName}” from the ${SOURCE_TEXT[entry.source] ?? entry.source} ${entry.sourceName ?? ''}; “permission to contact” ticked by ${entry.importedBy ?? 'a removed user'} on ${dateTimeText(entry.consentedAt)}.`
        : `Added to “${entry.listName}” on ${dateTimeText(entry.addedAt)} without an import record.`;
    case 'LandingPage':
      return `Gave consent on the landing page “${entry.pageName}” on ${dateTimeText(entry.consentedAt)} from ${entry.clientIp ?? 'an unknown address'} (${entry.userAgent ?? 'unknown browser'}): “${entry.consentText}”${entry.optedOut ? ' (ticked the form’s opt-out box)' : ''}.`;
    case 'PartnerSend':
      return `Sent ${entry.messages} transactional message${entry.messages === 1 ? '' : 's'} through the partner API (“${entry.campaignName}”, ${dateTimeText(entry.firstAt)} to ${dateTimeText(entry.lastAt)}): no marketing consent.`;
  }
}

const severityOf = (record: ConsentRecord) =>
  record.marketingAllowed ? 'success' : record.optedOutAt || record.dmaOptedOutAt ? 'error' : 'warning';

/** Saves the record the marketer sees as a JSON file (proof of consent for this number). */
function download(record: ConsentRecord) {
  const blob = new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `consent-${record.cellphone.replace(/\D/g, '')}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

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
    <Box
      component="section"
      aria-label="Consent on record"
      sx={{ px: 2, pb: 2 }}
      data-testid="consent-record"
    >
      <Typography variant="h4" component="h3" sx={{ fontSize: 15, fontWeight: 700, mb: 1 }}>
        Consent on record
      </Typography>
      <Alert severity={severityOf(record)} sx={{ mb: 1 }} data-testid="consent-verdict">
        {record.verdict}
        {record.optedOutAt && ` Opted out on ${dateTimeText(record.optedOutAt)}.`}
        {record.dmaOptedOutAt && ` On the DMA opt-out list since ${dateTimeText(record.dmaOptedOutAt)}.`}
      </Alert>
      <Box component="ul" sx={{ m: 0, pl: 2.5, mb: 1, fontSize: 13.5 }}>
        {record.entries.map((entry, index) => (
          <li key={`${entry.kind}-${index}`}>{entryText(entry)}</li>
        ))}
      </Box>
      <Button size="small" startIcon={<DownloadOutlined />} onClick={() => download(record)}>
        Download consent record
      </Button>
    </Box>
  );
}
