import useSWR from 'swr';
import { z } from 'zod';
import { topRowsSchema } from '@contracts/lists/lists.schemas';
import {
  latestSalesUploadSchema,
  salesColumnMappingSchema,
  salesImportResultSchema,
  SALES_COUNTRY,
  type SalesColumnMapping,
  type SalesImport,
  type SalesImportResult,
} from '@contracts/sales-data/sales-data.schemas';
import { api } from '@/lib/api-client';

// Spec 2 §7.5: the sales-data calls. The file itself goes through the list import's pipeline
// (announce, presigned PUT, complete) under /api/sms/sales-data/files.

export const SALES_FILES_URL = '/api/sms/sales-data/files';

export const latestUploadUrl = (campaignId: number) =>
  `/api/sms/sales-data/latest-upload?smsCampaignId=${campaignId}`;

/** GET …/latest-upload: the campaign's last import, or null. */
export function useLatestSalesUpload(campaignId: number) {
  return useSWR(
    latestUploadUrl(campaignId),
    (url: string) => api.get(url, { schema: latestSalesUploadSchema }),
    {
      revalidateOnFocus: false,
    },
  );
}

/** GET …/files/{id}/top-10-rows. */
export function useSalesTopRows(fileId: number | null) {
  return useSWR(
    fileId === null ? null : `${SALES_FILES_URL}/${fileId}/top-10-rows`,
    (url: string) => api.get(url, { schema: topRowsSchema }),
    { revalidateOnFocus: false },
  );
}

/** GET …/files/{id}/column-mappings?startRow&countryIso3166=ZA. */
export const fetchSalesColumnMappings = (fileId: number, startRow: number): Promise<SalesColumnMapping[]> =>
  api.get(
    `${SALES_FILES_URL}/${fileId}/column-mappings?startRow=${startRow}&countryIso3166=${SALES_COUNTRY}`,
    {
      schema: z.array(salesColumnMappingSchema),
    },
  );

/** POST …/files/{id}/import?startRow&countryIso3166=ZA. */
export const importSalesFile = (
  fileId: number,
  startRow: number,
  body: SalesImport,
): Promise<SalesImportResult> =>
  api.post(`${SALES_FILES_URL}/${fileId}/import?startRow=${startRow}&countryIso3166=${SALES_COUNTRY}`, body, {
    schema: salesImportResultSchema,
  });

/** POST /api/sms/sales-data/clear?smsCampaignId. */
export const clearSalesData = (campaignId: number): Promise<void> =>
  api.post(`/api/sms/sales-data/clear?smsCampaignId=${campaignId}`, undefined).then(() => undefined);
