import { csvCount, csvRowBatches, csvTop } from './csv-reader';
import { openFile } from './open-file';
import type { FileInput } from './source';
import { xlsxCount, xlsxRowBatches, xlsxTop } from './xlsx-reader';

/** The non-blank rows of an uploaded CSV, Excel or zipped file (header first) in batches: the fast way to stream. */
export async function* readRowBatches(input: FileInput): AsyncGenerator<string[][]> {
  const opened = await openFile(input);
  try {
    yield* opened.kind === 'csv' ? csvRowBatches(opened.bytes) : xlsxRowBatches(opened.workbook);
  } finally {
    await opened.close();
  }
}

/** Every non-blank row of an uploaded CSV, Excel or zipped file (header first), values as trimmed text. */
export async function* readRows(input: FileInput): AsyncGenerator<string[]> {
  for await (const batch of readRowBatches(input)) yield* batch;
}

/** The first `count` non-blank rows of a file and how many it has in all, in as few passes as the format allows. */
export async function readTop(input: FileInput, count: number): Promise<{ rows: string[][]; total: number }> {
  const opened = await openFile(input);
  try {
    return opened.kind === 'csv' ? await csvTop(opened.bytes, count) : await xlsxTop(opened.workbook, count);
  } finally {
    await opened.close();
  }
}

/** How many non-blank rows (header included) a file has, counted without building rows where possible. */
export async function countRows(input: FileInput): Promise<number> {
  const opened = await openFile(input);
  try {
    return opened.kind === 'csv' ? await csvCount(opened.bytes) : await xlsxCount(opened.workbook);
  } finally {
    await opened.close();
  }
}
