import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { triggerRebuildSchema, type BuildQueued } from '@contracts/report-builds/report-builds.schemas';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectBox } from '@/components/ui/select-box';
import { useFormSubmit } from '@/lib/use-form-submit';
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
  const accounts = useAccounts();
  const [form, setForm] = useState({ accountId: 0, from: `${today().slice(0, 8)}01`, to: today() });
  const { errors, setErrors, busy, failure, setFailure, submit: send } = useFormSubmit();
  const change = (patch: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
    setFailure(undefined);
  };

  const submit = () =>
    send(triggerRebuildSchema, form, async (value) => onQueued(await triggerRebuild(value)));

  return (
    <FormDialog
      title="Rebuild overviews"
      busy={busy}
      failure={failure}
      submitLabel="Queue rebuild"
      busyLabel="Saving"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
