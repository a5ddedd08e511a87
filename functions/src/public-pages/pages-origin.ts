import { createHash } from 'node:crypto';
import { config } from '../platform/config';

// Every account's landing pages live on an origin of their own: {label}.{pages host}, where the label is derived
// from the account (stable, nothing to store, and not the account's number). A page's script can then read or
// frame nothing of another account's pages: the browser's same-origin policy keeps them apart (storage, cookies,
// service workers, frames). PAGES_BASE_URL names the parent (http://pages.localhost:8181 locally,
// https://pages.example.com deployed, with a wildcard DNS record and certificate for *.pages.example.com).
// The CDN (CloudFront's pages function; locally scripts/local/cdn-server.ts) passes the host the visitor asked to the
// API in PAGES_HOST_HEADER (API Gateway needs its own Host); on the parent host itself there is no label (links
// from before per-account origins: the page answers a permanent redirect to its own origin).

/** The header in which the CDN tells the API which pages host the visitor asked (set by the CDN, never the viewer). */
export const PAGES_HOST_HEADER = 'x-pages-host';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The account's pages host label: "p" and 12 base32 characters of a hash of the account's number. */
export function pagesHostLabel(accountId: number): string {
  const digest = createHash('sha256').update(`pages-host:${accountId}`).digest();
  let label = 'p';
  for (let i = 0; i < 12; i += 1) label += BASE32[digest[i]! % 32];
  return label;
}

/** The parent pages origin (PAGES_BASE_URL) as a URL. */
const parent = () => new URL(config.pagesBaseUrl);

/** The account label of a pages host ({label}.{parent host}, a port ignored); '' for the parent or any other host. */
export function labelOfPagesHost(host: string): string {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  const suffix = `.${parent().hostname.toLowerCase()}`;
  const label = name.endsWith(suffix) ? name.slice(0, -suffix.length) : '';
  return /^[a-z0-9-]{1,63}$/.test(label) ? label : '';
}

/** The account's pages origin, e.g. https://pq3…x.pages.example.com. */
export function pagesOriginOf(accountId: number): string {
  const base = parent();
  return `${base.protocol}//${pagesHostLabel(accountId)}.${base.host}`;
}

/** A page's public URL: {account's pages origin}/{pageKey}. */
export const publicPageUrl = (accountId: number, pageKey: string) =>
  `${pagesOriginOf(accountId)}/${encodeURIComponent(pageKey)}`;

/** True for an origin of the landing pages: the parent's, or any account's under it. */
export function isPagesOrigin(origin: string): boolean {
  const base = parent();
  try {
    const url = new URL(origin);
    if (url.protocol !== base.protocol || url.port !== base.port) return false;
    return url.hostname === base.hostname || url.hostname.endsWith(`.${base.hostname}`);
  } catch {
    return false;
  }
}

/**
 * The page key a URL names on the account's pages origin ({origin}/{key}, a final slash allowed), or on the parent
 * (a link from before per-account origins); null for any other URL.
 */
export function pageKeyOfUrl(url: string, accountId: number): string | null {
  for (const origin of [pagesOriginOf(accountId), parent().origin]) {
    const base = `${origin}/`;
    if (url.startsWith(base)) {
      const key = url.slice(base.length).replace(/\/$/, '');
      try {
        return decodeURIComponent(key);
      } catch {
        return null;
      }
    }
  }
  return null;
}
