import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { MIN_PASSWORD_SCORE, SIGN_UP_TEXT, type CheckTokenResult } from '@contracts/sign-up/sign-up.schemas';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessageOf } from '@/lib/api-error';
import { completeSignUp, useSignUpToken } from '../api/sign-up';
import { loadPasswordScorer, usePasswordScorer } from './password-strength';
import { SignUpCard } from './sign-up-card';
import { StrengthBar } from './strength-bar';

/**
 * /sign-up/complete-profile?t={token} (spec 3 §2.12 screen 3): the token is checked (checking, then valid or
 * invalid or expired); a valid one shows the e-mail and country and asks for cellphone and password.
 */
export function CompleteProfilePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';
  const { data } = useSignUpToken(token);
  if (token && !data) return <Spinner fullPage label="Checking your link" showLabel />;
  if (!data?.valid) return <InvalidLink />;
  return <ProfileForm token={token} checked={data} />;
}

function InvalidLink() {
  const [before, after] = SIGN_UP_TEXT.linkInvalid.split('go here');
  return (
    <SignUpCard title="Complete your profile">
      <Alert severity="error" role="alert">
        {before}
        <Link component={RouterLink} to={paths.signUp.start.getHref()}>
          go here
        </Link>
        {after}
      </Alert>
    </SignUpCard>
  );
}

/** True when the number is a mobile (or fixed-or-mobile) number of the country (the server checks too). */
function isCellphoneOf(value: string, country: string): boolean {
  const parsed = parsePhoneNumberFromString(value.trim(), country as CountryCode);
  if (!parsed?.isValid() || parsed.country !== country) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

type Field = 'cellphone' | 'password' | 'repeat';

function ProfileForm({ token, checked }: { token: string; checked: CheckTokenResult }) {
  const navigate = useNavigate();
  const country = checked.countryCode ?? '';
  const countryName = checked.countryName ?? country;
  const [values, setValues] = useState<Record<Field, string>>({ cellphone: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  // The strength dictionaries load after the first paint; until then the bar shows score 0.
  const scorer = usePasswordScorer();
  const score = useMemo(
    () => (values.password && scorer ? scorer(values.password, [checked.email ?? '']) : 0),
    [values.password, checked.email, scorer],
  );

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (strength: number): boolean => {
    const next: Partial<Record<Field, string>> = {};
    if (!values.cellphone.trim()) next.cellphone = SIGN_UP_TEXT.cellphoneRequired;
    else if (!isCellphoneOf(values.cellphone, country))
      next.cellphone = SIGN_UP_TEXT.cellphoneInvalid(countryName);
    if (!values.password) next.password = SIGN_UP_TEXT.passwordRequired;
    else if (strength < MIN_PASSWORD_SCORE) next.password = SIGN_UP_TEXT.passwordWeak;
    if (values.repeat !== values.password) next.repeat = SIGN_UP_TEXT.passwordsMustMatch;
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let current = score;
    if (values.password && !scorer) {
      // submitted before the dictionaries arrived: score with them (the server checks too)
      try {
        current = (await loadPasswordScorer())(values.password, [checked.email ?? '']);
      } catch (error) {
        setServerError(errorMessageOf(error));
        return;
      }
    }
    if (!validate(current)) return;
    setBusy(true);
    setServerError(undefined);
    try {
      await completeSignUp({ token, cellphone: values.cellphone, password: values.password });
      void navigate(paths.signUp.complete.getHref(), { replace: true });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.cellphone?.[0] || fields?.password?.[0])
        setErrors({ cellphone: fields.cellphone?.[0], password: fields.password?.[0] });
      else setServerError(errorMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <SignUpCard
      title="Complete your profile"
      lead="Almost there: add your cellphone number and choose a password."
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label="Complete your profile"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          <Typography component="dt" color="text.secondary">
            Email
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {checked.email}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Country
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {countryName}
          </Typography>
        </Box>
        <TextField
          label="Cellphone"
          name="cellphone"
          type="tel"
          autoComplete="tel"
          autoFocus
          value={values.cellphone}
          onChange={(e) => set('cellphone', e.target.value)}
          error={Boolean(errors.cellphone)}
          helperText={errors.cellphone}
        />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <StrengthBar score={score} />
        </Box>
        <TextField
          label="Repeat password"
          name="repeat"
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          onChange={(e) => set('repeat', e.target.value)}
          error={Boolean(errors.repeat)}
          helperText={errors.repeat}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={
            busy ? (
              <CircularProgress size={18} color="inherit" aria-label="Creating your account" />
            ) : undefined
          }
          sx={{ py: 1.3 }}
        >
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </Box>
    </SignUpCard>
  );
}
