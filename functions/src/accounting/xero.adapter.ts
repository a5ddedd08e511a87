import { Invoice, LineAmountTypes, XeroClient, type Invoices } from 'xero-node';
import { open, seal } from '../platform/crypto/secret-box';
import { config } from '../platform/config';
import type { Db } from '../platform/db/database';
import { deleteToken, findToken, saveToken } from './accounting.repository';

// Xero behind one adapter: the official client (xero-node) makes the accounting calls, its base path set
// from XERO_API_URL (Xero's, or locally the stand-in). The access token comes from a custom connection's
// client-credentials grant on XERO_IDENTITY_URL's /connect/token (the same request xero-node's
// getClientCredentialsToken makes, whose URL it hard-codes), and is cached sealed in the database until
// a minute before it expires.

export interface XeroAddress {
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
}
export interface XeroContact {
  contactId: string;
  name: string;
  addresses: XeroAddress[];
}
export interface XeroLine {
  description: string;
  quantity: number;
  unitAmount: number;
  discountRate: number;
  accountCode: string;
  taxType: string;
  taxAmount: number;
  lineAmount: number;
}
export interface XeroInvoiceDraft {
  contactId: string;
  date: string;
  dueDate: string;
  currencyCode: string;
  reference: string;
  lineItems: XeroLine[];
}

/** A failure Xero reported (or reaching it), with the text to show. */
export class XeroError extends Error {}

const TOKEN_NAME = 'xero';

async function requestToken(): Promise<{ accessToken: string; expiresAt: Date }> {
  const { clientId, clientSecret, identityUrl, scopes } = config.xero;
  if (!clientId || !clientSecret)
    throw new XeroError('Xero is not configured (XERO_CLIENT_ID, XERO_CLIENT_SECRET).');
  const response = await fetch(`${identityUrl}/connect/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes }),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => {
    throw new XeroError('Xero could not be reached.');
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
  };
  if (!response.ok || !body.access_token)
    throw new XeroError(`Xero refused the connection's credentials${body.error ? ` (${body.error})` : ''}.`);
  return {
    accessToken: body.access_token,
    expiresAt: new Date(Date.now() + (body.expires_in ?? 1800) * 1000),
  };
}

async function accessToken(db: Db, fresh: boolean): Promise<string> {
  if (!fresh) {
    const cached = await findToken(db, TOKEN_NAME);
    if (cached && cached.expires_at.getTime() - Date.now() > 60_000) return open(cached.sealed);
  }
  const token = await requestToken();
  await saveToken(db, TOKEN_NAME, seal(token.accessToken), token.expiresAt);
  return token.accessToken;
}

interface XeroFailure {
  response?: { statusCode?: number; body?: unknown };
}

/** xero-node rejects with a JSON string of { response: { statusCode, body } } (its ApiError). */
function failureOf(error: unknown): XeroFailure | undefined {
  if (typeof error === 'string') {
    try {
      return JSON.parse(error) as XeroFailure;
    } catch {
      return undefined;
    }
  }
  return error as XeroFailure | undefined;
}

/** Xero's own words for a failure: a validation message, its Message, or its Detail. */
export function xeroMessage(error: unknown): string | null {
  if (error instanceof XeroError) return error.message;
  const body = failureOf(error)?.response?.body as
    | { Message?: string; Detail?: string; Elements?: { ValidationErrors?: { Message?: string }[] }[] }
    | undefined;
  const validation = body?.Elements?.flatMap((e) => e.ValidationErrors ?? [])
    .map((v) => v.Message)
    .filter(Boolean);
  if (validation?.length) return `Xero: ${validation.join(' ')}`;
  if (body?.Message) return `Xero: ${body.Message}`;
  if (body?.Detail) return `Xero: ${body.Detail}`;
  return null;
}

/** Runs a call with a token; a 401 (token revoked or expired early) gets one new token and one retry. */
async function withClient<T>(db: Db, call: (xero: XeroClient, tenantId: string) => Promise<T>): Promise<T> {
  const { clientId, clientSecret, apiUrl, tenantId } = config.xero;
  for (let attempt = 0; ; attempt += 1) {
    const token = await accessToken(db, attempt > 0);
    const xero = new XeroClient({ clientId, clientSecret, grantType: 'client_credentials' });
    xero.accountingApi.basePath = apiUrl;
    xero.setTokenSet({ access_token: token, token_type: 'Bearer' });
    try {
      return await call(xero, tenantId);
    } catch (error) {
      if (attempt === 0 && failureOf(error)?.response?.statusCode === 401) {
        await deleteToken(db, TOKEN_NAME);
        continue;
      }
      throw error;
    }
  }
}

const text = (v: string | undefined) => (v ? v : null);

export async function getContact(db: Db, contactId: string): Promise<XeroContact> {
  return withClient(db, async (xero, tenantId) => {
    const { body } = await xero.accountingApi.getContact(tenantId, contactId);
    const contact = body.contacts?.[0];
    if (!contact) throw new XeroError('The Xero contact was not found.');
    return {
      contactId: contact.contactID ?? contactId,
      name: contact.name ?? '',
      addresses: (contact.addresses ?? [])
        .filter((a) => a.addressLine1 || a.city || a.postalCode)
        .map((a) => ({
          addressLine1: text(a.addressLine1),
          addressLine2: text(a.addressLine2),
          city: text(a.city),
          region: text(a.region),
          postalCode: text(a.postalCode),
          country: text(a.country),
        })),
    };
  });
}

/**
 * Creates the invoice (AUTHORISED, sales) and reads its online URL. The idempotency key makes Xero answer
 * a repeated request with the invoice it already made.
 */
export async function createInvoice(
  db: Db,
  draft: XeroInvoiceDraft,
  idempotencyKey: string,
): Promise<{ invoiceId: string; invoiceNumber: string; url: string | null }> {
  return withClient(db, async (xero, tenantId) => {
    const invoices: Invoices = {
      invoices: [
        {
          type: Invoice.TypeEnum.ACCREC,
          contact: { contactID: draft.contactId },
          date: draft.date,
          dueDate: draft.dueDate,
          currencyCode: draft.currencyCode as never,
          lineAmountTypes: LineAmountTypes.Exclusive,
          reference: draft.reference,
          status: Invoice.StatusEnum.AUTHORISED,
          lineItems: draft.lineItems.map((l) => ({
            description: l.description,
            quantity: l.quantity,
            unitAmount: l.unitAmount,
            discountRate: l.discountRate,
            accountCode: l.accountCode,
            taxType: l.taxType,
            taxAmount: l.taxAmount,
            lineAmount: l.lineAmount,
          })),
        },
      ],
    };
    const { body } = await xero.accountingApi.createInvoices(tenantId, invoices, true, 4, idempotencyKey);
    const made = body.invoices?.[0];
    if (!made?.invoiceID || !made.invoiceNumber) throw new XeroError('Xero did not return the invoice.');
    let url: string | null = null;
    try {
      const online = await xero.accountingApi.getOnlineInvoice(tenantId, made.invoiceID);
      url = online.body.onlineInvoices?.[0]?.onlineInvoiceUrl ?? null;
    } catch {
      // The invoice exists; its link is a convenience (the row shows the number without it).
    }
    return { invoiceId: made.invoiceID, invoiceNumber: made.invoiceNumber, url };
  });
}
