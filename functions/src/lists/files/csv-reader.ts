import { CsvRowCounter, CsvRowParser } from './csv-parse';
import { detectDialect, type CsvDialect } from './csv-dialect';
import { decodeText } from './text-decode';
import type { Bytes } from './source';

const SAMPLE_CHARS = 64 * 1024;
const BATCH_CHARS = 256 * 1024;

interface CsvText {
  dialect: CsvDialect;
  chunks: AsyncGenerator<string>;
}

/** Decoded text in batches of at least BATCH_CHARS (fewer parser calls on small network chunks). */
async function* batches(bytes: Bytes): AsyncGenerator<string> {
  let pending = '';
  for await (const text of decodeText(bytes)) {
    pending += text;
    if (pending.length >= BATCH_CHARS) {
      yield pending;
      pending = '';
    }
  }
  if (pending) yield pending;
}

async function openCsvText(bytes: Bytes): Promise<CsvText> {
  const source = batches(bytes);
  let sample = '';
  let next = await source.next();
  while (!next.done) {
    sample += next.value;
    if (sample.length >= SAMPLE_CHARS) break;
    next = await source.next();
  }
  const dialect = detectDialect(sample);
  const first = dialect.sepLine ? sample.slice(sample.indexOf('\n') + 1) : sample;
  async function* chunks(): AsyncGenerator<string> {
    try {
      yield first;
      if (next.done) return;
      yield* source;
    } finally {
      await source.return(undefined);
    }
  }
  return { dialect, chunks: chunks() };
}

/** The non-blank rows of a CSV file, values trimmed, in batches (one per chunk of text). */
export async function* csvRowBatches(bytes: Bytes): AsyncGenerator<string[][]> {
  const { dialect, chunks } = await openCsvText(bytes);
  const parser = new CsvRowParser(dialect.delimiter);
  for await (const text of chunks) yield parser.push(text);
  yield parser.end();
}

/** The first `count` rows of a CSV file and how many non-blank rows it has in all, in one pass. */
export async function csvTop(bytes: Bytes, count: number): Promise<{ rows: string[][]; total: number }> {
  const { dialect, chunks } = await openCsvText(bytes);
  const parser = new CsvRowParser(dialect.delimiter);
  const rows: string[][] = [];
  let parsed = 0;
  let counter: CsvRowCounter | null = null;
  for await (const text of chunks) {
    if (counter) {
      counter.push(text);
      continue;
    }
    const finished = parser.push(text);
    parsed += finished.length;
    rows.push(...finished.slice(0, count - rows.length));
    if (rows.length >= count) counter = new CsvRowCounter(dialect.delimiter, parser.rest());
  }
  if (counter) return { rows, total: parsed + counter.end() };
  const last = parser.end();
  rows.push(...last.slice(0, count - rows.length));
  return { rows, total: parsed + last.length };
}

/** How many non-blank rows a CSV file has, counted without building rows. */
export async function csvCount(bytes: Bytes): Promise<number> {
  const { dialect, chunks } = await openCsvText(bytes);
  const counter = new CsvRowCounter(dialect.delimiter);
  for await (const text of chunks) counter.push(text);
  return counter.end();
}
