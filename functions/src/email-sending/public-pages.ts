import { createHash } from 'node:crypto';
import type { RouteResult } from '../platform/http/route-context';
import { escapeHtml } from './compose-email';

// The small pages the public e-mail endpoints answer with (unsubscribe, not found), self-contained with
// their own CSP: one hashed style, forms only to this origin.

const STYLE =
  'body{font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;margin:0;background:#f5f6f8;color:#1f2328}' +
  'main{max-width:32rem;margin:10vh auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 4px rgba(0,0,0,.08)}' +
  'h1{font-size:1.4rem;margin:0 0 1rem}button{font:inherit;background:#1565c0;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;cursor:pointer}' +
  'button:focus{outline:3px solid #90caf9;outline-offset:2px}p{margin:0 0 1rem}';

const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(
    title,
  )}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function htmlResult(
  statusCode: number,
  html: string,
  extra: Record<string, string> = {},
): RouteResult {
  return {
    statusCode,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': CSP,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      ...extra,
    },
    body: html,
  };
}

/** j•••@example.com: enough for the owner to recognise, little for anyone who sees the page. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export const confirmUnsubscribePage = (email: string) =>
  page(
    'Unsubscribe',
    `<p>Stop sending marketing e-mail to <strong>${escapeHtml(maskEmail(email))}</strong>?</p>` +
      '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>',
  );

export const unsubscribedPage = (email: string) =>
  page(
    'You are unsubscribed',
    `<p><strong>${escapeHtml(maskEmail(email))}</strong> will no longer receive these e-mails.</p>`,
  );

export const LINK_NOT_VALID_PAGE = page(
  'This link is not valid',
  '<p>Check that the whole link was copied from the e-mail.</p>',
);
export const TOO_MANY_PAGE = page('Too many requests', '<p>Please wait a minute and try again.</p>');
