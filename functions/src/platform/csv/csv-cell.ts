// CSV cells for files people open in spreadsheets: quoted per RFC 4180 and defused against formula
// injection (OWASP "CSV Injection"): Excel, LibreOffice and Google Sheets run a cell that starts with
// = + - @ (and, in some versions, a leading tab or carriage return) as a formula.

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A value that a spreadsheet would run as a formula, prefixed with a quote so it stays text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV cell: neutralised, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const safe = neutraliseFormula(String(value));
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (cells joined by commas, ended by CRLF as RFC 4180 writes it). */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
