import { db } from '../platform/db/database';
import { ok } from '../platform/http/responses';
import { defineRoute } from '../platform/http/route';
import { invoiceRequestSchema, type Envelope } from './accounting.schemas';
import { approveInvoice, InvoiceError, previewInvoice } from './accounting.service';

/**
 * The invoice calls answer an envelope (spec 3 §7): { isSuccess, errorMessage, result }. A refusal (no
 * contact, nothing to invoice, Xero's own error) is isSuccess false with the text the dialog shows;
 * malformed requests are still 400 and non-administrators 403.
 */
export const invoiceRoute = (action: 'preview' | 'approve') =>
  defineRoute(
    { name: `POST /api/accounting/invoice/${action}`, access: 'admin', body: invoiceRequestSchema },
    async ({ auth, body }) => {
      try {
        const result =
          action === 'preview' ? await previewInvoice(db(), body) : await approveInvoice(db(), auth, body);
        return ok({ isSuccess: true, errorMessage: null, result } satisfies Envelope<unknown>);
      } catch (error) {
        if (!(error instanceof InvoiceError)) throw error;
        return ok({
          isSuccess: false,
          errorMessage: error.message,
          result: null,
        } satisfies Envelope<unknown>);
      }
    },
  );
