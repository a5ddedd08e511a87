import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  createUserSchema,
  editUserSchema,
  MIN_PASSWORD_LENGTH,
  type UserDetail,
} from '@contracts/users/users.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormSubmit } from '@/lib/use-form-submit';
import { createUser, editUser, useAccounts, useAdminUser } from '../api/users';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  cellphone: string;
  isAdmin: boolean;
  contactId: string;
  password: string;
  account: string; // an account id, or 'new'
  accountName: string;
};

const fromDetail = (u: UserDetail | undefined): Values => ({
  firstName: u?.firstName ?? '',
  lastName: u?.lastName ?? '',
  email: u?.email ?? '',
  company: u?.company ?? '',
  cellphone: u?.cellphone ?? '',
  isAdmin: u?.isAdmin ?? false,
  contactId: u?.contactId ?? '',
  password: '',
  account: 'new',
  accountName: '',
});

/** /manage-users/create-user: a user in a new or existing account, with their first password. */
export function CreateUserPage() {
  return <UserForm user={undefined} />;
}

/** /manage-users/edit-user?userId=: details, role, Xero contact and, optionally, a new password. */
export function EditUserPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('userId'));
  const valid = Number.isInteger(id) && id > 0;
  const user = useAdminUser(valid ? id : null);
  if (!valid) return <Alert severity="error">No user was chosen.</Alert>;
  if (user.error) return <RetryAlert error={user.error} onRetry={() => void user.mutate()} />;
  if (!user.data) return <Spinner label="Loading the user" />;
  return <UserForm key={user.data.id} user={user.data} />;
}

function UserForm({ user }: { user: UserDetail | undefined }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const accounts = useAccounts();
  const [values, setValues] = useState<Values>(() => fromDetail(user));
  const { errors, setErrors, failure, setFailure, busy, submit: send } = useFormSubmit();
  const editing = user !== undefined;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const common = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      company: values.company,
      cellphone: values.cellphone,
      isAdmin: values.isAdmin,
      contactId: values.contactId,
      password: values.password,
    };
    const body = editing
      ? common
      : {
          ...common,
          accountId: values.account === 'new' ? null : Number(values.account),
          accountName: values.account === 'new' ? values.accountName : '',
        };
    return send(editing ? editUserSchema : createUserSchema, body, async () => {
      setErrors({});
      if (editing) await editUser(user.id, body);
      else await createUser(body as Parameters<typeof createUser>[0]);
      notify.success(editing ? 'User saved.' : 'User created.');
      void navigate(paths.admin.users.getHref());
    });
  };

  const field = (
    key: keyof Values,
    label: string,
    { helperText, ...extra }: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      value={values[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? helperText}
      fullWidth
      size="small"
      {...extra}
    />
  );

  return (
    <>
      <PageHeader title={editing ? `Edit User ${user.id}` : 'Add User'} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {editing ? (
            <Typography variant="body2" color="text.secondary">
              Account: {user.accountName}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
              <TextField
                select
                label="Account"
                size="small"
                value={values.account}
                onChange={(e) => set('account', e.target.value)}
                error={Boolean(errors.accountId)}
                helperText={errors.accountId}
              >
                <MenuItem value="new">A new account</MenuItem>
                {(accounts.data ?? []).map((a) => (
                  <MenuItem key={a.id} value={String(a.id)}>
                    {a.name}
                  </MenuItem>
                ))}
              </TextField>
              {values.account === 'new' && field('accountName', 'New account name', { required: true })}
            </Box>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {field('firstName', 'First name', { required: true, autoComplete: 'off' })}
            {field('lastName', 'Last name', { required: true, autoComplete: 'off' })}
            {field('email', 'Email', { required: true, type: 'email', autoComplete: 'off' })}
            {field('cellphone', 'Cellphone', { type: 'tel', autoComplete: 'off' })}
            {field('company', 'Company')}
            {field('contactId', 'Xero contact id', {
              helperText: 'The Xero contact this account’s invoices go to.',
            })}
          </Box>
          {field('password', editing ? 'New password' : 'Password', {
            type: 'password',
            required: !editing,
            autoComplete: 'new-password',
            helperText: editing
              ? `Leave empty to keep the current password; at least ${MIN_PASSWORD_LENGTH} characters.`
              : `At least ${MIN_PASSWORD_LENGTH} characters. Give it to the user; they can sign in at once.`,
          })}
          <FormControlLabel
            control={<Switch checked={values.isAdmin} onChange={(e) => set('isAdmin', e.target.checked)} />}
            label="Administrator"
          />
          {errors.isAdmin && <Alert severity="error">{errors.isAdmin}</Alert>}
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
              {editing ? 'Save' : 'Create User'}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
