import Papa from 'papaparse';
import { isBlankRow } from './blank';
import { scanCsv } from './csv-count';
import { fileError } from './file-errors';
import { MAX_COLUMNS, MAX_ROW_CHARS } from './limits';

function checkCarry(carry: string): string {
  if (carry.length > MAX_ROW_CHARS) throw fileError('rowTooLong');
  return carry;
}

/** Feeds CSV text chunk by chunk to papaparse's parser; hands back finished rows, trimmed, blank ones dropped. */
export class CsvRowParser {
  private carry = '';
  private readonly parser: Papa.Parser;

  constructor(delimiter: string) {
    this.parser = new Papa.Parser({ delimiter, newline: '\n', quoteChar: '"' });
  }

  /** Rows finished by this chunk. */
  push(text: string): string[][] {
    const input = this.carry + text;
    const result = this.parser.parse(input, 0, true) as Papa.ParseResult<string[]>;
    this.carry = checkCarry(input.slice(result.meta.cursor));
    return clean(result.data);
  }

  /** The last rows, once the text has ended. */
  end(): string[][] {
    const input = this.carry;
    this.carry = '';
    return clean((this.parser.parse(input, 0, false) as Papa.ParseResult<string[]>).data);
  }

  /** The text not yet made into rows (an unfinished row). */
  rest(): string {
    return this.carry;
  }
}

function clean(rows: string[][]): string[][] {
  const out: string[][] = [];
  for (const row of rows) {
    if (row.length > MAX_COLUMNS) throw fileError('tooManyColumns');
    const values = row.map((value) => value.trim());
    if (!isBlankRow(values)) out.push(values);
  }
  return out;
}

/** Counts non-blank CSV rows chunk by chunk without building them; agrees with CsvRowParser row for row. */
export class CsvRowCounter {
  private carry: string;
  private count = 0;

  constructor(
    private readonly delimiter: string,
    start = '',
  ) {
    this.carry = start;
  }

  push(text: string): void {
    const input = this.carry + text;
    const scan = scanCsv(input, this.delimiter, true);
    this.count += scan.rows;
    this.carry = checkCarry(input.slice(scan.cursor));
  }

  /** The number of rows, once the text has ended. */
  end(): number {
    this.count += scanCsv(this.carry, this.delimiter, false).rows;
    this.carry = '';
    return this.count;
  }
}
