import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { editListSchema, type SmsListRow } from '@contracts/lists/lists.schemas';
import { useFormSubmit } from '@/lib/use-form-submit';
import { countryText } from '../shared/country-name';

export const DESCRIPTION_MAX = 1000;

export type EditListFormProps = {
  list: SmsListRow;
  onSave: (body: { listName: string; description: string }) => Promise<void>;
  onCancel: () => void;
};

/** List name (required) and description; validated with the shared contract, server field errors shown. */
export function EditListForm({ list, onSave, onCancel }: EditListFormProps) {
  const [listName, setListName] = useState(list.name);
  const [description, setDescription] = useState(list.description ?? '');
  const { errors, setErrors, failure, busy, submit: send } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return send(editListSchema, { listName, description }, onSave);
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Edit list"
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, maxWidth: 680 }}
    >
      <TextField
        label="List name"
        required
        autoFocus
        value={listName}
        disabled={busy}
        onChange={(event) => {
          setListName(event.target.value);
          setErrors(({ listName: _, ...rest }) => rest);
        }}
        error={Boolean(errors.listName)}
        helperText={errors.listName}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={description}
        disabled={busy}
        onChange={(event) => {
          setDescription(event.target.value);
          setErrors(({ description: _, ...rest }) => rest);
        }}
        error={Boolean(errors.description)}
        helperText={errors.description ?? `${description.length} / ${DESCRIPTION_MAX}`}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
      />
      <Typography variant="body2" color="text.secondary">
        Country: {countryText(list.countryIso3166)} · DMA exclusion list: {list.exclusionList ? 'Yes' : 'No'}.
        These are set when the list is created and cannot be changed.
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </Paper>
  );
}
