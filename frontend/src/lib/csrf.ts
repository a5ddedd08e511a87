import { CSRF_COOKIE_NAMES } from '@contracts/auth/auth.schemas';

/**
 * The current CSRF cookie value, read at send time (it changes at sign-in). The cookie is
 * __Host-csrf_token where cookies are Secure, csrf_token otherwise; the prefixed one wins.
 */
export function readCsrfToken(cookieString: string = document.cookie): string | undefined {
  const found = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name && !found.has(name)) found.set(name, rest.join('='));
  }
  for (const name of CSRF_COOKIE_NAMES) {
    const value = found.get(name);
    if (value) return decodeURIComponent(value);
  }
  return undefined;
}
