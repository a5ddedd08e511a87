import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, safeReturnTo } from '@/config/paths';
import { SignInCard } from '@/features/auth/components/sign-in-card';

/** /sign-in: after signing in, go to returnTo (a local path) or the dashboard. */
export function SignInRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeReturnTo(searchParams.get('returnTo')) ?? paths.home.getHref();
  return <SignInCard onSignedIn={() => void navigate(target, { replace: true })} />;
}
