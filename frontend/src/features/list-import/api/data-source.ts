import useSWR from 'swr';
import { z } from 'zod';
import {
  columnMappingSchema,
  duplicatesSchema,
  topRowsSchema,
  type ColumnMapping,
} from '@contracts/lists/lists.schemas';
import { api } from '@/lib/api-client';
import type { DataSourceRef, Duplicates } from '../utils/wizard-state';
import { CONNECTION_STRINGS_URL } from './mysql';
import { FILES_URL } from '@/lib/upload-file';

// The three reads of the Select First Row and Map Columns steps, for either data source: a file
// (/api/lists/files/{id}/…) or a MySQL table (/api/lists/mysql/connection-strings/{id}/…/{table}).
// Both answer the same shapes, so the steps never branch on the source.

type SourceCall = 'top-10-rows' | 'column-mappings' | 'duplicates';

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

/** The URL of one call for a data source (the table name is one encoded path segment). */
export function sourceCallUrl(source: DataSourceRef, call: SourceCall): string {
  return source.kind === 'File'
    ? `${FILES_URL}/${source.fileId}/${call}`
    : `${CONNECTION_STRINGS_URL}/${source.connectionStringId}/${call}/${encodeURIComponent(source.tableName)}`;
}

/** GET …/top-10-rows: the header, the first 10 rows and the row count. */
export function useTopRows(source: DataSourceRef | null) {
  return useSWR(
    source === null ? null : sourceCallUrl(source, 'top-10-rows'),
    (url: string) => api.get(url, { schema: topRowsSchema }),
    { revalidateOnFocus: false },
  );
}

/** GET …/column-mappings?startRow&countryIso3166: one per column with a guessed type. */
export const fetchColumnMappings = (
  source: DataSourceRef,
  startRow: number,
  countryIso3166: string,
): Promise<ColumnMapping[]> =>
  api.get(`${sourceCallUrl(source, 'column-mappings')}?${query({ startRow, countryIso3166 })}`, {
    schema: z.array(columnMappingSchema),
  });

/** GET …/duplicates?startRow&keyColumn&countryIso3166[&keyField=Email] (e-mail keys compare lower-cased). */
export const fetchDuplicates = (
  source: DataSourceRef,
  startRow: number,
  keyColumn: number,
  countryIso3166: string,
  keyField: 'Cellphone' | 'Email' = 'Cellphone',
): Promise<Duplicates> =>
  api.get(
    `${sourceCallUrl(source, 'duplicates')}?${query({
      startRow,
      keyColumn,
      countryIso3166,
      ...(keyField === 'Email' ? { keyField } : {}),
    })}`,
    { schema: duplicatesSchema },
  );
