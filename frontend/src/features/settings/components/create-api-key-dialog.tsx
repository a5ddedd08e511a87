import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { createApiKeySchema, type CreatedApiKey } from '@contracts/api-keys/api-keys.schemas';
import { FormDialog } from '@/components/ui/form-dialog';
import { useFormSubmit } from '@/lib/use-form-submit';
import { createApiKey } from '../api/api-keys';

export type CreateApiKeyDialogProps = {
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
};

/** 'Create API key': a name (the shared schema's rules), then POST. Mounted only while open. */
export function CreateApiKeyDialog({ onClose, onCreated }: CreateApiKeyDialogProps) {
  const [name, setName] = useState('');
  const { errors, setErrors, busy, failure, submit: send } = useFormSubmit();

  const submit = () =>
    send(createApiKeySchema, { name }, async (value) => onCreated(await createApiKey(value.name)), {
      fields: ['name'],
    });

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
