import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { triggerRebuildSchema, type BuildQueued } from '@contracts/report-builds/report-builds.schemas';
import { SelectBox } from '@/components/ui/select-box';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { triggerRebuild, useAccounts } from '../api/report-builds';

const today = () => new Date().toISOString().slice(0, 10);

/** 'Rebuild overviews': an account and a period, then the same rebuild the overview screens queue. */
export function RebuildDialog({
  onClose,
  onQueued,
}: {
  onClose: () => void;
  onQueued: (q: BuildQueued) => void;
}) {
  const titleId = useId();
  const accounts = useAccounts();
  const [form, setForm] = useState({ accountId: 0, from: `${today().slice(0, 8)}01`, to: today() });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const change = (patch: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
    setFailure(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(triggerRebuildSchema, form);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      onQueued(await triggerRebuild(checked.value));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Rebuild overviews</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Recalculates the account&apos;s overview numbers for the period from every message (South African
            days). The hourly consolidation keeps them up to date anyway; rebuild after a correction.
          </DialogContentText>
          <SelectBox<number>
            label="Account"
            value={form.accountId || ''}
            options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            onChange={(accountId) => change({ accountId })}
            error={Boolean(errors.accountId)}
            helperText={errors.accountId}
            disabled={busy}
            fullWidth
            size="medium"
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField
              label="From"
              type="date"
              value={form.from}
              onChange={(event) => change({ from: event.target.value })}
              error={Boolean(errors.from)}
              helperText={errors.from}
              disabled={busy}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="To"
              type="date"
              value={form.to}
              onChange={(event) => change({ to: event.target.value })}
              error={Boolean(errors.to)}
              helperText={errors.to}
              disabled={busy}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.from } }}
            />
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Queue rebuild
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
