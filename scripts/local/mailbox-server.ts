// The local stand-in for Amazon SES: answers the SES v2 SendEmail call that the product's one
// e-mail sender makes, and keeps every message as a file so a developer (http://localhost:<port>/)
// and the tests (GET /messages?to=...) can read them.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';

export interface StoredEmail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

const port = Number(process.env.MAILBOX_PORT ?? 4580);
const dir = join(process.cwd(), '.local', 'mailbox', process.env.STAGE ?? 'local');
mkdirSync(dir, { recursive: true });

interface SesV2SendEmail {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } } };
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function store(request: SesV2SendEmail): StoredEmail {
  const simple = request.Content?.Simple;
  const email: StoredEmail = {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    from: request.FromEmailAddress ?? '',
    to: request.Destination?.ToAddresses ?? [],
    subject: simple?.Subject?.Data ?? '',
    text: simple?.Body?.Text?.Data ?? '',
    html: simple?.Body?.Html?.Data ?? null,
  };
  writeFileSync(join(dir, `${Date.now()}-${email.id}.json`), JSON.stringify(email, null, 2));
  return email;
}

function list(to?: string): StoredEmail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as StoredEmail)
    .filter((m) => !to || m.to.some((t) => t.toLowerCase() === to.toLowerCase()));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(messages: StoredEmail[]): string {
  const rows = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to.join(', '))} · <b>From:</b> ${escapeHtml(
          m.from,
        )} · ${escapeHtml(m.receivedAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Local mailbox</title><style>body{font:14px system-ui;margin:2rem;max-width:60rem}article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style><h1>Local mailbox (${messages.length})</h1>${rows || '<p>No e-mail yet.</p>'}`;
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, { 'Content-Type': type });
  res.end(body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  void (async () => {
    if (req.method === 'POST' && url.pathname === '/v2/email/outbound-emails') {
      const request = JSON.parse(await readBody(req)) as SesV2SendEmail;
      // Like SES's sandbox, refuse some recipients, so tests can exercise a failed send.
      if (request.Destination?.ToAddresses?.some((a) => a.toLowerCase().endsWith('@reject.test'))) {
        res.setHeader('x-amzn-ErrorType', 'MessageRejected');
        return send(res, 400, JSON.stringify({ message: 'Email address is not verified.' }));
      }
      const email = store(request);
      return send(res, 200, JSON.stringify({ MessageId: email.id }));
    }
    if (req.method === 'GET' && url.pathname === '/messages') {
      return send(res, 200, JSON.stringify(list(url.searchParams.get('to') ?? undefined)));
    }
    if (req.method === 'DELETE' && url.pathname === '/messages') {
      for (const f of readdirSync(dir)) rmSync(join(dir, f));
      return send(res, 204, '');
    }
    if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, '{"ok":true}');
    if (req.method === 'GET' && url.pathname === '/')
      return send(res, 200, page(list()), 'text/html; charset=utf-8');
    return send(res, 404, JSON.stringify({ message: 'Not found' }));
  })().catch((error: unknown) => send(res, 400, JSON.stringify({ message: String(error) })));
});

server.listen(port, '127.0.0.1', () => console.log(`mailbox: listening on http://127.0.0.1:${port}`));
