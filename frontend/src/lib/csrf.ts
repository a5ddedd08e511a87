import { CSRF_COOKIE } from '@contracts/auth/auth.schemas';

/** The current csrf_token cookie value, read at send time (it changes at sign-in). */
export function readCsrfToken(cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
