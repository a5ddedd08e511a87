import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { Spinner } from '@/components/ui/spinner';
import { paths, safeReturnTo } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import type { RouteHandle } from './route-handle';

/**
 * Applies a route's access rules: protected routes need a signed-in user (else /sign-in?returnTo=…),
 * onlyAnonymous routes send a signed-in user on (to returnTo when the link carries a safe one, else /).
 */
export function RouteGuard({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  const { user, error, isLoading, mutate } = useCurrentUser();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  if (handle.isPublic) return children;

  if (handle.onlyAnonymous) {
    if (user)
      return <Navigate to={safeReturnTo(searchParams.get('returnTo')) ?? paths.home.getHref()} replace />;
    if (user === undefined && isLoading) return <Spinner fullPage label="Loading" />;
    return children;
  }

  if (user === null) {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.signIn.getHref(returnTo)} replace />;
  }
  if (user === undefined) {
    if (error) return <LoadErrorPanel error={error} onRetry={() => void mutate()} fullPage />;
    return <Spinner fullPage label="Loading your account" />;
  }
  return children;
}
