import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { NO_SALE_DATA_TEXT, type SalesUpload } from '@contracts/sales-data/sales-data.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { TIME_ZONE_BASE } from '@/lib/format';
import { useLatestSalesUpload } from '../../api/sales-data';
import { ClearSalesDialog } from './clear-sales-dialog';
import { SalesImportDialog } from './sales-import-dialog';

/** Spec 2 §3: the upload time is shown as a date only (South African day). */
const dateOnly = (iso: string) => dayjs.utc(iso).tz(TIME_ZONE_BASE).format('YYYY-MM-DD');

/** The status page's sentence about the campaign's sales data (spec 2 §2.9). */
export const salesUploadText = (upload: SalesUpload | null): string =>
  upload
    ? `Last upload performed on ${dateOnly(upload.uploadedAt)}, file name ${upload.fileName}, leads matched ${upload.newMatchedLeads}`
    : NO_SALE_DATA_TEXT;

/** The campaign status page's sales data: the last upload, Upload Sales Data and Clear Sales Data. */
export function SalesDataSection({ campaignId }: { campaignId: number }) {
  const latest = useLatestSalesUpload(campaignId);
  const [dialog, setDialog] = useState<'upload' | 'clear' | null>(null);

  const closed = (changed: boolean) => {
    setDialog(null);
    if (changed) void latest.mutate();
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="sales-data-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="sales-data-title" variant="h2" sx={{ mb: 1 }}>
        Sales Data
      </Typography>
      {latest.error !== undefined ? (
        <RetryAlert error={latest.error} onRetry={() => void latest.mutate()} />
      ) : (
        <Typography color="text.secondary" data-testid="sales-upload-text" aria-busy={latest.isLoading}>
          {latest.data === undefined ? '\u00a0' : salesUploadText(latest.data)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={() => setDialog('upload')}>
          Upload Sales Data
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDialog('clear')} disabled={!latest.data}>
          Clear Sales Data
        </Button>
      </Box>
      {dialog === 'upload' && <SalesImportDialog campaignId={campaignId} onClose={closed} />}
      {dialog === 'clear' && <ClearSalesDialog campaignId={campaignId} onClose={closed} />}
    </Paper>
  );
}
