import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessageOf } from '@/lib/api-error';
import { useSignIn } from '../api/sign-in';
import { useSignInForm } from './use-sign-in-form';

export type SignInFormProps = { onSignedIn: () => void };

/** Email and password form; validates with the shared schema and shows the server's answer. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { values, errors, setValue, validate, showServerErrors } = useSignInForm();
  const { trigger, isMutating } = useSignIn();
  const [serverError, setServerError] = useState<string>();
  const [showPassword, setShowPassword] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    const body = validate();
    if (!body) return;
    setServerError(undefined);
    try {
      const user = await trigger(body, { throwOnError: true });
      if (user) onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && showServerErrors(error.fields))
        return;
      setServerError(errorMessageOf(error));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5 }}
      aria-label="Sign in"
    >
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isMutating}
        startIcon={
          isMutating ? <CircularProgress size={18} color="inherit" aria-label="Signing in" /> : undefined
        }
        sx={{ py: 1.3 }}
      >
        {isMutating ? 'Signing in…' : 'Sign in'}
      </Button>
    </Box>
  );
}
