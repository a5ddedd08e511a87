import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { UploadedFile } from '@contracts/lists/lists.schemas';
import { errorMessageOf } from '@/lib/api-error';
import { ACCEPT_ATTRIBUTE, checkFile, uploadFile, type UploadProgress } from '@/lib/upload-file';
import { fileSizeText } from '@/lib/format';

export type FileDropzoneProps = {
  file: UploadedFile | null;
  onUploaded: (file: UploadedFile | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** The files endpoint (announce and complete); the list import's by default. */
  filesUrl?: string;
  /** The line under the button (formats and limits); the list import's by default. */
  hint?: string;
};

type Upload = { name: string; progress: UploadProgress | null };

const LIST_HINT = 'CSV, Excel (.xlsx, .xls) or a zipped CSV/Excel file; at most 100 MB and 500 000 records.';

/** One-file dropzone: a new file replaces the old one; uploads at once and shows its progress. */
export function FileDropzone({
  file,
  onUploaded,
  onBusyChange,
  filesUrl,
  hint = LIST_HINT,
}: FileDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (chosen: File) => {
    const problem = checkFile(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setError(null);
    onUploaded(null);
    setUpload({ name: chosen.name, progress: null });
    onBusyChange(true);
    try {
      const uploaded = await uploadFile(
        chosen,
        (progress) => setUpload({ name: chosen.name, progress }),
        current.signal,
        filesUrl,
      );
      if (current.signal.aborted) return;
      onUploaded(uploaded);
    } catch (failure) {
      if (current.signal.aborted) return;
      setError(errorMessageOf(failure));
    } finally {
      if (controller.current === current) {
        setUpload(null);
        onBusyChange(false);
      }
    }
  };

  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) void start(chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  const percent = upload?.progress
    ? Math.round((upload.progress.loaded / Math.max(1, upload.progress.total)) * 100)
    : null;

  return (
    <Box>
      <Box
        data-testid="dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'rgba(67,56,202,0.06)' : '#fafbfe',
          borderRadius: 2,
          p: { xs: 2.5, sm: 4 },
          textAlign: 'center',
          transition: 'all 150ms',
        }}
      >
        <CloudUploadOutlined sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
        <Typography sx={{ fontWeight: 600 }}>Drop a file here, or</Typography>
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => input.current?.click()} disabled={false}>
          {file || upload ? 'Choose another file' : 'Choose a file'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {hint}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT_ATTRIBUTE}
          aria-label="File to import"
          data-testid="file-input"
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      {upload && (
        <Box sx={{ mt: 2 }} aria-live="polite">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            Uploading {upload.name}
            {percent !== null ? ` (${percent}%)` : '…'}
          </Typography>
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? 0}
            aria-label={`Uploading ${upload.name}`}
          />
        </Box>
      )}
      {file && !upload && (
        <Alert icon={<CheckCircleOutlined />} severity="success" sx={{ mt: 2 }} data-testid="uploaded-file">
          <strong>{file.fileName}</strong> ({fileSizeText(file.size)}) is uploaded.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
