import { fileError } from './file-errors';
import { MAX_SHARED_STRING_CHARS } from './limits';
import type { Bytes } from './source';
import { decodeOoxmlEscapes } from './xml-text';
import { XmlScanner } from './xml-scanner';

/** A workbook's shared-string table, or the part of it that was asked for. */
export interface SharedStrings {
  get(index: number): string | undefined;
  isBlank(index: number): boolean;
}

/** An empty table, for workbooks without one. */
export const NO_SHARED_STRINGS: SharedStrings = { get: () => undefined, isBlank: () => true };

/** Streams sharedStrings.xml, keeping the strings `keep` asks for (all by default) and which are blank. */
export async function loadSharedStrings(
  xml: AsyncIterable<string>,
  keep: (index: number) => boolean = () => true,
): Promise<SharedStrings> {
  // Knowing the blank entries lets rows be counted without holding the table; phonetic runs are skipped.
  const kept: string[] = [];
  const blank = new Set<number>();
  let index = -1;
  let current = '';
  let inItem = false;
  let phonetic = 0;
  let chars = 0;
  const handler = {
    collecting: false,
    open(name: string) {
      if (name === 'si') {
        inItem = true;
        index++;
        current = '';
      } else if (name === 'rPh') phonetic++;
      else if (name === 't' && inItem && phonetic === 0) handler.collecting = true;
    },
    close(name: string) {
      if (name === 't') handler.collecting = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') {
        inItem = false;
        const value = decodeOoxmlEscapes(current).trim();
        if (value === '') blank.add(index);
        else if (keep(index)) {
          chars += value.length;
          if (chars > MAX_SHARED_STRING_CHARS) throw fileError('unzippedTooLarge');
          kept[index] = value;
        }
      }
    },
    text(text: string) {
      current += text;
    },
  };
  const scanner = new XmlScanner(handler);
  for await (const chunk of xml) scanner.push(chunk);
  scanner.end();
  return { get: (i) => kept[i] ?? (blank.has(i) ? '' : undefined), isBlank: (i) => blank.has(i) };
}

/** Decodes an XML part's bytes as UTF-8 text chunks. */
export async function* utf8Chunks(bytes: Bytes): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of bytes) yield decoder.decode(chunk, { stream: true });
  yield decoder.decode();
}
