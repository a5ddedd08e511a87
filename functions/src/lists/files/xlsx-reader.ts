import { cellHasContent, cellText, type CellContext, type RawCell } from './xlsx-cell';
import { SheetParser } from './xlsx-sheet';
import { loadSharedStrings, NO_SHARED_STRINGS, utf8Chunks, type SharedStrings } from './xlsx-shared-strings';
import type { Workbook } from './xlsx-workbook';

function strings(workbook: Workbook, keep?: (index: number) => boolean): Promise<SharedStrings> {
  if (!workbook.sharedStrings) return Promise.resolve(NO_SHARED_STRINGS);
  return loadSharedStrings(utf8Chunks(workbook.zip.read(workbook.sharedStrings)), keep);
}

function rowText(cells: RawCell[], context: CellContext): string[] {
  const values: string[] = new Array<string>(cells.length).fill('');
  cells.forEach((cell, column) => {
    values[column] = cellText(cell, context);
  });
  return values;
}

function hasContent(cells: RawCell[], shared: SharedStrings): boolean {
  return cells.some((cell) => cellHasContent(cell, shared));
}

/** Streams the sheet; `onRow` gets each non-blank row's raw cells and returns false to stop early. */
async function eachRow(
  workbook: Workbook,
  shared: SharedStrings,
  onRow: (cells: RawCell[]) => boolean | void,
): Promise<void> {
  let stopped = false;
  const parser = new SheetParser((cells) => {
    if (!stopped && hasContent(cells, shared) && onRow(cells) === false) stopped = true;
  });
  for await (const text of utf8Chunks(workbook.zip.read(workbook.sheet))) {
    parser.push(text);
    if (stopped) return;
  }
  parser.end();
}

/** The non-blank rows of the workbook's first sheet, as text, in batches (one per chunk of sheet XML). */
export async function* xlsxRowBatches(workbook: Workbook): AsyncGenerator<string[][]> {
  const context: CellContext = { ...workbook, strings: await strings(workbook) };
  const ready: string[][] = [];
  const parser = new SheetParser((cells) => {
    if (hasContent(cells, context.strings)) ready.push(rowText(cells, context));
  });
  for await (const text of utf8Chunks(workbook.zip.read(workbook.sheet))) {
    parser.push(text);
    if (ready.length > 0) yield ready.splice(0);
  }
  parser.end();
  yield ready.splice(0);
}

/** Shared strings kept on the first pass of a preview: Excel numbers strings in order of first use. */
const EARLY_STRINGS = 50_000;

/** The first sheet's first `count` rows and how many non-blank rows it has; only needed strings are kept. */
export async function xlsxTop(
  workbook: Workbook,
  count: number,
): Promise<{ rows: string[][]; total: number }> {
  let shared = await strings(workbook, (index) => index < EARLY_STRINGS);
  const top: RawCell[][] = [];
  let total = 0;
  await eachRow(workbook, shared, (cells) => {
    total++;
    if (top.length < count) top.push(cells);
  });
  const wanted = new Set(
    top.flatMap((cells) => cells.filter((cell) => cell.type === 's').map((c) => Number(c.raw))),
  );
  if ([...wanted].some((index) => shared.get(index) === undefined)) {
    shared = await strings(workbook, (index) => wanted.has(index));
  }
  const context: CellContext = { ...workbook, strings: shared };
  return { rows: top.map((cells) => rowText(cells, context)), total };
}

/** How many non-blank rows the first sheet has. */
export async function xlsxCount(workbook: Workbook): Promise<number> {
  let total = 0;
  await eachRow(workbook, await strings(workbook, () => false), () => {
    total++;
  });
  return total;
}
