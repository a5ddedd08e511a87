import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { changeNameSchema } from '@contracts/campaigns/campaigns.schemas';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { renameCampaign } from '../../api/campaign';
import { FormDialog } from '@/components/ui/form-dialog';

export type ChangeNameDialogProps = {
  campaignId: number;
  currentName: string;
  onClose: () => void;
  onSaved: (name: string) => void;
};

/** 'Change name': validates with the shared schema, then PATCH …/name. Mounted only while open. */
export function ChangeNameDialog({ campaignId, currentName, onClose, onSaved }: ChangeNameDialogProps) {
  const [name, setName] = useState(currentName);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const save = async () => {
    const result = validateWith(changeNameSchema, { name });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await renameCampaign(campaignId, result.value.name);
      onSaved(result.value.name);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title="Change name"
      busy={busy}
      failure={failure}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <TextField
        label="Campaign name"
        value={name}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors({});
        }}
        error={Boolean(errors.name)}
        helperText={errors.name}
        disabled={busy}
      />
    </FormDialog>
  );
}
