import Papa from 'papaparse';

/** How a CSV file separates values, and whether its first line is Excel's `sep=` hint. */
export interface CsvDialect {
  delimiter: string;
  sepLine: boolean;
}

const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter of CSV text, from Excel's `sep=x` first line or from papaparse's guess over its first rows. */
export function detectDialect(sample: string): CsvDialect {
  const hint = /^sep=(.)\n/i.exec(sample);
  if (hint?.[1] && DELIMITERS.includes(hint[1])) return { delimiter: hint[1], sepLine: true };
  const lastNewline = sample.lastIndexOf('\n');
  const complete = lastNewline > 0 ? sample.slice(0, lastNewline) : sample;
  const guess = Papa.parse<string[]>(complete, {
    delimitersToGuess: DELIMITERS,
    newline: '\n',
    preview: 50,
    skipEmptyLines: 'greedy',
  });
  const delimiter = guess.meta.delimiter;
  return { delimiter: DELIMITERS.includes(delimiter) ? delimiter : ',', sepLine: false };
}
