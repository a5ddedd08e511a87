import { z } from 'zod';

// Sales data of an SMS campaign (spec 2 §2.9, §3, §5, §7.5), shared with the SPA through @contracts.

/** Spec 2 §9: a sales import holds at most 10,000 records. */
export const MAX_SALES_ROWS = 10_000;
/** Spec 2 §9: the import country is fixed at ZA. */
export const SALES_COUNTRY = 'ZA';

/** What a sales column can be: the cellphone and the amount are required, the others optional. */
export const SALES_FIELD_TYPES = ['Cellphone', 'Amount', 'SaleDate', 'Reference'] as const;
export type SalesFieldType = (typeof SALES_FIELD_TYPES)[number];
export const salesFieldTypeSchema = z.enum(SALES_FIELD_TYPES);

export const SALES_FIELD_LABELS: Record<SalesFieldType, string> = {
  Cellphone: 'Cellphone',
  Amount: 'Amount',
  SaleDate: 'Sale Date',
  Reference: 'Reference / Invoice',
};

export const NO_SALES_FILE_MESSAGE = 'Please upload a file to import the sales data from.';
export const NO_FIRST_ROW_MESSAGE = 'You must select the first row to import.';
export const NO_CELLPHONE_MESSAGE = 'You must map a Cellphone column.';
export const NO_AMOUNT_MESSAGE = 'You must map an Amount column.';
export const duplicateFieldMessage = (name: string) =>
  `Duplicate field type: ${name}. Column type must only map to a single column.`;
export const salesTooBigMessage = (rows: number, max: number = MAX_SALES_ROWS) =>
  `The file has ${rows.toLocaleString('en-US')} records, more than the maximum of ${max.toLocaleString('en-US')} records a sales import allows.`;
export const NO_SALE_DATA_TEXT = 'No sale data imported for this campaign.';
export const SALES_CLEARED_TEXT = 'Sales data has been cleared.';

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be a positive number`);

export const salesFileIdPathSchema = z.object({ id: positiveId('File id') });
export const salesCampaignQuerySchema = z.object({ smsCampaignId: positiveId('Campaign id') });

/** GET …/column-mappings and POST …/import query (spec: startRow, countryIso3166 fixed ZA). */
export const salesRowQuerySchema = z.object({
  startRow: z.coerce
    .number({ error: NO_FIRST_ROW_MESSAGE })
    .int(NO_FIRST_ROW_MESSAGE)
    .min(0, NO_FIRST_ROW_MESSAGE),
  countryIso3166: z
    .string()
    .toUpperCase()
    .refine((c) => c === SALES_COUNTRY, 'Sales data is imported for South Africa (ZA) only.')
    .default(SALES_COUNTRY),
});

/** One column of the Map Columns step: header name, the first row's value and the (guessed) field type. */
export const salesColumnMappingSchema = z.object({
  index: z.number().int().min(0),
  name: z.string().default(''),
  value: z.string().default(''),
  fieldType: salesFieldTypeSchema.nullable(),
});
export type SalesColumnMapping = z.infer<typeof salesColumnMappingSchema>;

/** The wizard's mapping rules (spec 2 §5), the same in the browser and on the server. */
export function salesMappingProblems(mappings: readonly { fieldType: SalesFieldType | null }[]): string[] {
  const problems: string[] = [];
  const seen = new Set<SalesFieldType>();
  for (const { fieldType } of mappings) {
    if (!fieldType) continue;
    if (seen.has(fieldType)) {
      const message = duplicateFieldMessage(SALES_FIELD_LABELS[fieldType]);
      if (!problems.includes(message)) problems.push(message);
    }
    seen.add(fieldType);
  }
  if (!seen.has('Cellphone')) problems.push(NO_CELLPHONE_MESSAGE);
  else if (!seen.has('Amount')) problems.push(NO_AMOUNT_MESSAGE);
  return problems;
}

/** POST /api/sms/sales-data/files/{id}/import body. */
export const salesImportSchema = z
  .object({
    smsCampaignId: z.number().int().positive('Campaign id must be a positive number'),
    fileName: z.string().trim().min(1, NO_SALES_FILE_MESSAGE).max(255),
    columnMappings: z.array(salesColumnMappingSchema).max(1000),
  })
  .superRefine((v, ctx) => {
    for (const message of salesMappingProblems(v.columnMappings))
      ctx.addIssue({ code: 'custom', path: ['columnMappings'], message });
  });
export type SalesImport = z.input<typeof salesImportSchema>;

/** Spec 2 §3 "Import result". */
export const salesImportResultSchema = z.object({
  imported: z.number().int(),
  matched: z.number().int(),
  duplicate: z.number().int(),
  invalid: z.number().int(),
});
export type SalesImportResult = z.infer<typeof salesImportResultSchema>;

/** Spec 2 §3 "Sales-data upload record"; null when the campaign has no sales data. */
export const salesUploadSchema = z.object({
  uploadedAt: z.string(),
  fileName: z.string(),
  newMatchedLeads: z.number().int(),
});
export type SalesUpload = z.infer<typeof salesUploadSchema>;
/** GET /api/sms/sales-data/latest-upload: the latest import, or null (JSON null) when there is none. */
export const latestSalesUploadSchema = salesUploadSchema.nullable();
