// Serves the built SPA the way the CDN does in production: hashed assets cached for a year,
// index.html never cached, every unknown path answered with index.html (history-mode routing),
// and /api/* and the short links /s/* forwarded to the API (serverless-offline) with the viewer's address
// attached and the CDN's secret (CDN_ORIGIN_SECRET) in X-Origin-Verify, so the API trusts that address.
// A second listener on PAGES_PORT serves the public landing pages, each account's on its own host ({label}.{PAGES_BASE_URL's host}): /{rest} goes to
// the API's /p/{rest} the same way, and nothing else (no SPA, no /api) is reachable there.
// Like CloudFront it also states the viewer's country (CloudFront-Viewer-Country): locally CDN_VIEWER_COUNTRY
// (default ZA), or, for tests acting as another country, the cookie local-viewer-country (this stand-in only).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const port = Number(process.env.CDN_PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 3000);
const root = join(process.cwd(), 'frontend', 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);

// Uploads go straight from the browser to S3 (presigned POST), so the S3 endpoint is allowed to connect.
const uploadOrigin = process.env.AWS_ENDPOINT_URL ?? '';

// The sign-up captcha's widget (Turnstile, or locally its stand-in) loads its script, calls and frames from the
// origin of CAPTCHA_SCRIPT_URL (configuration); CloudFront's response-headers policy allows the same origin.
const captchaOrigin = originOf(process.env.CAPTCHA_SCRIPT_URL ?? '');

function originOf(url: string): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

const HTML_HEADERS = {
  'Content-Security-Policy': `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self' ${captchaOrigin}; connect-src 'self' ${uploadOrigin} ${captchaOrigin}; frame-src 'self' ${captchaOrigin}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

// Like CloudFront's origin custom header: proves to the API that the viewer address below is the CDN's.
const originSecret = process.env.CDN_ORIGIN_SECRET ?? '';

// CloudFront-Viewer-Country. Locally there is no geolocation: a default, and a cookie that only this stand-in
// reads, so a browser test can act as a visitor from elsewhere.
const defaultViewerCountry = (process.env.CDN_VIEWER_COUNTRY || 'ZA').toUpperCase();
function viewerCountry(req: IncomingMessage): string {
  const cookie = /(?:^|;\s*)local-viewer-country=([A-Za-z]{2})(?:;|$)/.exec(String(req.headers.cookie ?? ''));
  return cookie ? cookie[1]!.toUpperCase() : defaultViewerCountry;
}

function proxyToApi(
  req: IncomingMessage,
  res: ServerResponse,
  path = req.url ?? '/',
  extra: Record<string, string> = {},
): void {
  const headers = { ...req.headers };
  // The viewer may send none of these headers: they are the CDN's own.
  delete headers['cloudfront-viewer-address'];
  delete headers['x-origin-verify'];
  delete headers['cloudfront-viewer-country'];
  delete headers['x-pages-host'];
  Object.assign(headers, extra);
  headers['cloudfront-viewer-country'] = viewerCountry(req);
  headers['cloudfront-viewer-address'] =
    `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`;
  if (originSecret) headers['x-origin-verify'] = originSecret;
  headers['x-forwarded-host'] = req.headers.host ?? `localhost:${port}`;
  const upstream = request(
    { host: '127.0.0.1', port: apiPort, method: req.method, path, headers },
    (apiRes) => {
      res.writeHead(apiRes.statusCode ?? 502, apiRes.headers);
      apiRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ error: { code: 'INTERNAL', message: 'The API is not reachable.', requestId: 'cdn' } }),
    );
  });
  req.pipe(upstream);
}

function resolveFile(urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root + sep) && candidate !== root) return null;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

function serveFile(req: IncomingMessage, res: ServerResponse, file: string, status = 200): void {
  const ext = extname(file);
  const isAsset = file.includes(`${sep}assets${sep}`);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(ext === '.html' ? HTML_HEADERS : { 'X-Content-Type-Options': 'nosniff' }),
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(status, { ...headers, Vary: 'Accept-Encoding' });
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(file);
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

const server = createServer((req, res) => {
  const path = req.url ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return proxyToApi(req, res);
  // Short links (SMS_SHORT_URL_HOST is {this origin}/s): the API answers, never the SPA.
  if (path.startsWith('/s/')) return proxyToApi(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return void res.end();
  }
  const file = resolveFile(path);
  if (file) return serveFile(req, res, file);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'Content-Type': 'text/plain' });
    return void res.end('The SPA has not been built (npm --prefix frontend run build).');
  }
  // History-mode routing: the SPA decides what an unknown path shows (its not-found page included).
  return serveFile(req, res, index);
});

server.listen(port, '127.0.0.1', () =>
  console.log(`cdn: serving ${root} on http://localhost:${port}, /api and /s -> :${apiPort}`),
);

// The public pages' origins: {account's label}.{PAGES_BASE_URL's host}/{pageKey}[/assets/{path}|/submit] -> the
// API's /p/..., with the host asked in X-Pages-Host (as CloudFront's pages function does; the API serves a page only
// on its own account's host, and moves one asked on the parent host to it).
const pagesPort = Number(process.env.PAGES_PORT ?? 0);
const pagesHost = (() => {
  try {
    return new URL(process.env.PAGES_BASE_URL ?? '').hostname.toLowerCase();
  } catch {
    return '';
  }
})();
if (pagesPort) {
  const pages = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const refused =
      path === '/' ||
      !path.startsWith('/') ||
      path.startsWith('//') ||
      /(^|\/)(\.|%2e){2}(\/|$)/i.test(path) ||
      !['GET', 'HEAD', 'POST'].includes(req.method ?? '');
    if (refused) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      });
      return void res.end('Not found');
    }
    // HEAD reaches the API as GET (serverless-offline answers HEAD through the GET route).
    return proxyToApi(req, res, `/p${url}`, { 'x-pages-host': String(req.headers.host ?? '') });
  });
  pages.listen(pagesPort, '127.0.0.1', () =>
    console.log(
      `cdn: public pages on http://{account}.${pagesHost}:${pagesPort}/{pageKey} -> :${apiPort}/p/{pageKey}`,
    ),
  );
}
