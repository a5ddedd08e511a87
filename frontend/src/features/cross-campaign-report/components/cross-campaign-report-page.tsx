import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import {
  REPORT_QUEUED_TEXT,
  buildDispositionReportSchema,
  type BuildDispositionReport,
} from '@contracts/disposition-reports/disposition-reports.schemas';
import { ReportContentSwitches } from '@/components/reports/report-content-switches';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { buildDispositionReport, useDispositionDefaults } from '../api/disposition';

type Form = Required<BuildDispositionReport>;

/** The range the form starts with (the spec names none): the first of this month to today, UTC days. */
export function defaultRange(now = new Date()): Pick<Form, 'from' | 'to'> {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * Cross-Campaign Report (spec 2 §2.7, §7.3, §8): a date range, the e-mails, the archive password and the two
 * switches, prefilled with the saved userEmail and password; Create Report queues the build and the snackbar
 * says the link will follow by e-mail.
 */
export function CrossCampaignReportPage() {
  const notify = useNotify();
  const defaults = useDispositionDefaults();
  const [form, setForm] = useState<Form>(() => ({
    ...defaultRange(),
    emails: '',
    password: '',
    includeMessage: false,
    includeCustomFields: false,
  }));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const saved = defaults.data;
  useEffect(() => {
    if (saved) setForm((current) => ({ ...current, emails: saved.userEmail, password: saved.password }));
  }, [saved]);

  const change = (patch: Partial<Form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors({});
    setFailure(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(buildDispositionReportSchema, form);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await buildDispositionReport(checked.value);
      notify.info(REPORT_QUEUED_TEXT);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (!saved && !defaults.error) return <Spinner label="Loading" />;

  const text = (name: 'from' | 'to' | 'emails' | 'password', label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => change({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      disabled={busy}
      {...extra}
    />
  );

  return (
    <>
      <PageHeader title="Cross-Campaign Report" />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {text('from', 'From', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            {text('to', 'To', {
              type: 'date',
              slotProps: { inputLabel: { shrink: true }, htmlInput: { min: form.from } },
            })}
          </Box>
          {text('emails', 'Emails', {
            placeholder: 'name@example.com, other@example.com',
            ...(errors.emails ? {} : { helperText: 'The download link is e-mailed to each address.' }),
          })}
          {text('password', 'Password', {
            type: 'password',
            autoComplete: 'new-password',
            ...(errors.password ? {} : { helperText: 'Needed to open the report archive.' }),
          })}
          {defaults.error && <Alert severity="warning">The saved defaults could not be loaded.</Alert>}
          <ReportContentSwitches value={form} onChange={change} disabled={busy} />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={
                busy ? <CircularProgress size={16} color="inherit" aria-label="Creating" /> : undefined
              }
            >
              Create Report
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
