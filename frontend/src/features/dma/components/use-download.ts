import { useState } from 'react';
import { errorMessageOf } from '@/lib/api-error';

/** The browser's navigation, apart so tests can watch it (jsdom cannot navigate). */
export const browserNavigation = { assign: (href: string) => window.location.assign(href) };

/** How long the button waits before it may be pressed again: the server is building the file meanwhile. */
export const PREPARING_MS = 6000;

/**
 * A download that the browser does itself: the page goes to the API URL, which redirects to the file (saved
 * as an attachment, so the page stays). Just before, `stillAllowed` re-reads the account's settings, so a
 * refusal shows as a message here instead of an error page.
 */
export function useDownload(href: string, stillAllowed: () => Promise<boolean>, refusal: string) {
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    setPreparing(true);
    try {
      if (!(await stillAllowed())) {
        setError(refusal);
        setPreparing(false);
        return;
      }
      browserNavigation.assign(href);
      window.setTimeout(() => setPreparing(false), PREPARING_MS);
    } catch (failure) {
      setError(errorMessageOf(failure));
      setPreparing(false);
    }
  };
  return { start, preparing, error };
}
