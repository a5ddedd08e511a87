import useSWR from 'swr';
import {
  columnMappingSchema,
  duplicatesSchema,
  topRowsSchema,
  type ColumnMapping,
} from '@contracts/lists/lists.schemas';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { FILES_URL } from './upload-file';

export type Duplicates = z.infer<typeof duplicatesSchema>;

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

/** GET /api/lists/files/{id}/top-10-rows. */
export function useTopRows(fileId: number | null) {
  return useSWR(
    fileId === null ? null : `${FILES_URL}/${fileId}/top-10-rows`,
    (url: string) => api.get(url, { schema: topRowsSchema }),
    { revalidateOnFocus: false },
  );
}

/** GET /api/lists/files/{id}/column-mappings?startRow&countryIso3166: one per column with a guessed type. */
export const fetchColumnMappings = (
  fileId: number,
  startRow: number,
  countryIso3166: string,
): Promise<ColumnMapping[]> =>
  api.get(`${FILES_URL}/${fileId}/column-mappings?${query({ startRow, countryIso3166 })}`, {
    schema: z.array(columnMappingSchema),
  });

/** GET /api/lists/files/{id}/duplicates?startRow&keyColumn&countryIso3166. */
export const fetchDuplicates = (
  fileId: number,
  startRow: number,
  keyColumn: number,
  countryIso3166: string,
): Promise<Duplicates> =>
  api.get(`${FILES_URL}/${fileId}/duplicates?${query({ startRow, keyColumn, countryIso3166 })}`, {
    schema: duplicatesSchema,
  });
