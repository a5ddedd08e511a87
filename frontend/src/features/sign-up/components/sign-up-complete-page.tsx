import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { SignUpCard } from './sign-up-card';

/**
 * /sign-up/complete (spec 3 §2.12 screen 4): the completion message with a link on. Completing the profile
 * signs the new user in, so the link goes to the dashboard; without a session it is the sign-in link.
 */
export function SignUpCompletePage() {
  const { user, mutate } = useCurrentUser();
  // The session began a moment ago (the completion call): read who is signed in afresh.
  useEffect(() => void mutate(), [mutate]);
  return (
    <SignUpCard title="Your account is ready" lead="Thank you for signing up. Your account has been created.">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {user ? (
          <>
            <Typography>You are signed in as {user.email}.</Typography>
            <Button variant="contained" size="large" component={RouterLink} to={paths.home.getHref()}>
              Go to your dashboard
            </Button>
          </>
        ) : (
          <Button variant="contained" size="large" component={RouterLink} to={paths.auth.signIn.getHref()}>
            Sign in
          </Button>
        )}
      </Box>
    </SignUpCard>
  );
}
