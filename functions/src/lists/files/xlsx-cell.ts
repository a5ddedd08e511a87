import { excelSerialToIso } from './excel-date';
import type { SharedStrings } from './xlsx-shared-strings';
import type { NumberDisplay } from './xlsx-styles';
import { decodeOoxmlEscapes } from './xml-text';

/** A cell as the sheet holds it: its type (`t`), style index (`s`) and raw value text. */
export interface RawCell {
  type: string;
  style: number;
  raw: string;
}

/** What turning raw cells into text needs from the workbook. */
export interface CellContext {
  strings: SharedStrings;
  displays: NumberDisplay[];
  date1904: boolean;
}

/** A number as Excel's General format would show it, never in exponent form for whole numbers (phone numbers). */
export function formatNumber(value: number): string {
  const rounded = Number(value.toPrecision(15));
  if (Number.isInteger(rounded) && Math.abs(rounded) < 1e21) return rounded.toFixed(0);
  return String(rounded);
}

function numberText(raw: string, display: NumberDisplay | undefined, date1904: boolean): string {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return raw.trim();
  if (display && display.kind !== 'plain' && display.kind !== 'padded') {
    return excelSerialToIso(value, display.kind, date1904) ?? formatNumber(value);
  }
  const text = formatNumber(value);
  if (display?.kind === 'padded' && /^\d+$/.test(text)) return text.padStart(display.width, '0');
  return text;
}

/** The text of a cell: shared and inline strings, numbers without exponents, dates as ISO YYYY-MM-DD. */
export function cellText(cell: RawCell, context: CellContext): string {
  switch (cell.type) {
    case 's':
      return context.strings.get(Number(cell.raw)) ?? '';
    case 'inlineStr':
      return decodeOoxmlEscapes(cell.raw).trim();
    case 'str':
    case 'e':
      return cell.raw.trim();
    case 'b':
      return cell.raw.trim() === '1' ? 'TRUE' : cell.raw.trim() === '0' ? 'FALSE' : cell.raw.trim();
    case 'd':
      return cell.raw.trim().slice(0, 10);
    default:
      return numberText(cell.raw, context.displays[cell.style], context.date1904);
  }
}

/** Whether a cell shows anything, judged without the shared-string text (only which entries are blank). */
export function cellHasContent(cell: RawCell, strings: SharedStrings): boolean {
  if (cell.type === 's') {
    const index = Number(cell.raw);
    return cell.raw.trim() !== '' && !strings.isBlank(index);
  }
  return cell.raw.trim() !== '';
}
