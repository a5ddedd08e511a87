import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { createApiKeySchema, type CreatedApiKey } from '@contracts/api-keys/api-keys.schemas';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { createApiKey } from '../api/api-keys';

export type CreateApiKeyDialogProps = {
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
};

/** 'Create API key': a name (the shared schema's rules), then POST. Mounted only while open. */
export function CreateApiKeyDialog({ onClose, onCreated }: CreateApiKeyDialogProps) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
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
    <FormDialog
      title="Create API key"
      busy={busy}
      failure={failure}
      submitLabel="Create"
      busyLabel="Creating"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <DialogContentText>
        Name the key after the system that will use it, so you know which key to revoke later.
      </DialogContentText>
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
    </FormDialog>
  );
}
