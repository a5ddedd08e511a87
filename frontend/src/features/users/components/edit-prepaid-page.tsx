import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { editPrepaidSchema, type UserDetail } from '@contracts/users/users.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormSubmit } from '@/lib/use-form-submit';
import { editPrepaid, useAdminUser } from '../api/users';

/** /manage-users/edit-prepaid?userId=: the account's prepaid flag, credit purchases and balance. */
export function EditPrepaidPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('userId'));
  const valid = Number.isInteger(id) && id > 0;
  const user = useAdminUser(valid ? id : null);
  if (!valid) return <Alert severity="error">No user was chosen.</Alert>;
  if (user.error) return <RetryAlert error={user.error} onRetry={() => void user.mutate()} />;
  if (!user.data) return <Spinner label="Loading the user" />;
  return <PrepaidForm key={user.data.id} user={user.data} />;
}

function PrepaidForm({ user }: { user: UserDetail }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [prepaid, setPrepaid] = useState(user.prepaid);
  const [allow, setAllow] = useState(user.AllowPurchasePrepaid);
  const [balance, setBalance] = useState(String(Number(user.prepaidBalance)));
  const { errors, setErrors, failure, busy, submit: send } = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { prepaid, allowPurchasePrepaid: prepaid && allow, prepaidBalance: balance };
    return send(editPrepaidSchema, body, async () => {
      setErrors({});
      await editPrepaid(user.id, body);
      notify.success('Prepaid settings saved.');
      void navigate(paths.admin.users.getHref());
    });
  };

  return (
    <>
      <PageHeader title="Prepaid" />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`${user.firstName} ${user.lastName}`.trim()} · {user.email} · account {user.accountName}
        </Typography>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormControlLabel
            control={<Switch checked={prepaid} onChange={(e) => setPrepaid(e.target.checked)} />}
            label="Prepaid (otherwise invoiced in arrears)"
          />
          <FormControlLabel
            control={
              <Switch
                checked={prepaid && allow}
                disabled={!prepaid}
                onChange={(e) => setAllow(e.target.checked)}
              />
            }
            label="Purchasing enabled (may buy credit online)"
          />
          <TextField
            label="Prepaid balance"
            size="small"
            value={balance}
            onChange={(e) => setBalance(e.target.value)}
            error={Boolean(errors.prepaidBalance)}
            helperText={errors.prepaidBalance ?? 'In the account’s currency.'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={paths.admin.users.getHref()} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} aria-label="Saving" /> : undefined}
            >
              Save
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
