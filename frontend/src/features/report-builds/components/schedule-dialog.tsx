import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  REPORT_CADENCES,
  REPORT_CADENCE_LABELS,
  createScheduleSchema,
  type ReportCadenceName,
  type ReportSchedule,
} from '@contracts/report-builds/report-builds.schemas';
import { ReportContentSwitches } from '@/components/reports/report-content-switches';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectBox } from '@/components/ui/select-box';
import { useFormSubmit } from '@/lib/use-form-submit';
import { createSchedule, useAccounts } from '../api/report-builds';

type Form = {
  accountId: number;
  emails: string;
  password: string;
  includeMessage: boolean;
  includeCustomFields: boolean;
  cadence: ReportCadenceName | '';
};

/** 'New schedule': a cross-campaign report of an account, e-mailed every day, week or month. */
export function ScheduleDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (schedule: ReportSchedule) => void;
}) {
  const accounts = useAccounts();
  const [form, setForm] = useState<Form>({
    accountId: 0,
    emails: '',
    password: '',
    includeMessage: false,
    includeCustomFields: false,
    cadence: '',
  });
  const { errors, setErrors, busy, failure, setFailure, submit: send } = useFormSubmit();
  const change = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
    setFailure(undefined);
  };

  const submit = () =>
    send(createScheduleSchema, { ...form, cadence: form.cadence || undefined }, async (value) =>
      onCreated(await createSchedule(value)),
    );

  return (
    <FormDialog
      title="New report schedule"
      busy={busy}
      failure={failure}
      submitLabel="Save schedule"
      busyLabel="Saving"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <DialogContentText>
        A cross-campaign report of the account&apos;s previous day, week or month (UTC), e-mailed as a
        password-protected archive within the hour after the period ends.
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
      <SelectBox<ReportCadenceName>
        label="Every"
        value={form.cadence}
        options={REPORT_CADENCES.map((c) => ({ value: c, label: REPORT_CADENCE_LABELS[c] }))}
        onChange={(cadence) => change({ cadence })}
        error={Boolean(errors.cadence)}
        helperText={errors.cadence}
        disabled={busy}
        fullWidth
        size="medium"
      />
      <TextField
        label="Emails"
        value={form.emails}
        onChange={(event) => change({ emails: event.target.value })}
        error={Boolean(errors.emails)}
        helperText={errors.emails ?? 'The download link is e-mailed to each address.'}
        placeholder="name@example.com, other@example.com"
        disabled={busy}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => change({ password: event.target.value })}
        error={Boolean(errors.password)}
        helperText={errors.password ?? 'Needed to open each report archive. Kept encrypted.'}
        disabled={busy}
      />
      <ReportContentSwitches value={form} onChange={change} disabled={busy} />
    </FormDialog>
  );
}
