// The local stand-in for Amazon SES (v2 API) and for the SNS notifications SES publishes:
// - SendEmail (POST /v2/email/outbound-emails) with Simple content (Headers included) or Raw MIME; every
//   message is kept as a file, with an in-memory index (and an index file) so 100,000 messages stay quick
//   to list; at most MAILBOX_MAX_MESSAGES (120,000) are kept, the oldest removed first.
// - E-mail identities (POST /v2/email/identities, GET and DELETE /v2/email/identities/{id}) with SES's semantics:
//   identities belong to the AWS account (the platform), not to a tenant; creating one that exists answers
//   AlreadyExistsException; the platform's own EMAIL_FROM domain exists (verified) from the start; a domain is
//   Pending until its DKIM CNAMEs are found in DNS, which the stand-in models: POST /__dns/{domain} publishes the
//   identity's records (what the domain's owner does at their DNS host), DELETE /__dns/{domain} removes them. A
//   domain ending in .invalid fails.
// - SES events through SNS: a message to bounce@simulator.amazonses.com or any @bounce.test address bounces
//   (permanent), one to complaint@simulator.amazonses.com or @complaint.test complains; the notification
//   is signed like SNS signs (SignatureVersion 2, its own key, certificate at /sns/cert.pem) and posted to
//   SES_EVENTS_ENDPOINT (default the stage API's /api/email/ses-events). POST /__sns/sign signs any message
//   for tests.
// People read the mail at http://localhost:<port>/ and tests at GET /messages?to=...
import { execFileSync } from 'node:child_process';
import { createSign, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';

export interface StoredEmail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: { name: string; value: string }[];
  configurationSet: string | null;
  tags: Record<string, string>;
}

interface IndexEntry {
  id: string;
  file: string;
  receivedAt: string;
  to: string[];
  from: string;
  subject: string;
}

const port = Number(process.env.MAILBOX_PORT ?? 4580);
const capacity = Number(process.env.MAILBOX_MAX_MESSAGES ?? 120_000);
const root = join(process.cwd(), '.local', 'mailbox', process.env.STAGE ?? 'local');
const dir = join(root, 'messages');
const indexFile = join(root, 'index.ndjson');
const identitiesFile = join(root, 'identities.json');
const dnsFile = join(root, 'dns.json');
const snsDir = join(root, 'sns');
mkdirSync(dir, { recursive: true });
mkdirSync(snsDir, { recursive: true });
const selfUrl = `http://127.0.0.1:${port}`;
// SNS posts to the API's public address, through the CDN (API_HOST), as deployed.
const eventsEndpoint =
  process.env.SES_EVENTS_ENDPOINT ??
  `http://127.0.0.1:${process.env.CDN_PORT ?? process.env.API_PORT ?? 3000}/api/email/ses-events`;
const TOPIC_ARN = `arn:aws:sns:${process.env.AWS_REGION ?? 'af-south-1'}:000000000000:ses-events`;

// ---- the index: newest last; loaded from the index file at start (compacted to what is kept)
let index: IndexEntry[] = [];
if (existsSync(indexFile)) {
  const lines = readFileSync(indexFile, 'utf8').split('\n').filter(Boolean);
  index = lines.slice(-capacity).flatMap((l) => {
    try {
      return [JSON.parse(l) as IndexEntry];
    } catch {
      return [];
    }
  });
  writeFileSync(indexFile, index.map((e) => JSON.stringify(e)).join('\n') + (index.length ? '\n' : ''));
}
let indexStream = createWriteStream(indexFile, { flags: 'a' });
let sequence = 0;

async function store(email: StoredEmail): Promise<void> {
  const file = `${Date.now()}-${String(++sequence).padStart(9, '0')}-${email.id}.json`;
  await writeFile(join(dir, file), JSON.stringify(email));
  const entry: IndexEntry = {
    id: email.id,
    file,
    receivedAt: email.receivedAt,
    to: email.to.map((t) => t.toLowerCase()),
    from: email.from,
    subject: email.subject,
  };
  index.push(entry);
  indexStream.write(`${JSON.stringify(entry)}\n`);
  while (index.length > capacity) {
    const old = index.shift()!;
    void rm(join(dir, old.file), { force: true });
  }
}

async function load(entry: IndexEntry): Promise<StoredEmail | null> {
  try {
    return JSON.parse(await readFile(join(dir, entry.file), 'utf8')) as StoredEmail;
  } catch {
    return null;
  }
}

/** Newest first, at most `limit`. */
async function list(to: string | undefined, limit: number): Promise<StoredEmail[]> {
  const wanted = to?.toLowerCase();
  const found: IndexEntry[] = [];
  for (let i = index.length - 1; i >= 0 && found.length < limit; i--) {
    const e = index[i]!;
    if (!wanted || e.to.includes(wanted)) found.push(e);
  }
  return (await Promise.all(found.map(load))).filter((m): m is StoredEmail => m !== null);
}

// ---- SES v2 SendEmail
interface SesV2SendEmail {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  ReplyToAddresses?: string[];
  ConfigurationSetName?: string;
  EmailTags?: { Name: string; Value: string }[];
  Content?: {
    Simple?: {
      Subject?: { Data?: string };
      Body?: { Text?: { Data?: string }; Html?: { Data?: string } };
      Headers?: { Name: string; Value: string }[];
    };
    Raw?: { Data?: string };
  };
}

function emailOf(request: SesV2SendEmail): StoredEmail {
  const base = {
    id: `0100${randomBytes(12).toString('hex')}-${randomUUID()}-000000`,
    receivedAt: new Date().toISOString(),
    configurationSet: request.ConfigurationSetName ?? null,
    tags: Object.fromEntries((request.EmailTags ?? []).map((t) => [t.Name, t.Value])),
  };
  const to = [
    ...(request.Destination?.ToAddresses ?? []),
    ...(request.Destination?.CcAddresses ?? []),
    ...(request.Destination?.BccAddresses ?? []),
  ];
  if (request.Content?.Raw?.Data) {
    const parsed = parseMime(Buffer.from(request.Content.Raw.Data, 'base64').toString('utf8'));
    const header = (name: string) => parsed.headers.find((h) => h.name.toLowerCase() === name)?.value ?? '';
    return {
      ...base,
      from: request.FromEmailAddress ?? header('from'),
      to: to.length
        ? to
        : header('to')
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
      replyTo: request.ReplyToAddresses ?? (header('reply-to') ? [header('reply-to')] : []),
      subject: decodeWords(header('subject')),
      text: parsed.text,
      html: parsed.html,
      headers: parsed.headers,
    };
  }
  const simple = request.Content?.Simple;
  return {
    ...base,
    from: request.FromEmailAddress ?? '',
    to,
    replyTo: request.ReplyToAddresses ?? [],
    subject: simple?.Subject?.Data ?? '',
    text: simple?.Body?.Text?.Data ?? '',
    html: simple?.Body?.Html?.Data ?? null,
    headers: (simple?.Headers ?? []).map((h) => ({ name: h.Name, value: h.Value })),
  };
}

// ---- a small MIME reader (what an SES Raw message carries: single part or multipart, base64 / QP)
interface MimePart {
  headers: { name: string; value: string }[];
  text: string;
  html: string | null;
}

function splitHeaders(source: string): { headers: { name: string; value: string }[]; body: string } {
  const at = source.search(/\r?\n\r?\n/);
  const head = at < 0 ? source : source.slice(0, at);
  const body = at < 0 ? '' : source.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .filter((l) => l.includes(':'))
    .map((l) => ({ name: l.slice(0, l.indexOf(':')).trim(), value: l.slice(l.indexOf(':') + 1).trim() }));
  return { headers, body };
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _cs: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

function parseMime(source: string): MimePart {
  const { headers, body } = splitHeaders(source);
  const get = (n: string) => headers.find((h) => h.name.toLowerCase() === n)?.value ?? '';
  const type = get('content-type') || 'text/plain';
  const result: MimePart = { headers, text: '', html: null };
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = parseMime(chunk.replace(/^\r?\n/, ''));
      if (part.text && !result.text) result.text = part.text;
      if (part.html && !result.html) result.html = part.html;
    }
    return result;
  }
  const decoded = decodeBody(body, get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) result.html = decoded;
  else result.text = decoded;
  return result;
}

// ---- identities
interface Identity {
  name: string;
  createdAt: string;
  tokens: string[];
  verified: boolean;
  failed: boolean;
}
const identities = new Map<string, Identity>(
  existsSync(identitiesFile)
    ? (JSON.parse(readFileSync(identitiesFile, 'utf8')) as Identity[]).map((i) => [i.name, i])
    : [],
);
const saveIdentities = () => writeFileSync(identitiesFile, JSON.stringify([...identities.values()]));

// The platform's own sending domain: an identity of the account from the start, verified (as after a first deploy).
const platformDomain = (() => {
  const from = process.env.EMAIL_FROM || 'Pulsar Messaging <no-reply@pulsar.test>';
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
})();
if (platformDomain && !identities.has(platformDomain)) {
  identities.set(platformDomain, {
    name: platformDomain,
    createdAt: new Date().toISOString(),
    tokens: [0, 1, 2].map(() => randomBytes(16).toString('hex')),
    verified: true,
    failed: false,
  });
  saveIdentities();
}

// DNS as SES would find it: the CNAME names published per domain.
const dns = new Map<string, string[]>(
  existsSync(dnsFile)
    ? (Object.entries(JSON.parse(readFileSync(dnsFile, 'utf8'))) as [string, string[]][])
    : [],
);
const saveDns = () => writeFileSync(dnsFile, JSON.stringify(Object.fromEntries(dns)));
const dkimNames = (i: Identity) => i.tokens.map((t) => `${t}._domainkey.${i.name}`);

function identityAnswer(i: Identity) {
  const status = i.verified ? 'SUCCESS' : i.failed ? 'FAILED' : 'PENDING';
  return {
    IdentityType: i.name.includes('@') ? 'EMAIL_ADDRESS' : 'DOMAIN',
    FeedbackForwardingStatus: true,
    VerifiedForSendingStatus: i.verified,
    VerificationStatus: status,
    DkimAttributes: {
      SigningEnabled: true,
      Status: status,
      Tokens: i.tokens,
      SigningAttributesOrigin: 'AWS_SES',
    },
    Tags: [],
  };
}

// ---- SNS signing (its own key and self-signed certificate, made once with openssl)
const keyFile = join(snsDir, 'key.pem');
const certFile = join(snsDir, 'cert.pem');
if (!existsSync(keyFile) || !existsSync(certFile)) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '3650',
      '-subj',
      '/CN=sns.local-stand-in.test',
    ],
    { stdio: 'ignore' },
  );
}
const signingKey = readFileSync(keyFile, 'utf8');
const certificate = readFileSync(certFile, 'utf8');

interface SnsEnvelope {
  Type: string;
  MessageId: string;
  TopicArn: string;
  Subject?: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  UnsubscribeURL?: string;
  Token?: string;
  SubscribeURL?: string;
}

function signSns(m: {
  Type?: string;
  Message: string;
  Subject?: string;
  TopicArn?: string;
  Token?: string;
  SubscribeURL?: string;
}): SnsEnvelope {
  const envelope: SnsEnvelope = {
    Type: m.Type ?? 'Notification',
    MessageId: randomUUID(),
    TopicArn: m.TopicArn ?? TOPIC_ARN,
    ...(m.Subject ? { Subject: m.Subject } : {}),
    Message: m.Message,
    Timestamp: new Date().toISOString(),
    SignatureVersion: '2',
    Signature: '',
    SigningCertURL: `${selfUrl}/sns/cert.pem`,
    ...(m.Token ? { Token: m.Token } : {}),
    ...(m.SubscribeURL ? { SubscribeURL: m.SubscribeURL } : {}),
  };
  const fields =
    envelope.Type === 'Notification'
      ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  let text = '';
  for (const f of fields) {
    const v = (envelope as unknown as Record<string, string | undefined>)[f];
    if (v !== undefined) text += `${f}\n${v}\n`;
  }
  envelope.Signature = createSign('RSA-SHA256').update(text, 'utf8').sign(signingKey, 'base64');
  return envelope;
}

function eventFor(email: StoredEmail): object | null {
  const recipient = email.to[0]?.toLowerCase() ?? '';
  const mail = {
    timestamp: email.receivedAt,
    messageId: email.id,
    source: email.from,
    destination: email.to,
  };
  if (recipient === 'bounce@simulator.amazonses.com' || recipient.endsWith('@bounce.test'))
    return {
      eventType: 'Bounce',
      mail,
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: recipient, action: 'failed', status: '5.1.1' }],
        timestamp: new Date().toISOString(),
      },
    };
  if (recipient === 'complaint@simulator.amazonses.com' || recipient.endsWith('@complaint.test'))
    return {
      eventType: 'Complaint',
      mail,
      complaint: { complainedRecipients: [{ emailAddress: recipient }], timestamp: new Date().toISOString() },
    };
  return null;
}

function publishEvent(email: StoredEmail): void {
  const event = eventFor(email);
  if (!event) return;
  setTimeout(() => {
    const envelope = signSns({ Message: JSON.stringify(event) });
    fetch(eventsEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': envelope.Type },
      body: JSON.stringify(envelope),
    }).catch((error: unknown) => console.error(`mailbox: SES event not delivered: ${String(error)}`));
  }, 200);
}

// ---- HTTP
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE =
  'body{font:14px system-ui;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}iframe{width:100%;height:70vh;border:1px solid #ddd;border-radius:8px}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}';

function listPage(to: string | undefined, messages: StoredEmail[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to.join(', '))}</td><td>${escapeHtml(m.from)}</td><td><a href="/view/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Local mailbox</title><style>${STYLE}</style><h1>Local mailbox (${index.length} kept)</h1><form><label>To <input name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form><p>The newest ${messages.length}.</p><table><tr><th>Received</th><th>To</th><th>From</th><th>Subject</th></tr>${rows || '<tr><td colspan="4">No e-mail yet.</td></tr>'}</table>`;
}

function messagePage(m: StoredEmail): string {
  const headers = [
    `From: ${m.from}`,
    `To: ${m.to.join(', ')}`,
    ...(m.replyTo.length ? [`Reply-To: ${m.replyTo.join(', ')}`] : []),
    `Subject: ${m.subject}`,
    ...m.headers.map((h) => `${h.name}: ${h.value}`),
  ].join('\n');
  const body = m.html
    ? `<iframe sandbox title="The message" srcdoc="${escapeHtml(m.html)}"></iframe>`
    : `<pre>${escapeHtml(m.text)}</pre>`;
  return `<!doctype html><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title><style>${STYLE}</style><p><a href="/">All messages</a></p><h1>${escapeHtml(m.subject || '(no subject)')}</h1><pre>${escapeHtml(headers)}</pre>${body}<h2>Text</h2><pre>${escapeHtml(m.text)}</pre>`;
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'application/json',
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': type, ...extra });
  res.end(body);
}

const sesError = (res: ServerResponse, status: number, type: string, message: string) =>
  send(res, status, JSON.stringify({ message }), 'application/json', { 'x-amzn-ErrorType': type });

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', selfUrl);
  void (async () => {
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v2/email/outbound-emails') {
      const request = JSON.parse(await readBody(req)) as SesV2SendEmail;
      const recipients = request.Destination?.ToAddresses ?? [];
      // Like SES's sandbox, refuse some recipients, so tests can exercise a failed send.
      if (recipients.some((a) => a.toLowerCase().endsWith('@reject.test')))
        return sesError(res, 400, 'MessageRejected', 'Email address is not verified.');
      if (recipients.some((a) => a.toLowerCase().endsWith('@throttle.test')))
        return sesError(res, 429, 'TooManyRequestsException', 'Maximum sending rate exceeded.');
      const email = emailOf(request);
      await store(email);
      publishEvent(email);
      return send(res, 200, JSON.stringify({ MessageId: email.id }));
    }
    if (req.method === 'POST' && path === '/v2/email/identities') {
      const { EmailIdentity } = JSON.parse(await readBody(req)) as { EmailIdentity?: string };
      const name = (EmailIdentity ?? '').toLowerCase();
      if (!name) return sesError(res, 400, 'BadRequestException', 'EmailIdentity is required.');
      if (identities.has(name))
        return sesError(res, 400, 'AlreadyExistsException', `${name} already exists.`);
      const identity: Identity = {
        name,
        createdAt: new Date().toISOString(),
        tokens: [0, 1, 2].map(() => randomBytes(16).toString('hex')),
        verified: false,
        failed: false,
      };
      identities.set(name, identity);
      saveIdentities();
      return send(res, 200, JSON.stringify(identityAnswer(identity)));
    }
    const identityPath = /^\/v2\/email\/identities\/([^/]+)$/.exec(path);
    if (identityPath) {
      const name = decodeURIComponent(identityPath[1]!).toLowerCase();
      const identity = identities.get(name);
      if (!identity) return sesError(res, 404, 'NotFoundException', `${name} does not exist.`);
      if (req.method === 'DELETE') {
        identities.delete(name);
        saveIdentities();
        return send(res, 200, '{}');
      }
      if (req.method === 'GET') {
        // SES checks DNS for the DKIM records: verified once every one is published.
        if (!identity.verified && !identity.failed) {
          const published = new Set(dns.get(name) ?? []);
          if (name.endsWith('.invalid')) identity.failed = true;
          else if (dkimNames(identity).every((n) => published.has(n))) identity.verified = true;
          saveIdentities();
        }
        return send(res, 200, JSON.stringify(identityAnswer(identity)));
      }
    }
    // Test and demo control: the domain's owner publishes (or removes) the identity's DKIM records at their DNS host.
    const dnsPath = /^\/__dns\/([^/]+)$/.exec(path);
    if (dnsPath) {
      const name = decodeURIComponent(dnsPath[1]!).toLowerCase();
      if (req.method === 'DELETE') {
        dns.delete(name);
        saveDns();
        return send(res, 200, '{}');
      }
      if (req.method === 'POST') {
        const identity = identities.get(name);
        if (!identity) return sesError(res, 404, 'NotFoundException', `${name} has no identity to publish.`);
        dns.set(name, dkimNames(identity));
        saveDns();
        return send(res, 200, JSON.stringify({ published: dkimNames(identity) }));
      }
    }
    if (req.method === 'GET' && path === '/sns/cert.pem')
      return send(res, 200, certificate, 'application/x-pem-file');
    if (req.method === 'POST' && path === '/__sns/sign') {
      return send(res, 200, JSON.stringify(signSns(JSON.parse(await readBody(req)) as { Message: string })));
    }
    if (req.method === 'GET' && path === '/messages') {
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100) || 100, 1000);
      return send(res, 200, JSON.stringify(await list(url.searchParams.get('to') ?? undefined, limit)));
    }
    if (req.method === 'GET' && path === '/messages/count') {
      return send(res, 200, JSON.stringify({ count: index.length }));
    }
    if (req.method === 'DELETE' && path === '/messages') {
      index = [];
      indexStream.end();
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(indexFile, '');
      indexStream = createWriteStream(indexFile, { flags: 'a' });
      return send(res, 204, '');
    }
    const view = /^\/view\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && view) {
      const entry = index.find((e) => e.id === decodeURIComponent(view[1]!));
      const message = entry && (await load(entry));
      if (!message) return send(res, 404, 'Not found', 'text/plain');
      return send(res, 200, messagePage(message), 'text/html; charset=utf-8');
    }
    if (req.method === 'GET' && path === '/health') return send(res, 200, '{"ok":true}');
    if (req.method === 'GET' && path === '/') {
      const to = url.searchParams.get('to') || undefined;
      return send(res, 200, listPage(to, await list(to, 50)), 'text/html; charset=utf-8');
    }
    return send(res, 404, JSON.stringify({ message: 'Not found' }));
  })().catch((error: unknown) => send(res, 400, JSON.stringify({ message: String(error) })));
});

// Longer than clients keep idle sockets, so a reused connection is never closed under a request.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, '127.0.0.1', () => console.log(`mailbox: listening on ${selfUrl} (keeps ${capacity})`));
