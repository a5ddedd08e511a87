import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ConsentEntry } from '@contracts/sms-history/consent-record.schemas';
import { dateTimeText } from '@/lib/format';

// A consent record (issue 28 part 6) as the marketer sees it, for a number (SMS History) or an e-mail address
// (Email Lists): the verdict, each way the account came to hold the contact, and the export.

const SOURCE_TEXT: Record<string, string> = {
  File: 'file',
  MySql: 'database source',
  EngagedSubscribers: 'engaged subscribers',
};

/** One way the account came to hold the contact, in a sentence. */
export function consentEntryText(entry: ConsentEntry): string {
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

/** Saves the record the marketer sees as a JSON file (proof of consent for this contact). */
function download(record: object, fileName: string) {
  const blob = new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function ConsentRecordView({
  record,
  severity,
  overrides,
  fileName,
  sx,
}: {
  record: { verdict: string; entries: ConsentEntry[] };
  severity: 'success' | 'warning' | 'error';
  /** What wins over the consent (opt-outs, suppressions), after the verdict. */
  overrides: ReactNode;
  fileName: string;
  sx?: object;
}) {
  return (
    <Box component="section" aria-label="Consent on record" sx={sx} data-testid="consent-record">
      <Typography variant="h4" component="h3" sx={{ fontSize: 15, fontWeight: 700, mb: 1 }}>
        Consent on record
      </Typography>
      <Alert severity={severity} sx={{ mb: 1 }} data-testid="consent-verdict">
        {record.verdict}
        {overrides}
      </Alert>
      <Box component="ul" sx={{ m: 0, pl: 2.5, mb: 1, fontSize: 13.5 }}>
        {record.entries.map((entry, index) => (
          <li key={`${entry.kind}-${index}`}>{consentEntryText(entry)}</li>
        ))}
      </Box>
      <Button size="small" startIcon={<DownloadOutlined />} onClick={() => download(record, fileName)}>
        Download consent record
      </Button>
    </Box>
  );
}
