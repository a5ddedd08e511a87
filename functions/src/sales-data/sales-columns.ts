import { guessColumnMappings } from '../lists/files/column-mappings';
import type { SalesColumnMapping, SalesFieldType } from './sales-data.schemas';
import { parseAmountCents } from './sale-values';

// The Map Columns step's guesses for a sales file: the list import's guesser finds the cellphone column
// (header synonyms, then values that are valid cellphones); the sales fields come from their headers.

const HEADERS: { fieldType: SalesFieldType; pattern: RegExp }[] = [
  { fieldType: 'SaleDate', pattern: /\bdate\b|\bdatum\b|sold on|purchased/i },
  { fieldType: 'Reference', pattern: /ref|invoice|order|receipt|transaction|\bno\.?$|number$/i },
  { fieldType: 'Amount', pattern: /amount|value|total|revenue|price|sale|rand|\bzar\b|paid/i },
];

/** Each column with its first value and a guessed sales field type (null when none fits). */
export async function guessSalesColumns(
  rows: AsyncIterable<string[]>,
  startRow: number,
  countryIso3166: string,
): Promise<SalesColumnMapping[]> {
  const columns = await guessColumnMappings(rows, startRow, countryIso3166);
  const used = new Set<SalesFieldType>();
  const chosen = columns.map((c): SalesFieldType | null => {
    if (c.fieldType === 'Cellphone' && !used.has('Cellphone')) {
      used.add('Cellphone');
      return 'Cellphone';
    }
    return null;
  });
  for (const { fieldType, pattern } of HEADERS) {
    const at = columns.findIndex((c, i) => chosen[i] === null && pattern.test(c.name));
    if (at < 0 || used.has(fieldType)) continue;
    if (fieldType === 'Amount' && parseAmountCents(columns[at]!.value) === null) continue;
    chosen[at] = fieldType;
    used.add(fieldType);
  }
  return columns.map((c, i) => ({
    index: c.index,
    name: c.name,
    value: c.value,
    fieldType: chosen[i] ?? null,
  }));
}
