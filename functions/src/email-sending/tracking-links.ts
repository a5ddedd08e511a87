import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../platform/config';
import { isPagesOrigin } from '../public-pages/pages-origin';

// The links an e-mail carries, all on the API host (API_HOST, which the CDN routes to the API):
//   open pixel   {API_HOST}/email/o/{token}.gif
//   click        {API_HOST}/email/c/{token}?u={url}&s={signature}
//   unsubscribe  {API_HOST}/email/u/{token}
// The token (22 url-safe characters, 132 random bits) names one send. A click redirects only to a URL whose
// signature (HMAC-SHA256 of token and URL under a key derived from SECRET_BOX_KEY) matches, so the click
// link is never an open redirect and needs no lookup table.

const TOKEN = /^[A-Za-z0-9_-]{22}$/;
export const isTrackingToken = (value: string | null | undefined): value is string =>
  !!value && TOKEN.test(value);

let key: Buffer | undefined;
function trackingKey(): Buffer {
  key ??= createHash('sha256').update('email-tracking-links\n').update(config.secretBoxKey).digest();
  return key;
}

export function signLink(token: string, url: string): string {
  return createHmac('sha256', trackingKey()).update(`${token}\n${url}`).digest('base64url').slice(0, 22);
}

export function isSignedLink(token: string, url: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signLink(token, url));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const base = () => config.apiHost.replace(/\/+$/, '');

export const openPixelUrl = (token: string) => `${base()}/email/o/${token}.gif`;
export const unsubscribeUrl = (token: string) => `${base()}/email/u/${token}`;
export const clickUrl = (token: string, url: string) =>
  `${base()}/email/c/${token}?u=${encodeURIComponent(url)}&s=${signLink(token, url)}`;

/** The query parameter that carries a send's token to a landing page (conversions). */
export const CONVERSION_PARAM = 'et';

/**
 * Where a click goes: the URL itself, and, on the landing pages' own origin, with the send's token added,
 * so a form submitted there records a conversion.
 */
export function clickDestination(url: string, token: string): string {
  try {
    const target = new URL(url);
    if (isPagesOrigin(target.origin)) {
      target.searchParams.set(CONVERSION_PARAM, token);
      return target.toString();
    }
  } catch {
    // not a URL we can read: left as it is
  }
  return url;
}

/**
 * The send token a landing page's form submission carries: a form field `et`, else the page's own URL
 * (the Referer of the form post: the click redirect added `?et=` to it).
 */
export function conversionTokenOf(posted: URLSearchParams, referer: string | undefined): string | null {
  const field = posted.get(CONVERSION_PARAM);
  if (isTrackingToken(field)) return field;
  if (!referer) return null;
  try {
    const fromPage = new URL(referer).searchParams.get(CONVERSION_PARAM);
    return isTrackingToken(fromPage) ? fromPage : null;
  } catch {
    return null;
  }
}
