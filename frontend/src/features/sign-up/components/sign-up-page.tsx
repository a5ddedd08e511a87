import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { businessEmailProblem, SIGN_UP_TEXT } from '@contracts/sign-up/sign-up.schemas';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessageOf } from '@/lib/api-error';
import { emailExists, startSignUp, useSignUpAllowed } from '../api/sign-up';
import { Captcha } from './captcha';
import { SignUpCard } from './sign-up-card';

/**
 * /sign-up (spec 3 §2.12 screen 1): business e-mail, captcha, submit. Sign-up switched off sends the visitor
 * home; a visitor from elsewhere goes to the location-restricted screen.
 */
export function SignUpPage() {
  const { data: allowed, error } = useSignUpAllowed();
  if (error || allowed?.reason === 'Disabled') return <Navigate to={paths.home.getHref()} replace />;
  if (allowed?.reason === 'LocationRestricted')
    return <Navigate to={paths.signUp.locationRestricted.getHref()} replace />;
  if (!allowed) return <Spinner fullPage label="Loading" />;
  return <SignUpForm siteKey={allowed.captcha.siteKey} scriptUrl={allowed.captcha.scriptUrl} />;
}

function SignUpForm({ siteKey, scriptUrl }: { siteKey: string; scriptUrl: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [token, setToken] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [resetKey, setResetKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(undefined);
    const problem = businessEmailProblem(email);
    setEmailError(problem);
    setCaptchaError(token ? undefined : SIGN_UP_TEXT.captchaRequired);
    if (problem || !token) return;
    const address = email.trim().toLowerCase();
    setBusy(true);
    try {
      if (await emailExists(address)) {
        setEmailError(SIGN_UP_TEXT.emailUsed);
        return;
      }
      await startSignUp(address, token);
      void navigate(paths.signUp.emailSent.getHref(address));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.email?.[0]) setEmailError(fields.email[0]);
      else if (fields?.recaptchaToken?.[0]) setCaptchaError(fields.recaptchaToken[0]);
      else setServerError(errorMessageOf(error));
      // A token is single-use: the next attempt needs a new one.
      setResetKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignUpCard
      title="Create your account"
      lead="Sign up with your business email address. We will email you a link to complete your profile."
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label="Sign up"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {serverError && (
          <Typography role="alert" color="error">
            {serverError}
          </Typography>
        )}
        <TextField
          label="Business email"
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(undefined);
          }}
          error={Boolean(emailError)}
          helperText={emailError}
        />
        <Captcha
          siteKey={siteKey}
          scriptUrl={scriptUrl}
          resetKey={resetKey}
          error={captchaError}
          onToken={(t) => {
            setToken(t);
            if (t) setCaptchaError(undefined);
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={
            busy ? <CircularProgress size={18} color="inherit" aria-label="Signing up" /> : undefined
          }
          sx={{ py: 1.3 }}
        >
          {busy ? 'Signing up…' : 'Sign up'}
        </Button>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.auth.signIn.getHref()}>
            Sign in
          </Link>
        </Typography>
      </Box>
    </SignUpCard>
  );
}
