import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeReturnTo } from '@/config/paths';
import { SignInCard } from '@/features/auth/components/sign-in-card';

/** /sign-in: after signing in, go to returnTo (a local path) or the dashboard. */
export function SignInRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeReturnTo(searchParams.get('returnTo')) ?? paths.home.getHref();
  return (
    <>
      <SignInCard onSignedIn={() => void navigate(target, { replace: true })} />
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
        New here?{' '}
        <Link component={RouterLink} to={paths.signUp.start.getHref()}>
          Create an account
        </Link>
      </Typography>
    </>
  );
}
