// How a page's stored html goes out on the public origin: with a <base href> of the page's own folder
// (`{PAGES_BASE_URL}/{pageKey}/`), so the form's action="submit" and the imported resources' assets/…
// references resolve under the page whatever URL it was opened with; asset references carry the
// content version (?v=N), which is what lets assets be cached for a year.
import { escapeHtml } from './public-html';

/**
 * The page's own CSP. Its html is the user's (untrusted) and is served on its own origin, which holds no
 * cookies and no session, so its scripts may run (trackers, widgets): a script there can read nothing of
 * the SPA's. Plugins are off, <base> can only point at this origin, and only the SPA (its previews) may
 * frame a page, so a page cannot be framed by a third party to trick visitors.
 */
export function pageCsp(appOrigin: string): string {
  return [
    "default-src 'self' https: data: blob:",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' https:",
    "style-src 'self' 'unsafe-inline' https:",
    'img-src * data: blob:',
    "font-src 'self' https: data:",
    "connect-src 'self' https:",
    "media-src 'self' https: data: blob:",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https: http:",
    // Only the SPA (its previews) may frame a page: never the pages origin itself, where every account's pages
    // live, so one account's page cannot frame another's.
    `frame-ancestors ${appOrigin}`,
  ].join('; ');
}

/** The stored html with the page's base and versioned asset references. */
export function publicDocument(html: string, pageFolderUrl: string, contentVersion: number): string {
  const base = `<base href="${escapeHtml(pageFolderUrl)}">`;
  const versioned = html.replace(
    /(["'(]\s*)(assets\/[^"'()?#\s]+)(?=["')?#\s])/g,
    (_m, lead: string, path: string) => `${lead}${path}?v=${contentVersion}`,
  );
  const head = /<head(\s[^>]*)?>/i.exec(versioned);
  if (head)
    return (
      versioned.slice(0, head.index + head[0].length) + base + versioned.slice(head.index + head[0].length)
    );
  const htmlTag = /<html(\s[^>]*)?>/i.exec(versioned);
  if (htmlTag)
    return (
      versioned.slice(0, htmlTag.index + htmlTag[0].length) +
      `<head>${base}</head>` +
      versioned.slice(htmlTag.index + htmlTag[0].length)
    );
  return `<!doctype html><html><head><meta charset="utf-8">${base}</head><body>${versioned}</body></html>`;
}

/** The html's validator: the page and its content version (bumped on every content save or import). */
export const pageEtag = (pageId: number, contentVersion: number) => `"p${pageId}-v${contentVersion}"`;
