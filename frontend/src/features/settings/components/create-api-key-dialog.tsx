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
import { createApiKeySchema, type CreatedApiKey } from '@contracts/api-keys/api-keys.schemas';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { createApiKey } from '../api/api-keys';

export type CreateApiKeyDialogProps = {
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
};

/** 'Create API key': a name (the shared schema's rules), then POST. Mounted only while open. */
export function CreateApiKeyDialog({ onClose, onCreated }: CreateApiKeyDialogProps) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateWith(createApiKeySchema, { name });
    if (!result.ok) return setErrors(result.errors);
    setBusy(true);
    setFailure(undefined);
    try {
      onCreated(await createApiKey(result.value.name));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields?.name) setErrors(fields);
      else setFailure(errorMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Create API key</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Name the key after the system that will use it, so you know which key to revoke later.
          </DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Name"
            value={name}
            autoFocus
            required
            placeholder="e.g. Online shop"
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors({});
            }}
            error={Boolean(errors.name)}
            helperText={errors.name}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
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
              busy ? <CircularProgress size={16} color="inherit" aria-label="Creating" /> : undefined
            }
          >
            Create
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
