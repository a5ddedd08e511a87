import { z } from 'zod';

/** The DMA files are South African: numbers without a country code are read as South African. */
export const DMA_COUNTRY = 'ZA';

/** GET /api/dma/cellphones and /api/dma/id-numbers answer 403 with this when downloads are limited. */
export const DMA_DOWNLOAD_REFUSED = 'Downloading contacts for DMA processing is turned off for this account.';

/** POST /api/dma/uploads: a file uploaded through POST /api/lists/files (and …/complete). */
export const createDmaUploadSchema = z.object({
  uploadedFileId: z
    .number({ error: 'Please upload the file the DMA returned.' })
    .int()
    .positive('Please upload the file the DMA returned.'),
});
export type CreateDmaUpload = z.infer<typeof createDmaUploadSchema>;

export const dmaUploadStatusSchema = z.enum(['Queued', 'InProgress', 'Completed', 'Failed']);

/** A DMA upload job (GET /api/dma/uploads lists them, newest first; POST answers the new one). */
export const dmaUploadJobSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: dmaUploadStatusSchema,
  /** The column the numbers were read from (its header, or "Column N"), once the worker has chosen it. */
  cellphoneColumn: z.string().nullable(),
  /** Data rows read (blank rows skipped). */
  rowsTotal: z.number().int(),
  /** Numbers added to the account's DMA opt-outs. */
  rowsAdded: z.number().int(),
  /** Valid numbers that were already DMA opt-outs. */
  rowsAlreadyPresent: z.number().int(),
  /** Rows repeating a number earlier in the same file. */
  rowsDuplicate: z.number().int(),
  /** Rows without a valid cellphone number. */
  rowsInvalid: z.number().int(),
  errorMessage: z.string().nullable(),
  createdDate: z.string(),
  finishedDate: z.string().nullable(),
});
export type DmaUploadJob = z.infer<typeof dmaUploadJobSchema>;
export const dmaUploadJobsSchema = z.array(dmaUploadJobSchema);

/** The DmaImports queue's message: ids only. */
export const dmaImportMessageSchema = z.object({ jobId: z.number().int().positive() });

/** The two downloads for DMA processing: what they hold and the name the file is saved under. */
export const DMA_DOWNLOADS = {
  cellphones: { url: '/api/dma/cellphones', header: 'Cellphone', fileName: 'dma-cellphone-numbers' },
  idNumbers: { url: '/api/dma/id-numbers', header: 'ID Number', fileName: 'dma-id-numbers' },
} as const;
export type DmaDownloadKind = keyof typeof DMA_DOWNLOADS;
