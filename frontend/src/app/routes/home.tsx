import { Spinner } from '@/components/ui/spinner';
import { Dashboard } from '@/features/home/components/dashboard';
import { useCurrentUser } from '@/lib/auth';

/** / : the dashboard of the signed-in user (the guard has already made sure there is one). */
export function HomeRoute() {
  const { user } = useCurrentUser();
  if (!user) return <Spinner />;
  return <Dashboard user={user} />;
}
