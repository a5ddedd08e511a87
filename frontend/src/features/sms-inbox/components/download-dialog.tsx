import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { downloadRepliesSchema } from '@contracts/replies/replies.schemas';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { browserNavigation, requestRepliesFile } from '../api/replies';
import { defaultDownloadRange } from '../utils/reply-display';

/** Download (spec 1 §2.8): the replies received from one South African day to another, as replies.csv. */
export function DownloadDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [range, setRange] = useState(defaultDownloadRange);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(downloadRepliesSchema, range);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setFailure(undefined);
    try {
      const file = await requestRepliesFile(checked.value);
      browserNavigation.assign(file.url);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorMessageOf(error));
      setBusy(false);
    }
  };

  const field = (name: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      type="date"
      value={range[name]}
      onChange={(event) => {
        setRange({ ...range, [name]: event.target.value });
        setErrors({});
      }}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      disabled={busy}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Download replies</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            The replies received from the first day to the last (South African time), saved as replies.csv.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            {field('from', 'From')}
            {field('to', 'To')}
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={
              busy ? <CircularProgress size={16} color="inherit" aria-label="Preparing" /> : undefined
            }
          >
            Download
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
