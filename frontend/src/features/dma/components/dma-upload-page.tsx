import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { UploadedFile } from '@contracts/lists/lists.schemas';
import { useNotify } from '@/components/ui/notifications';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { errorMessageOf } from '@/lib/api-error';
import { RetryAlert } from '@/components/errors/retry-alert';
import { createDmaUpload, useDmaUploads } from '../api/dma';
import { DmaPageHeader } from './dma-page-header';
import { DmaUploadJobs } from './dma-upload-jobs';

export const QUEUED_MESSAGE = 'The DMA file is queued. Its numbers are added in the background.';

/** Upload DMA List (spec 1 §2.4): the numbers the DMA returned become the account's DMA opt-outs. */
export function DmaUploadPage() {
  const notify = useNotify();
  const jobs = useDmaUploads();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!file) return;
    setSubmitting(true);
    setError(null);
    try {
      const job = await createDmaUpload(file.fileId);
      await jobs.mutate((current) => [job, ...(current ?? []).filter((j) => j.id !== job.id)], {
        revalidate: true,
      });
      setFile(null);
      notify.success(QUEUED_MESSAGE);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <DmaPageHeader
        title="Upload DMA List"
        crumb="Upload DMA List"
        intro="Upload the file the DMA returned after processing your numbers: the cellphone numbers on its opt-out register. They are added to your account's DMA opt-out list, and every SMS list's DMA Optouts are recounted."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          mb: 4,
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            1. Upload the file
          </Typography>
          <FileDropzone
            file={file}
            onUploaded={(uploaded) => {
              setFile(uploaded);
              setError(null);
            }}
            onBusyChange={setUploading}
          />
          <Typography variant="h3" component="h2" sx={{ mt: 3, mb: 1.5 }}>
            2. Add the numbers to your DMA opt-outs
          </Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<PlaylistAddCheckOutlined />}
            disabled={!file || uploading || submitting}
            onClick={() => void submit()}
          >
            {submitting ? 'Adding…' : 'Add to DMA opt-outs'}
          </Button>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, bgcolor: '#fafbfe' }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            The file
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0, color: 'text.secondary', '& li': { mb: 0.75 } }}>
            <li>CSV, Excel (.xlsx) or a zipped CSV/Excel file, as the DMA sends it.</li>
            <li>
              The numbers in one column. A header row is optional: the column is found by its header
              (Cellphone, Mobile…) or by its values, otherwise the first column is read.
            </li>
            <li>Numbers without a country code are read as South African (082…, 2782…, +27 82…).</li>
            <li>
              Rows without a valid number are counted as invalid and skipped; numbers already on your DMA
              opt-out list are counted, not added twice.
            </li>
            <li>Your lists show “Pending refresh...” until the file has been processed.</li>
          </Box>
        </Paper>
      </Box>

      <Typography variant="h2" sx={{ mb: 0.5 }}>
        DMA uploads
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Newest first. This table refreshes itself while a file is queued or being processed.
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {jobs.error !== undefined && !jobs.isLoading && (
          <RetryAlert error={jobs.error} onRetry={() => void jobs.mutate()} sx={{ m: 2 }} />
        )}
        <DmaUploadJobs jobs={jobs.data ?? []} loading={jobs.isLoading} />
      </Paper>
    </>
  );
}
