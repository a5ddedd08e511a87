// The local Xero stand-in: the parts of Xero's HTTP API the product's adapter (functions/src/accounting/
// xero.adapter.ts, through the official xero-node client) calls, on loopback: the identity server's
// client-credentials token endpoint, GET Contacts/{id}, PUT/POST Invoices (with Idempotency-Key) and
// GET Invoices/{id}/OnlineInvoice, with Xero's body shapes and validation errors; a page per invoice (the
// "online invoice"), and /__requests, /__invoices for tests. Started by scripts/local/stack.ts.
//
// Contacts: any GUID is a contact ("Customer <first 8>", a Cape Town address) unless listed below; a
// contact id starting 00000000 is an archived contact, on which Xero refuses invoices (the failure path).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const port = Number(process.env.XERO_PORT ?? 4740);
const clientId = process.env.XERO_CLIENT_ID || 'local-xero-client';
const clientSecret = process.env.XERO_CLIENT_SECRET || 'local-xero-secret';
const API = '/api.xro/2.0';

const NAMED: Record<
  string,
  { name: string; line1: string; city: string; postalCode: string; country: string }
> = {
  '5a1c0b6e-0000-4000-8000-0000000ac3e0': {
    name: 'Acme Retail (Pty) Ltd',
    line1: '12 Long Street',
    city: 'Cape Town',
    postalCode: '8001',
    country: 'South Africa',
  },
};

interface StoredInvoice {
  InvoiceID: string;
  InvoiceNumber: string;
  ContactID: string;
  Date: string;
  DueDate: string;
  CurrencyCode: string;
  Reference: string;
  LineItems: {
    Description?: string;
    Quantity?: number;
    UnitAmount?: number;
    LineAmount?: number;
    TaxAmount?: number;
  }[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
}

const tokens = new Set<string>();
const invoices = new Map<string, StoredInvoice>();
const byIdempotencyKey = new Map<string, string>();
const requests: { method: string; path: string; at: string }[] = [];
let nextNumber = 1;

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8` });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 4 * 1024 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function contact(id: string) {
  const named = NAMED[id];
  return {
    ContactID: id,
    ContactStatus: id.startsWith('00000000') ? 'ARCHIVED' : 'ACTIVE',
    Name: named?.name ?? `Customer ${id.slice(0, 8)}`,
    Addresses: [
      {
        AddressType: 'POBOX',
        AddressLine1: named?.line1 ?? '1 Main Road',
        AddressLine2: 'Suite 4',
        City: named?.city ?? 'Cape Town',
        Region: 'Western Cape',
        PostalCode: named?.postalCode ?? '8001',
        Country: named?.country ?? 'South Africa',
      },
      { AddressType: 'STREET' },
    ],
  };
}

const validation = (message: string) => ({
  ErrorNumber: 10,
  Type: 'ValidationException',
  Message: 'A validation exception occurred',
  Elements: [{ ValidationErrors: [{ Message: message }] }],
});

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const round2 = (v: number) => Math.round(v * 100) / 100;

function createInvoice(body: { Invoices?: Record<string, unknown>[] }, key: string | undefined) {
  if (key && byIdempotencyKey.has(key))
    return { status: 200, body: { Invoices: [invoices.get(byIdempotencyKey.get(key)!)] } };
  const input = body.Invoices?.[0];
  if (!input) return { status: 400, body: validation('No invoice was given.') };
  const contactId = String((input.Contact as { ContactID?: string } | undefined)?.ContactID ?? '');
  if (!GUID.test(contactId)) return { status: 400, body: validation('The contact was not found.') };
  if (contactId.startsWith('00000000'))
    return { status: 400, body: validation('The contact has been archived and cannot be used.') };
  const lines = (input.LineItems as StoredInvoice['LineItems'] | undefined) ?? [];
  if (!lines.length) return { status: 400, body: validation('Invoices must have at least one line item.') };
  const subTotal = round2(
    lines.reduce((s, l) => s + (l.LineAmount ?? (l.Quantity ?? 0) * (l.UnitAmount ?? 0)), 0),
  );
  const totalTax = round2(lines.reduce((s, l) => s + (l.TaxAmount ?? 0), 0));
  const invoice: StoredInvoice = {
    InvoiceID: randomUUID(),
    InvoiceNumber: `INV-${String(nextNumber++).padStart(4, '0')}`,
    ContactID: contactId,
    Date: String(input.Date ?? ''),
    DueDate: String(input.DueDate ?? ''),
    CurrencyCode: String(input.CurrencyCode ?? 'ZAR'),
    Reference: String(input.Reference ?? ''),
    LineItems: lines,
    SubTotal: subTotal,
    TotalTax: totalTax,
    Total: round2(subTotal + totalTax),
  };
  invoices.set(invoice.InvoiceID, invoice);
  if (key) byIdempotencyKey.set(key, invoice.InvoiceID);
  return { status: 200, body: { Invoices: [{ ...invoice, Type: 'ACCREC', Status: 'AUTHORISED' }] } };
}

function invoicePage(invoice: StoredInvoice): string {
  const rows = invoice.LineItems.map(
    (l) =>
      `<tr><td>${escapeHtml(l.Description)}</td><td>${escapeHtml(l.Quantity)}</td><td>${escapeHtml(l.UnitAmount)}</td><td>${escapeHtml(l.LineAmount)}</td></tr>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(invoice.InvoiceNumber)}</title></head>
<body style="font-family:sans-serif"><main><h1>Invoice ${escapeHtml(invoice.InvoiceNumber)}</h1>
<p>${escapeHtml(contact(invoice.ContactID).Name)}: ${escapeHtml(invoice.Date)}, due ${escapeHtml(invoice.DueDate)}</p>
<table><thead><tr><th>Description</th><th>Quantity</th><th>Unit Price</th><th>Amount</th></tr></thead><tbody>${rows}</tbody></table>
<p>Total ${escapeHtml(invoice.CurrencyCode)} ${escapeHtml(invoice.Total.toFixed(2))}</p></main></body></html>`;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const path = url.pathname;
  const method = req.method ?? 'GET';
  try {
    if (path === '/health') return send(res, 200, { ok: true });
    if (path === '/__requests') return send(res, 200, requests);
    if (path === '/__invoices') return send(res, 200, [...invoices.values()]);
    const page = /^\/invoice\/([0-9a-f-]{36})$/.exec(path);
    if (page && method === 'GET') {
      const invoice = invoices.get(page[1]!);
      return invoice
        ? send(res, 200, invoicePage(invoice), 'text/html')
        : send(res, 404, 'Not found', 'text/plain');
    }
    requests.push({ method, path, at: new Date().toISOString() });

    if (path === '/connect/token' && method === 'POST') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      const form = new URLSearchParams(await readBody(req));
      if (req.headers.authorization !== expected) return send(res, 400, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'client_credentials')
        return send(res, 400, { error: 'unsupported_grant_type' });
      const token = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
      tokens.add(token);
      return send(res, 200, {
        access_token: token,
        expires_in: 1800,
        token_type: 'Bearer',
        scope: form.get('scope') ?? '',
      });
    }

    if (!path.startsWith(`${API}/`)) return send(res, 404, { Title: 'Not Found' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return send(res, 401, {
        Type: null,
        Title: 'Unauthorized',
        Status: 401,
        Detail: 'AuthenticationUnsuccessful',
      });
    const rest = path.slice(API.length);

    const contactMatch = /^\/Contacts\/([^/]+)$/.exec(rest);
    if (contactMatch && method === 'GET') {
      const id = decodeURIComponent(contactMatch[1]!);
      if (!GUID.test(id))
        return send(res, 404, {
          Title: 'Not Found',
          Detail: "The resource you're looking for cannot be found",
        });
      return send(res, 200, { Id: randomUUID(), Status: 'OK', Contacts: [contact(id)] });
    }
    if (rest === '/Invoices' && (method === 'PUT' || method === 'POST')) {
      const key = req.headers['idempotency-key'];
      const answer = createInvoice(
        JSON.parse(await readBody(req)),
        typeof key === 'string' ? key : undefined,
      );
      return send(res, answer.status, answer.body);
    }
    const online = /^\/Invoices\/([0-9a-f-]{36})\/OnlineInvoice$/.exec(rest);
    if (online && method === 'GET') {
      if (!invoices.has(online[1]!)) return send(res, 404, { Title: 'Not Found' });
      return send(res, 200, {
        OnlineInvoices: [{ OnlineInvoiceUrl: `http://127.0.0.1:${port}/invoice/${online[1]}` }],
      });
    }
    return send(res, 404, { Title: 'Not Found' });
  } catch (error) {
    return send(res, 400, validation(error instanceof Error ? error.message : 'Bad request'));
  }
});

server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`Xero stand-in on http://127.0.0.1:${port}\n`);
});
