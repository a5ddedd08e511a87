import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useRef, useState } from 'react';

/** Turnstile's browser API (and its local stand-in's). */
interface TurnstileApi {
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): string;
  reset(id?: string): void;
  remove(id: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const loading = new Map<string, Promise<TurnstileApi>>();

/** Loads the widget script once (explicit rendering), like Turnstile's documentation shows. */
function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<TurnstileApi>((resolve, reject) => {
      if (window.turnstile) return resolve(window.turnstile);
      const script = document.createElement('script');
      const url = new URL(scriptUrl, window.location.href);
      url.searchParams.set('render', 'explicit');
      script.src = url.toString();
      script.async = true;
      script.onload = () =>
        window.turnstile ? resolve(window.turnstile) : reject(new Error('no turnstile'));
      script.onerror = () => {
        loading.delete(scriptUrl);
        reject(new Error('The captcha could not be loaded.'));
      };
      document.head.appendChild(script);
    });
    loading.set(scriptUrl, promise);
  }
  return promise;
}

export type CaptchaProps = {
  siteKey: string;
  scriptUrl: string;
  /** The widget's token, or '' when it expired, failed or was reset. */
  onToken: (token: string) => void;
  /** Bumped to reset the widget (a token is single-use). */
  resetKey: number;
  error?: string;
};

/** The captcha widget (spec 3 §2.2's shared widget), behind Turnstile's browser API. */
export function Captcha({ siteKey, scriptUrl, onToken, resetKey, error }: CaptchaProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string }>(undefined);
  const [loadError, setLoadError] = useState<string>();
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let cancelled = false;
    loadTurnstile(scriptUrl)
      .then((api) => {
        if (cancelled || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(''),
          'error-callback': () => onTokenRef.current(''),
        });
        widget.current = { api, id };
      })
      .catch((e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = undefined;
    };
  }, [siteKey, scriptUrl]);

  useEffect(() => {
    if (resetKey && widget.current) {
      widget.current.api.reset(widget.current.id);
      onTokenRef.current('');
    }
  }, [resetKey]);

  const message = error ?? loadError;
  return (
    <Box>
      <Box ref={container} sx={{ minHeight: 65 }} data-testid="captcha" />
      {message && (
        <FormHelperText error id="captcha-error" role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
