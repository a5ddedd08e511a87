import { z } from 'zod';

const isoDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `${label} must be a real date`,
      },
    );

/** POST /api/accounting/invoice/preview and /approve body (spec 3 §3 "Invoice request"). */
export const invoiceRequestSchema = z
  .object({
    userId: z.number({ error: 'userId must be a number' }).int().positive('userId must be a positive number'),
    invoiceDate: isoDay('Invoice date'),
    dueDate: isoDay('Due date'),
  })
  .refine((v) => v.dueDate >= v.invoiceDate, {
    message: 'The due date cannot be before the invoice date',
    path: ['dueDate'],
  });
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

/** Spec 3 §3: 1 exclusive, 2 inclusive, 3 no tax. */
export const LINE_AMOUNT_TYPES = { Exclusive: 1, Inclusive: 2, NoTax: 3 } as const;

export const invoicePreviewSchema = z.object({
  contact: z.object({
    name: z.string(),
    addresses: z.array(
      z.object({
        addressLine1: z.string().nullable(),
        addressLine2: z.string().nullable(),
        city: z.string().nullable(),
        region: z.string().nullable(),
        postalCode: z.string().nullable(),
        country: z.string().nullable(),
      }),
    ),
  }),
  date: z.string(),
  dueDate: z.string(),
  currencyCode: z.string(),
  lineAmountTypes: z.number().int(),
  lineItems: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitAmount: z.number(),
      discountRate: z.number(),
      accountCode: z.string(),
      taxType: z.string(),
      taxRatePercent: z.number(),
      taxAmount: z.number(),
      lineAmount: z.number(),
    }),
  ),
  subTotal: z.number(),
  totalTax: z.number(),
  total: z.number(),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

export const approvalResultSchema = z.object({
  invoiceNumber: z.string(),
  invoiceUrl: z.string().nullable(),
  invoiceCreatedDate: z.string(),
});
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** The enveloped answer (spec 3 §5 "Other", §8). */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({ isSuccess: z.boolean(), errorMessage: z.string().nullable(), result: result.nullable() });
export interface Envelope<T> {
  isSuccess: boolean;
  errorMessage: string | null;
  result: T | null;
}

/** Spec 3 §8. */
export const PREVIEW_ERROR = 'There was an error creating the preview.';
export const SEND_ERROR = 'There was an error send the invoice to Xero.';
export const NO_CONTACT = 'This user’s account has no Xero contact.';
export const NO_USAGE = 'There is nothing to invoice in this period.';
