import { hasContent } from './blank';

const QUOTE = '"';
const NEWLINE = '\n';

/** Where a scan of CSV text stopped, and how many non-blank rows it saw. */
export interface CsvScan {
  rows: number;
  cursor: number;
}

function extraSpaces(input: string, quoteSearch: number, index: number): number {
  if (index === -1 || index <= quoteSearch + 1) return 0;
  return hasContent(input, quoteSearch + 1, index) ? 0 : index - quoteSearch - 1;
}

/** Counts the non-blank rows of CSV text without building them, exactly as CsvRowParser would see them. */
export function scanCsv(input: string, delim: string, ignoreLastRow: boolean): CsvScan {
  // The control flow is papaparse 5's Parser.parse (newline '\n', quote '"') step for step; with
  // `ignoreLastRow` the unfinished last row is left for the next chunk (`cursor` is where it starts).
  const delimCode = delim.charCodeAt(0);
  const inputLen = input.length;
  let rows = 0;
  let lastCursor = 0;
  let cursor = 0;
  let rowHasContent = false;
  const done = (): CsvScan => ({ rows, cursor: lastCursor });
  const endRow = (newCursor: number) => {
    if (rowHasContent) rows++;
    rowHasContent = false;
    cursor = newCursor;
    lastCursor = cursor;
  };
  const finish = (from: number, to: number): CsvScan => {
    if (ignoreLastRow) return done();
    if (hasContent(input, from, to)) rowHasContent = true;
    endRow(inputLen);
    return done();
  };
  if (!input) return done();

  if (input.indexOf(QUOTE) === -1) {
    let start = 0;
    for (;;) {
      const end = input.indexOf(NEWLINE, start);
      if (end === -1) {
        if (ignoreLastRow) return done();
        if (hasContent(input, start, inputLen, delimCode)) rows++;
        lastCursor = inputLen;
        return done();
      }
      if (hasContent(input, start, end, delimCode)) rows++;
      start = end + 1;
      lastCursor = start;
    }
  }

  let nextDelim = input.indexOf(delim, cursor);
  let nextNewline = input.indexOf(NEWLINE, cursor);
  for (;;) {
    if (input[cursor] === QUOTE) {
      let quoteSearch = cursor;
      cursor++;
      for (;;) {
        quoteSearch = input.indexOf(QUOTE, quoteSearch + 1);
        if (quoteSearch === -1) return finish(cursor, inputLen);
        if (quoteSearch === inputLen - 1) return finish(cursor, quoteSearch);
        if (input[quoteSearch + 1] === QUOTE) {
          quoteSearch++;
          continue;
        }
        if (nextDelim !== -1 && nextDelim < quoteSearch + 1)
          nextDelim = input.indexOf(delim, quoteSearch + 1);
        if (nextNewline !== -1 && nextNewline < quoteSearch + 1)
          nextNewline = input.indexOf(NEWLINE, quoteSearch + 1);
        const checkUpTo = nextNewline === -1 ? nextDelim : Math.min(nextDelim, nextNewline);
        const spacesToDelim = extraSpaces(input, quoteSearch, checkUpTo);
        if (input.substr(quoteSearch + 1 + spacesToDelim, 1) === delim) {
          if (hasContent(input, cursor, quoteSearch)) rowHasContent = true;
          cursor = quoteSearch + 1 + spacesToDelim + 1;
          if (nextDelim !== -1 && nextDelim < cursor) nextDelim = input.indexOf(delim, cursor);
          if (nextNewline !== -1 && nextNewline < cursor) nextNewline = input.indexOf(NEWLINE, cursor);
          break;
        }
        const spacesToNewline = extraSpaces(input, quoteSearch, nextNewline);
        if (input.substr(quoteSearch + 1 + spacesToNewline, 1) === NEWLINE) {
          if (hasContent(input, cursor, quoteSearch)) rowHasContent = true;
          endRow(quoteSearch + 1 + spacesToNewline + 1);
          nextNewline = input.indexOf(NEWLINE, cursor);
          if (nextDelim !== -1 && nextDelim < cursor) nextDelim = input.indexOf(delim, cursor);
          break;
        }
        quoteSearch++;
      }
      continue;
    }
    if (nextDelim !== -1 && (nextDelim < nextNewline || nextNewline === -1)) {
      if (hasContent(input, cursor, nextDelim)) rowHasContent = true;
      cursor = nextDelim + 1;
      nextDelim = input.indexOf(delim, cursor);
      continue;
    }
    if (nextNewline !== -1) {
      if (hasContent(input, cursor, nextNewline)) rowHasContent = true;
      endRow(nextNewline + 1);
      nextNewline = input.indexOf(NEWLINE, cursor);
      continue;
    }
    break;
  }
  return finish(cursor, inputLen);
}
