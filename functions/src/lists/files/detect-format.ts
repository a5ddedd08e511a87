import { fileError } from './file-errors';

/** What a file holds, as the readers see it. */
export type FileFormat = 'csv' | 'xlsx' | 'zip';

/** Bytes to sniff: enough to tell text from binary and to see a zip's first entry name. */
export const SNIFF_BYTES = 64 * 1024;

const TEXT_EXTENSIONS = new Set(['csv', 'txt', 'tsv']);
const ACCEPTED_EXTENSIONS = new Set([...TEXT_EXTENSIONS, 'xlsx', 'xls', 'zip']);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const BINARY_SIGNATURES = [
  '%PDF-',
  '{\\rtf',
  '\x1f\x8b',
  '7z\xbc\xaf',
  'Rar!',
  'BZh',
  '\x89PNG',
  'GIF8',
  '\xff\xd8\xff',
].map((text) => Buffer.from(text, 'latin1'));
const ZIP_SIGNATURES = ['PK\x03\x04', 'PK\x05\x06', 'PK\x07\x08'].map((text) => Buffer.from(text, 'latin1'));
const OOXML_FIRST_ENTRIES = ['[Content_Types].xml', '_rels/', 'xl/', 'docProps/'];

/** The lower-case extension of a file name, '' when it has none. */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function firstZipEntryName(head: Buffer): string {
  if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) return '';
  const length = head.readUInt16LE(26);
  return head.subarray(30, 30 + length).toString('utf8');
}

function looksBinary(head: Buffer): boolean {
  if (BINARY_SIGNATURES.some((signature) => head.subarray(0, signature.length).equals(signature)))
    return true;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > head.length / 100;
}

function startsLikeMarkup(head: Buffer): boolean {
  const text = head
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<');
}

/** The format of an upload from its first bytes and name; refuses anything not CSV, Excel or zip. */
export function detectFormat(head: Buffer, name: string): FileFormat {
  if (head.length === 0) throw fileError('empty');
  const extension = extensionOf(name);
  if (extension !== '' && !ACCEPTED_EXTENSIONS.has(extension)) throw fileError('notSpreadsheet');
  if (ZIP_SIGNATURES.some((signature) => head.subarray(0, 4).equals(signature))) {
    if (extension === 'xlsx' || extension === 'xls') return 'xlsx';
    const first = firstZipEntryName(head);
    return OOXML_FIRST_ENTRIES.some((prefix) => first.startsWith(prefix)) ? 'xlsx' : 'zip';
  }
  if (head.subarray(0, OLE2.length).equals(OLE2)) {
    throw fileError(extension === 'xlsx' ? 'passwordProtected' : 'oldExcel');
  }
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (utf16) return 'csv';
  if (looksBinary(head)) throw fileError('notSpreadsheet');
  if (startsLikeMarkup(head)) throw fileError(extension === 'xls' ? 'oldExcel' : 'notSpreadsheet');
  if (extension === 'zip') throw fileError('corruptZip');
  return 'csv';
}
