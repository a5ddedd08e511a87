import { guessColumnMappings, SAMPLE_ROWS } from '../lists/files/column-mappings';
import { FileError, fileError } from '../lists/files/file-errors';
import { countryCode, toE164 } from '../lists/files/phone';

/** What reading a DMA file found; `numbers` are handed on in batches as they are read. */
export interface DmaFileCounts {
  /** The column read: its header, or "Column N" when the file has no header row. */
  column: string;
  /** Data rows (blank rows are skipped by the reader). */
  rows: number;
  valid: number;
  invalid: number;
}

export const BATCH_SIZE = 1000;
const PROGRESS_EVERY = 20_000;

export const NO_NUMBERS_MESSAGE = 'The file has a header row but no cellphone numbers.';

const digits = (text: string) => text.replace(/\D/g, '').length;

/**
 * The column that holds the numbers: the one the import wizard's guessing calls Cellphone (or an
 * alternative number), else the first column. The header row is optional: a first row whose value there
 * is a phone number (or mostly digits) is data, not a header.
 */
export async function chooseColumn(head: string[][], country: string) {
  const first = head[0] ?? [];
  let index = 0;
  if (head.length >= 2) {
    const mappings = await guessColumnMappings(head, 0, country);
    const found =
      mappings.find((m) => m.fieldType === 'Cellphone') ??
      mappings.find((m) => m.fieldType === 'AltContactNumber');
    if (found) index = found.index;
  } else {
    const phone = first.findIndex((value) => toE164(value, countryCode(country)) !== null);
    if (phone >= 0) index = phone;
  }
  const value = first[index] ?? '';
  const hasHeader = toE164(value, countryCode(country)) === null && digits(value) < 4;
  return { index, hasHeader, name: hasHeader && value ? value : `Column ${index + 1}` };
}

/**
 * Reads the opted-out numbers of a file (rows as the list-file reader yields them, the first row first),
 * normalises each to E.164 and hands the valid ones to `save` in batches. Nothing is held but one batch.
 */
export async function readDmaNumbers(
  rows: AsyncIterable<string[]>,
  countryIso3166: string,
  save: (cellphones: string[]) => Promise<void>,
  onProgress?: (counts: DmaFileCounts) => Promise<void>,
): Promise<DmaFileCounts> {
  const country = countryCode(countryIso3166);
  const iterator = rows[Symbol.asyncIterator]();
  const head: string[][] = [];
  while (head.length <= SAMPLE_ROWS) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
  }
  if (head.length === 0) throw fileError('empty');
  const column = await chooseColumn(head, countryIso3166);
  const counts: DmaFileCounts = { column: column.name, rows: 0, valid: 0, invalid: 0 };
  let batch: string[] = [];
  let reported = 0;
  const take = async (row: string[]) => {
    counts.rows += 1;
    const cellphone = toE164(row[column.index] ?? '', country);
    if (!cellphone) {
      counts.invalid += 1;
      return;
    }
    counts.valid += 1;
    batch.push(cellphone);
    if (batch.length >= BATCH_SIZE) {
      await save(batch);
      batch = [];
      if (onProgress && counts.rows - reported >= PROGRESS_EVERY) {
        reported = counts.rows;
        await onProgress({ ...counts });
      }
    }
  };
  for (const row of column.hasHeader ? head.slice(1) : head) await take(row);
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    await take(next.value);
  }
  if (batch.length) await save(batch);
  if (counts.rows === 0) throw new FileError('noContacts', NO_NUMBERS_MESSAGE);
  return counts;
}
