// The small pages the public origin answers itself (message, errors, not found, too many): no scripts,
// their one style allowed by its hash, every text escaped.
import { createHash } from 'node:crypto';

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f7f7fb}' +
  'main{max-width:32rem;margin:15vh auto 0;padding:0 1.5rem}h1{font-size:1.5rem;margin:0 0 .75rem}' +
  'p,li{color:#374151;white-space:pre-line}a{color:#1d4ed8}ul{padding-left:1.25rem}';

/** Only the page's own style applies; nothing else loads or runs. */
export const SMALL_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe for html content and attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

/** The page's ShowMessage action: the configured message, as text. */
export const messagePage = (title: string, message: string) =>
  page(title, `<p data-page-message>${escapeHtml(message)}</p>`);

/** The form was not accepted: what is wrong, and the way back. */
export const invalidSubmissionPage = (pageUrl: string, errors: string[]) =>
  page(
    'Please check the form',
    '<h1>Please check the form</h1><p>Your details were not sent:</p><ul>' +
      errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('') +
      `</ul><p>Use your browser's Back button to correct them, or <a href="${escapeHtml(pageUrl)}">open the form again</a>.</p>`,
  );

export const NOT_FOUND_PAGE = page(
  'Page not found',
  '<h1>This page is not available</h1><p>The page you are looking for does not exist or is no longer published.</p>',
);

export const TOO_MANY_PAGE = page(
  'Too many submissions',
  '<h1>Too many submissions</h1><p>This form was sent too often in a short time. Please wait a minute and try again.</p>',
);

export const TOO_LARGE_PAGE = page(
  'Form too large',
  '<h1>Form too large</h1><p>What you sent is larger than this form accepts (64 KB). Please shorten your answers.</p>',
);

export const UNSUPPORTED_PAGE = page(
  'Form not accepted',
  '<h1>Form not accepted</h1><p>This form must be sent from its page.</p>',
);
