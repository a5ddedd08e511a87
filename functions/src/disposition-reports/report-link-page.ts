import { createHash } from 'node:crypto';

// The plain page a report link answers when there is nothing to download: small, no scripts, no app.
const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f7f7fb}' +
  'main{max-width:30rem;margin:18vh auto 0;padding:0 1.5rem}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0;color:#4b5563}';

export const LINK_EXPIRED_TITLE = 'This download link has expired';
export const LINK_EXPIRED_TEXT =
  'Report links work for 7 days. Create the cross-campaign report again to get a new link by e-mail.';
export const LINK_UNKNOWN_TITLE = 'This download link is not valid';
export const LINK_UNKNOWN_TEXT =
  'Check that you opened the whole link from the e-mail. If it still does not work, create the cross-campaign report again.';

const page = (title: string, text: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
  `<title>${title}</title><style>${STYLE}</style></head><body><main>` +
  `<h1>${title}</h1><p>${text}</p></main></body></html>`;

export const LINK_EXPIRED_HTML = page(LINK_EXPIRED_TITLE, LINK_EXPIRED_TEXT);
export const LINK_UNKNOWN_HTML = page(LINK_UNKNOWN_TITLE, LINK_UNKNOWN_TEXT);

/** Only the page's own style may apply (by its hash); nothing else loads. */
export const LINK_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
