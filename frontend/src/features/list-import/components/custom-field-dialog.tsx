import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  createCustomFieldSchema,
  type CustomField,
} from '@contracts/lists/custom-fields/custom-fields.schemas';
import { errorMessageOf, isApiStatus } from '@/lib/api-error';
import { serverFieldErrors, validateWith } from '@/lib/form-errors';
import { createCustomField } from '../api/custom-fields';
import { FormDialog } from '@/components/ui/form-dialog';

export const LIST_ONLY_LABEL = 'Only for this list';

export type CustomFieldDialogProps = {
  /** Importing into an existing list: the field may be made for that list only. Null for a new list. */
  listId: number | null;
  onClose: () => void;
  onCreated: (field: CustomField) => void;
};

/** 'New custom field…' of the Map Columns step: a label, account-wide or (existing lists) this list's only. */
export function CustomFieldDialog({ listId, onClose, onCreated }: CustomFieldDialogProps) {
  const [label, setLabel] = useState('');
  const [listOnly, setListOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const result = validateWith(createCustomFieldSchema, {
      label,
      listId: listOnly && listId !== null ? listId : null,
    });
    if (!result.ok) {
      setError(result.errors.label ?? Object.values(result.errors)[0] ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    setFailure(null);
    try {
      onCreated(await createCustomField(result.value));
    } catch (failed) {
      // 409: a field the list can see already has this label; 400: the label's own message.
      if (isApiStatus(failed, 409)) setError(errorMessageOf(failed));
      else {
        const fields = serverFieldErrors(failed);
        if (fields?.label) setError(fields.label);
        else setFailure(errorMessageOf(failed));
      }
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title="New custom field"
      submitLabel="Create"
      maxWidth="xs"
      busy={busy}
      failure={failure}
      onSubmit={() => void create()}
      onClose={onClose}
    >
      <TextField
        label="Custom field name"
        required
        autoFocus
        value={label}
        onChange={(event) => {
          setLabel(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={
          error ?? (listOnly ? 'Only this list can use it.' : 'Every list of your account can use it.')
        }
        disabled={busy}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {listId !== null && (
        <FormControlLabel
          control={
            <Checkbox
              checked={listOnly}
              onChange={(event) => setListOnly(event.target.checked)}
              disabled={busy}
            />
          }
          label={LIST_ONLY_LABEL}
        />
      )}
    </FormDialog>
  );
}
