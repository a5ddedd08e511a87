import type { AuthContext } from '../auth/auth-context';
import { config } from '../platform/config';
import type { Db, DbOrTrx } from '../platform/db/database';
import { createLogger } from '../platform/log';
import * as repo from './accounting.repository';
import {
  LINE_AMOUNT_TYPES,
  NO_CONTACT,
  NO_USAGE,
  PREVIEW_ERROR,
  SEND_ERROR,
  type ApprovalResult,
  type InvoicePreview,
  type InvoiceRequest,
} from './accounting.schemas';
import { createInvoice, getContact, xeroMessage, type XeroLine } from './xero.adapter';

const log = createLogger({ area: 'accounting' });

/** A refusal the dialog shows (enveloped, isSuccess false). */
export class InvoiceError extends Error {}

const CURRENCIES: Record<string, string> = { ZA: 'ZAR', GB: 'GBP', NL: 'EUR', US: 'USD' };
const round = (v: number, dp: number) => Math.round((v + Number.EPSILON) * 10 ** dp) / 10 ** dp;

/**
 * The period an invoice covers: the calendar month of its invoice date up to and including that day
 * (the default invoice date, the last day of the previous month, invoices that whole month). UTC hours.
 */
export function invoicePeriod(invoiceDate: string): { start: Date; end: Date } {
  const start = new Date(`${invoiceDate.slice(0, 7)}-01T00:00:00Z`);
  const end = new Date(`${invoiceDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}

/** One line per campaign: its SMS parts at the average price per part, VAT on top (exclusive). */
export function invoiceLines(
  usage: {
    campaign_id: number;
    campaign_name: string | null;
    sent: string;
    segments: string;
    cost: string;
  }[],
  period: string,
): XeroLine[] {
  const { accountCode, taxType, taxRatePercent } = config.xero;
  return usage.map((u) => {
    const quantity = Number(u.segments) || Number(u.sent);
    const unitAmount = round(Number(u.cost) / quantity, 4);
    const lineAmount = round(quantity * unitAmount, 2);
    const name = u.campaign_name ?? `Campaign ${u.campaign_id}`;
    return {
      description: `SMS sent, ${name}: ${Number(u.sent)} messages, ${quantity} SMS parts (${period})`,
      quantity,
      unitAmount,
      discountRate: 0,
      accountCode,
      taxType,
      taxAmount: round((lineAmount * taxRatePercent) / 100, 2),
      lineAmount,
    };
  });
}

async function draft(db: DbOrTrx, target: repo.InvoiceTarget, request: InvoiceRequest) {
  const { start, end } = invoicePeriod(request.invoiceDate);
  const usage = await repo.usageByCampaign(db, target.account_id, start, end);
  const lines = invoiceLines(usage, `${request.invoiceDate.slice(0, 7)}-01 to ${request.invoiceDate}`);
  const subTotal = round(
    lines.reduce((s, l) => s + l.lineAmount, 0),
    2,
  );
  const totalTax = round(
    lines.reduce((s, l) => s + l.taxAmount, 0),
    2,
  );
  return {
    lines,
    subTotal,
    totalTax,
    total: round(subTotal + totalTax, 2),
    currencyCode: CURRENCIES[target.default_country_iso3166] ?? 'ZAR',
  };
}

async function target(db: DbOrTrx, userId: number, lock: boolean) {
  const row = await repo.lockInvoiceTarget(db, userId, lock);
  if (!row) throw new InvoiceError('The user was not found.');
  if (!row.xero_contact_id) throw new InvoiceError(NO_CONTACT);
  return row as repo.InvoiceTarget & { xero_contact_id: string };
}

function failure(error: unknown, fallback: string): never {
  if (error instanceof InvoiceError) throw error;
  const message = xeroMessage(error);
  log.warn('xero call failed', { message, error: error instanceof Error ? error.message : String(error) });
  throw new InvoiceError(message ?? fallback);
}

/** The invoice as it would be sent: the Xero contact's name and addresses, the lines from the usage. */
export async function previewInvoice(db: Db, request: InvoiceRequest): Promise<InvoicePreview> {
  try {
    const t = await target(db, request.userId, false);
    const contact = await getContact(db, t.xero_contact_id);
    const d = await draft(db, t, request);
    return {
      contact: { name: contact.name, addresses: contact.addresses },
      date: request.invoiceDate,
      dueDate: request.dueDate,
      currencyCode: d.currencyCode,
      lineAmountTypes: LINE_AMOUNT_TYPES.Exclusive,
      lineItems: d.lines.map((l) => ({ ...l, taxRatePercent: config.xero.taxRatePercent })),
      subTotal: d.subTotal,
      totalTax: d.totalTax,
      total: d.total,
    };
  } catch (error) {
    failure(error, PREVIEW_ERROR);
  }
}

/**
 * Sends the invoice to Xero, once per account and invoice date: the account's row is locked for the whole
 * approval, so a second click waits for the first and then answers the invoice it made (and Xero's
 * idempotency key covers a retry after a lost answer).
 */
export async function approveInvoice(
  db: Db,
  auth: AuthContext,
  request: InvoiceRequest,
): Promise<ApprovalResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const t = await target(trx, request.userId, true);
      const existing = await repo.findInvoice(trx, t.account_id, request.invoiceDate);
      if (existing)
        return {
          invoiceNumber: existing.invoice_number,
          invoiceUrl: existing.invoice_url,
          invoiceCreatedDate: existing.created_at.toISOString(),
        };
      const d = await draft(trx, t, request);
      if (!d.lines.length) throw new InvoiceError(NO_USAGE);
      const made = await createInvoice(
        db,
        {
          contactId: t.xero_contact_id,
          date: request.invoiceDate,
          dueDate: request.dueDate,
          currencyCode: d.currencyCode,
          reference: `${t.account_name} ${request.invoiceDate.slice(0, 7)}`.slice(0, 255),
          lineItems: d.lines,
        },
        `invoice-${t.account_id}-${request.invoiceDate}`,
      );
      const at = new Date();
      await repo.insertInvoice(
        trx,
        {
          account_id: t.account_id,
          user_id: t.user_id,
          invoice_date: request.invoiceDate,
          due_date: request.dueDate,
          xero_invoice_id: made.invoiceId,
          invoice_number: made.invoiceNumber,
          invoice_url: made.url,
          currency_code: d.currencyCode,
          total: d.total.toFixed(2),
          created_by_user_id: auth.userId,
        },
        at,
      );
      return {
        invoiceNumber: made.invoiceNumber,
        invoiceUrl: made.url,
        invoiceCreatedDate: at.toISOString(),
      };
    });
  } catch (error) {
    failure(error, SEND_ERROR);
  }
}
