import { createHash } from 'node:crypto';

// The plain page an unknown short link answers: small, no scripts, no app; it reads well on any phone.
const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f7f7fb}' +
  'main{max-width:28rem;margin:18vh auto 0;padding:0 1.5rem}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0;color:#4b5563}';

export const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
  `<title>Link not found</title><style>${STYLE}</style></head><body><main>` +
  '<h1>This link is not valid</h1>' +
  '<p>The link you followed does not exist. Check that you opened the whole link from the message.</p>' +
  '</main></body></html>';

/** Only the page's own style may apply (by its hash); nothing else loads. */
export const NOT_FOUND_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
