import { csvLine, type CsvValue } from './csv-cell';

/** Lines are handed on in chunks of about this many characters: fewer, larger writes to the upload. */
const CHUNK_CHARS = 64 * 1024;

export interface CsvSource {
  header: readonly string[];
  rows: AsyncIterable<readonly CsvValue[]>;
  /** Starts the text with a UTF-8 byte order mark, which Excel needs to read UTF-8 names correctly. */
  byteOrderMark?: boolean;
}

/** The CSV text of a header and streamed rows, in chunks; `counter.rows` counts the data rows written. */
export async function* csvChunks(source: CsvSource, counter = { rows: 0 }): AsyncGenerator<string> {
  let chunk = (source.byteOrderMark ? '\uFEFF' : '') + csvLine(source.header);
  for await (const row of source.rows) {
    chunk += csvLine(row);
    counter.rows += 1;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
