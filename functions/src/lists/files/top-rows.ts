import { fileError, tooManyRowsError } from './file-errors';
import { MAX_LIST_ROWS, PREVIEW_ROWS } from './limits';
import { readTop } from './read-rows';
import type { FileInput } from './source';

/** The spec's top-10-rows response: header values, the first rows, and the data-row count against the limit. */
export interface TopRows {
  header: { values: string[] };
  rows: { values: string[] }[];
  /** Data rows (non-blank rows after the header). */
  totalRowsCount: number;
  listTooBig: boolean;
  maxRowCount: number;
}

function pad(values: string[], width: number): string[] {
  return values.length >= width ? values : [...values, ...new Array<string>(width - values.length).fill('')];
}

/**
 * The header, the first `count` data rows (10 by default) and the full data-row count of an upload, judged
 * against `maxRows` (a list's 500,000 by default; a sales import passes its own).
 */
export async function topRows(
  input: FileInput,
  count = PREVIEW_ROWS,
  maxRows = MAX_LIST_ROWS,
): Promise<TopRows> {
  const { rows, total } = await readTop(input, count + 1);
  const [header, ...data] = rows;
  if (!header) throw fileError('empty');
  if (data.length === 0) throw fileError('noContacts');
  const width = Math.max(...rows.map((row) => row.length));
  const totalRowsCount = total - 1;
  return {
    header: { values: pad(header, width) },
    rows: data.map((values) => ({ values: pad(values, width) })),
    totalRowsCount,
    listTooBig: totalRowsCount > maxRows,
    maxRowCount: maxRows,
  };
}

/** Refuses a file whose data rows pass the per-list limit (for the import itself). */
export function assertWithinRowLimit(dataRows: number): void {
  if (dataRows > MAX_LIST_ROWS) throw tooManyRowsError(dataRows);
}
