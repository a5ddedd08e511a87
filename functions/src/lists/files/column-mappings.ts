import type { FieldType } from './field-types';
import { fileError } from './file-errors';
import { matchHeader } from './header-synonyms';
import { countryCode } from './phone';
import { guessFromValues } from './value-guess';

/** Rows sampled from the start row on to judge a column by its values. */
export const SAMPLE_ROWS = 100;

/** One column of the Map Columns step: header name, the start row's value, and the guessed field (or null). */
export interface ColumnMapping {
  index: number;
  name: string;
  value: string;
  fieldType: FieldType | null;
}

interface Candidate {
  index: number;
  fieldType: FieldType;
  rank: number;
}

async function sample(rows: AsyncIterable<string[]> | Iterable<string[]>, startRow: number) {
  let header: string[] | null = null;
  let seen = 0;
  const taken: string[][] = [];
  for await (const row of rows) {
    if (!header) header = row;
    else if (seen++ >= startRow) taken.push(row);
    if (taken.length >= SAMPLE_ROWS) break;
  }
  if (!header) throw fileError('empty');
  if (taken.length === 0) throw fileError(seen === 0 ? 'noContacts' : 'startRowOutOfRange');
  return { header, taken };
}

/** Guesses each column's field type from its header and from sampled values from `startRow` on. */
export async function guessColumnMappings(
  rows: AsyncIterable<string[]> | Iterable<string[]>,
  startRow: number,
  countryIso3166: string,
): Promise<ColumnMapping[]> {
  // Header synonyms win over value guesses (phones valid for the country, e-mails, SA ID numbers, dates);
  // a field goes to one column only, and a second phone column becomes the alternative number.
  const country = countryCode(countryIso3166);
  const { header, taken } = await sample(rows, startRow);
  const width = Math.max(header.length, ...taken.map((row) => row.length));
  const candidates: Candidate[] = [];
  for (let index = 0; index < width; index++) {
    const byHeader = matchHeader(header[index] ?? '');
    const byValues = guessFromValues(
      taken.map((row) => row[index] ?? ''),
      country,
    );
    if (byHeader) candidates.push({ index, fieldType: byHeader.fieldType, rank: byHeader.exact ? 0 : 1 });
    else if (byValues) candidates.push({ index, fieldType: byValues, rank: 2 });
  }
  candidates.sort((a, b) => a.rank - b.rank || a.index - b.index);
  const chosen = new Map<number, FieldType>();
  const used = new Set<FieldType>();
  for (const { index, fieldType } of candidates) {
    const type = fieldType === 'Cellphone' && used.has('Cellphone') ? 'AltContactNumber' : fieldType;
    if (used.has(type)) continue;
    used.add(type);
    chosen.set(index, type);
  }
  const first = taken[0] ?? [];
  return Array.from({ length: width }, (_, index) => ({
    index,
    name: header[index] ?? '',
    value: first[index] ?? '',
    fieldType: chosen.get(index) ?? null,
  }));
}
