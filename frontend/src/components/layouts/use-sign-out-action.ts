import { useState } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth';
import { errorMessageOf, isApiStatus } from '@/lib/api-error';

/** Signs out, then reloads on the sign-in page so no data of this user stays in memory. */
export function useSignOutAction(): { signOut: () => void; signingOut: boolean } {
  const notify = useNotify();
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      // An expired session is already signed out; anything else is worth telling.
      if (!isApiStatus(error, 401)) {
        notify.error(`Could not sign out: ${errorMessageOf(error)}`);
        setSigningOut(false);
        return;
      }
    }
    window.location.assign(paths.auth.signIn.getHref());
  };
  return { signOut: () => void run(), signingOut };
}
