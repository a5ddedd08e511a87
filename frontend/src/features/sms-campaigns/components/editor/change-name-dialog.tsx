import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { changeNameSchema } from '@contracts/campaigns/campaigns.schemas';
import { useFormSubmit } from '@/lib/use-form-submit';
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
  const { errors, setErrors, busy, failure, submit } = useFormSubmit();

  const save = () =>
    submit(changeNameSchema, { name }, async (value) => {
      await renameCampaign(campaignId, value.name);
      onSaved(value.name);
    });

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
