import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import { resendSignUpEmail, useSignUpAllowed } from '../api/sign-up';
import { SignUpCard } from './sign-up-card';

/** /sign-up/email-sent?e={email} (spec 3 §2.12 screen 2): confirmation with a resend option. */
export function EmailSentPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('e') ?? '';
  const { data: allowed } = useSignUpAllowed();
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  });
  if (allowed?.reason === 'Disabled') return <Navigate to={paths.home.getHref()} replace />;
  const hours = allowed?.linkLifetimeHours ?? 24;

  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      await resendSignUpEmail(email);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'error', message: errorMessageOf(error) });
    }
  };

  return (
    <SignUpCard title="Check your email">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Typography>
          We have sent a link to <strong>{email || 'your email address'}</strong>. Open it to complete your
          profile and create your account.
        </Typography>
        <Typography color="text.secondary">
          The link works once and expires after {hours === 1 ? '1 hour' : `${hours} hours`}. If it has not
          arrived within a few minutes, check your spam folder or send it again.
        </Typography>
        <div aria-live="polite">
          {state.kind === 'sent' && <Alert severity="success">We have sent you a new link.</Alert>}
          {state.kind === 'error' && <Alert severity="error">{state.message}</Alert>}
        </div>
        <Button
          variant="outlined"
          size="large"
          onClick={() => void resend()}
          disabled={!email || state.kind === 'sending'}
        >
          {state.kind === 'sending' ? 'Sending…' : 'Resend email'}
        </Button>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          Wrong address?{' '}
          <Link component={RouterLink} to={paths.signUp.start.getHref()}>
            Start again
          </Link>
        </Typography>
      </Box>
    </SignUpCard>
  );
}
