import type { CountryCode } from 'libphonenumber-js/max';
import { fileError } from './file-errors';
import { normaliseEmail } from './email';
import { countryCode, phoneKey } from './phone';
import { readRowBatches } from './read-rows';
import type { FileInput } from './source';

/** Duplicate keys among the rows to import: `total` rows, `invalid` with an empty or (for phones) invalid key. */
export interface DuplicateCount {
  duplicates: number;
  total: number;
  invalid: number;
}

/** Tallies keys: phones as E.164 digits in a Set of numbers, anything else as lower-cased text. */
class KeyTally implements DuplicateCount {
  duplicates = 0;
  total = 0;
  invalid = 0;
  private readonly phones = new Set<number>();
  private readonly texts = new Set<string>();

  constructor(
    private readonly country: CountryCode | null,
    private readonly emails = false,
  ) {}

  add(value: string): void {
    this.total++;
    if (this.emails) {
      const key = normaliseEmail(value);
      if (key === null) this.invalid++;
      else if (this.texts.has(key)) this.duplicates++;
      else this.texts.add(key);
      return;
    }
    if (this.country) {
      const key = phoneKey(value, this.country);
      if (key === null) this.invalid++;
      else if (this.phones.has(key)) this.duplicates++;
      else this.phones.add(key);
      return;
    }
    const key = value.toLowerCase();
    if (key === '') this.invalid++;
    else if (this.texts.has(key)) this.duplicates++;
    else this.texts.add(key);
  }
}

/** Counts rows from data row `startRow` on whose key repeats an earlier row's (phones compared in E.164). */
export function countDuplicates(
  input: FileInput,
  startRow: number,
  keyColumn: number,
  countryIso3166?: string,
  keyField: 'Cellphone' | 'Email' = 'Cellphone',
): Promise<DuplicateCount> {
  return countDuplicateRows(readRowBatches(input), startRow, keyColumn, countryIso3166, keyField);
}

/** The same count over rows from any source (header first, in batches): files or database tables. */
export async function countDuplicateRows(
  batches: AsyncIterable<string[][]>,
  startRow: number,
  keyColumn: number,
  countryIso3166?: string,
  keyField: 'Cellphone' | 'Email' = 'Cellphone',
): Promise<DuplicateCount> {
  // E-mail keys are compared normalised (lower-cased), invalid addresses counted apart.
  // With a country, 0821234567, +27 82 123 4567 and 27821234567 are one key, held as a number;
  // without one the key is the trimmed text, ignoring case.
  const tally =
    keyField === 'Email'
      ? new KeyTally(null, true)
      : new KeyTally(countryIso3166 ? countryCode(countryIso3166) : null);
  let header: string[] | null = null;
  let dataRows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      if (!header) {
        header = row;
        if (!Number.isInteger(keyColumn) || keyColumn < 0 || keyColumn >= header.length) {
          throw fileError('keyColumnOutOfRange');
        }
      } else if (dataRows++ >= startRow) tally.add(row[keyColumn] ?? '');
    }
  }
  if (!header) throw fileError('empty');
  if (dataRows === 0) throw fileError('noContacts');
  if (tally.total === 0) throw fileError('startRowOutOfRange');
  return { duplicates: tally.duplicates, total: tally.total, invalid: tally.invalid };
}
