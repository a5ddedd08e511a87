import type { DateKind } from './excel-date';
import { attribute, XmlScanner } from './xml-scanner';

/** How a cell's number format shows a number: as a date/time, zero-padded to a width, or plainly. */
export type NumberDisplay = { kind: DateKind } | { kind: 'padded'; width: number } | { kind: 'plain' };

const PLAIN: NumberDisplay = { kind: 'plain' };
const BUILTIN_DATES: Record<number, DateKind> = {
  14: 'date',
  15: 'date',
  16: 'date',
  17: 'date',
  22: 'datetime',
};
for (const id of [18, 19, 20, 21, 45, 46, 47, 32, 33, 34, 35]) BUILTIN_DATES[id] = 'time';
for (const id of [27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]) BUILTIN_DATES[id] = 'date';

/** What a number format code shows: date parts (y, d, m), time parts (h, s), zero padding, or a plain number. */
export function classifyFormat(code: string): NumberDisplay {
  if (code.length > 255) return PLAIN;
  if (/^0+$/.test(code) && code.length > 1) return { kind: 'padded', width: code.length };
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[(h+|m+|s+)\]/gi, 'h')
    .replace(/\[[^\]]*\]/g, '')
    .toLowerCase();
  const hasDate = /[ydm]/.test(bare.replace(/[hs][^ydm]*m+|m+(?=[^ydm]*s)/g, 'h'));
  const hasTime = /[hs]/.test(bare);
  if (hasDate && hasTime) return { kind: 'datetime' };
  if (hasDate) return { kind: 'date' };
  if (hasTime) return { kind: 'time' };
  return PLAIN;
}

/** The number display of every cell style (the `s` attribute of a cell indexes this list). */
export function parseStyles(xml: string): NumberDisplay[] {
  const customFormats = new Map<number, string>();
  const displays: NumberDisplay[] = [];
  let inCellXfs = false;
  const scanner = new XmlScanner({
    collecting: false,
    open(name, tag) {
      if (name === 'numFmt') {
        const id = Number(attribute(tag, 'numFmtId'));
        const code = attribute(tag, 'formatCode');
        if (Number.isInteger(id) && code !== null) customFormats.set(id, code);
      } else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attribute(tag, 'numFmtId') ?? 0);
        const custom = customFormats.get(id);
        const builtin = BUILTIN_DATES[id];
        displays.push(custom !== undefined ? classifyFormat(custom) : builtin ? { kind: builtin } : PLAIN);
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  scanner.push(xml);
  scanner.end();
  return displays;
}
