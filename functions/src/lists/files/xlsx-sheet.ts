import { fileError } from './file-errors';
import { MAX_COLUMNS } from './limits';
import type { RawCell } from './xlsx-cell';
import { XmlScanner, type XmlHandler } from './xml-scanner';
import { decodeXml } from './xml-text';

/** Column index (0-based) of a cell reference such as "C12"; -1 when it has none. */
export function columnOf(reference: string | null): number {
  if (!reference) return -1;
  let column = 0;
  let i = 0;
  for (; i < reference.length && i < 4; i++) {
    const code = reference.charCodeAt(i) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? -1 : column - 1;
}

/** Reads a cell tag's r, s and t attributes in one pass (the hot path of a large sheet). */
export function readCellTag(tag: string, cell: RawCell): number {
  let column = -1;
  let i = 2;
  for (;;) {
    const eq = tag.indexOf('=', i);
    if (eq === -1) return column;
    let q = eq + 1;
    while (tag.charCodeAt(q) <= 32 && q < tag.length) q++;
    const quote = tag[q];
    if (quote !== '"' && quote !== "'") return column;
    const close = tag.indexOf(quote, q + 1);
    if (close === -1) return column;
    let k = eq - 1;
    while (k > i && tag.charCodeAt(k) <= 32) k--;
    const before = tag.charCodeAt(k - 1);
    if (before <= 32 || before === 58) {
      const key = tag.charCodeAt(k);
      const raw = tag.slice(q + 1, close);
      const value = raw.indexOf('&') === -1 ? raw : decodeXml(raw);
      if (key === 114) column = columnOf(value);
      else if (key === 116) cell.type = value;
      else if (key === 115) cell.style = Number(value);
    }
    i = close + 1;
  }
}

/** Streams a worksheet's XML, handing over each row as a sparse array of raw cells (index = column). */
export class SheetParser implements XmlHandler {
  collecting = false;
  private readonly scanner = new XmlScanner(this);
  private row: RawCell[] = [];
  private cell: RawCell | null = null;
  private column = -1;
  private inInline = false;
  private phonetic = 0;

  constructor(private readonly onRow: (cells: RawCell[]) => void) {}

  push(text: string): void {
    this.scanner.push(text);
  }

  end(): void {
    this.scanner.end();
  }

  open(name: string, tag: string): void {
    switch (name) {
      case 'row':
        this.row = [];
        this.column = -1;
        break;
      case 'c': {
        const cell: RawCell = { type: 'n', style: 0, raw: '' };
        const at = readCellTag(tag, cell);
        this.column = at === -1 ? this.column + 1 : at;
        if (this.column >= MAX_COLUMNS) throw fileError('tooManyColumns');
        this.cell = cell;
        break;
      }
      case 'v':
        if (this.cell) this.collecting = true;
        break;
      case 'is':
        this.inInline = true;
        break;
      case 'rPh':
        this.phonetic++;
        break;
      case 't':
        if (this.cell && this.inInline && this.phonetic === 0) this.collecting = true;
        break;
    }
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.collecting = false;
        break;
      case 'is':
        this.inInline = false;
        break;
      case 'rPh':
        this.phonetic--;
        break;
      case 'c':
        if (this.cell) this.row[this.column] = this.cell;
        this.cell = null;
        break;
      case 'row':
        this.onRow(this.row);
        this.row = [];
        break;
    }
  }

  text(text: string): void {
    if (this.cell) this.cell.raw += text;
  }
}
