import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { downloadRepliesSchema } from '@contracts/replies/replies.schemas';
import { FormDialog } from '@/components/ui/form-dialog';
import { useFormSubmit } from '@/lib/use-form-submit';
import { browserNavigation, requestRepliesFile } from '../api/replies';
import { defaultDownloadRange } from '../utils/reply-display';

/** Download (spec 1 §2.8): the replies received from one South African day to another, as replies.csv. */
export function DownloadDialog({ onClose }: { onClose: () => void }) {
  const [range, setRange] = useState(defaultDownloadRange);
  const { errors, setErrors, failure, busy, submit: send } = useFormSubmit();

  const submit = () =>
    send(downloadRepliesSchema, range, async (value) => {
      const file = await requestRepliesFile(value);
      browserNavigation.assign(file.url);
      onClose();
    });

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
    <FormDialog
      title="Download replies"
      busy={busy}
      failure={failure}
      submitLabel="Download"
      busyLabel="Preparing"
      maxWidth="xs"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <DialogContentText>
        The replies received from the first day to the last (South African time), saved as replies.csv.
      </DialogContentText>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {field('from', 'From')}
        {field('to', 'To')}
      </Box>
    </FormDialog>
  );
}
