// The local stand-in for Cloudflare Turnstile: serves a widget script at /turnstile/v0/api.js that the SPA loads
// like the real one (window.turnstile.render/reset/remove/getResponse, the ?onload= callback, the hidden
// cf-turnstile-response input), and answers Turnstile's siteverify protocol at /turnstile/v0/siteverify (form or
// JSON: secret, response, remoteip -> success, error-codes, challenge_ts, hostname), so the product's real
// adapter (functions/src/sign-up/captcha.ts) runs in tests. Clicking the widget's box passes it: the widget asks
// this server for a token. A test fails it with POST /tokens/{token}/reject (stand-in only): siteverify then
// answers success false. Tokens are single-use and live 300 seconds, like Turnstile's.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { widgetScript } from './widget';

const port = Number(process.env.CAPTCHA_PORT ?? 4730);
const secretKey = process.env.CAPTCHA_SECRET_KEY ?? '';
const siteKey = process.env.CAPTCHA_SITE_KEY ?? '';
const TOKEN_LIFETIME_MS = 300_000;

interface Issued {
  siteKey: string;
  hostname: string;
  issuedAt: number;
  spent: boolean;
  rejected: boolean;
}
const tokens = new Map<string, Issued>();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...cors });
  res.end(JSON.stringify(body));
}

/** Turnstile's siteverify: https://developers.cloudflare.com/turnstile/get-started/server-side-validation/ */
function siteverify(params: Record<string, string | undefined>): Record<string, unknown> {
  const fail = (...codes: string[]) => ({ success: false, 'error-codes': codes, messages: [] });
  if (!params.secret) return fail('missing-input-secret');
  if (params.secret !== secretKey) return fail('invalid-input-secret');
  if (!params.response) return fail('missing-input-response');
  const issued = tokens.get(params.response);
  if (!issued || issued.rejected) return fail('invalid-input-response');
  if (issued.spent || Date.now() - issued.issuedAt > TOKEN_LIFETIME_MS) return fail('timeout-or-duplicate');
  issued.spent = true;
  return {
    success: true,
    'error-codes': [],
    challenge_ts: new Date(issued.issuedAt).toISOString(),
    hostname: issued.hostname,
    action: '',
    cdata: '',
    metadata: {},
  };
}

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return void res.end();
    }
    if (req.method === 'GET' && url.pathname === '/health') return json(res, 200, { ok: true });
    if (req.method === 'GET' && url.pathname === '/turnstile/v0/api.js') {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...cors,
      });
      return void res.end(widgetScript(`http://127.0.0.1:${port}`));
    }
    if (req.method === 'POST' && url.pathname === '/turnstile/v0/issue') {
      const body = JSON.parse((await readBody(req)) || '{}') as { sitekey?: string; hostname?: string };
      if (!body.sitekey || (siteKey && body.sitekey !== siteKey))
        return json(res, 400, { error: 'invalid sitekey' });
      const token = `XXXX.DUMMY.TOKEN.${randomBytes(24).toString('base64url')}`;
      tokens.set(token, {
        siteKey: body.sitekey,
        hostname: String(body.hostname ?? 'localhost').slice(0, 253),
        issuedAt: Date.now(),
        spent: false,
        rejected: false,
      });
      if (tokens.size > 50_000) tokens.delete(tokens.keys().next().value!);
      return json(res, 200, { token });
    }
    if (req.method === 'POST' && url.pathname === '/turnstile/v0/siteverify') {
      const text = await readBody(req);
      const isJson = String(req.headers['content-type'] ?? '').includes('json');
      const params: Record<string, string | undefined> = isJson
        ? (JSON.parse(text || '{}') as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(text));
      return json(res, 200, siteverify(params));
    }
    const reject = /^\/tokens\/([^/]+)\/reject$/.exec(url.pathname);
    if (req.method === 'POST' && reject) {
      const issued = tokens.get(decodeURIComponent(reject[1]!));
      if (!issued) return json(res, 404, { error: 'unknown token' });
      issued.rejected = true;
      return json(res, 200, { rejected: true });
    }
    json(res, 404, { error: 'not found' });
  })().catch((error: unknown) => json(res, 400, { error: String(error) }));
});

server.listen(port, '127.0.0.1', () =>
  console.log(`captcha: Turnstile stand-in on http://127.0.0.1:${port}`),
);
