// Fixtures for the tests beside this file: in-memory uploads, zips (yazl) and workbooks (exceljs or by hand).
import { PassThrough, Readable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import type { UploadedFile } from './source';

/** An upload served from memory in 64 KB chunks; `ranged` also offers ranged reads like S3. */
export function bufferFile(name: string, data: Buffer | string, ranged = false): UploadedFile {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const chunks = (from: number, to: number) => {
    const out: Buffer[] = [];
    for (let i = from; i < to; i += 65_536) out.push(bytes.subarray(i, Math.min(i + 65_536, to)));
    return out;
  };
  return {
    name,
    size: bytes.length,
    open: async () => Readable.from(chunks(0, bytes.length)),
    openRange: ranged ? async ({ start, end }) => Readable.from(chunks(start, end)) : undefined,
  };
}

/** An upload whose bytes come from a generator, opened afresh on every read. */
export function generatedFile(name: string, generate: () => Iterable<Buffer | string>): UploadedFile {
  return {
    name,
    open: async () =>
      Readable.from(
        (function* () {
          for (const chunk of generate()) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        })(),
      ),
  };
}

/** CSV text of `rows` data rows after a header, generated in chunks. */
export function* csvLines(header: string, rows: number, row: (i: number) => string): Generator<string> {
  let chunk = header + '\n';
  for (let i = 0; i < rows; i++) {
    chunk += row(i) + '\n';
    if (chunk.length > 256 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/** A zip entry for `zipOf`: bytes in memory, or a stream (written with a data descriptor, sizes unknown). */
export interface ZipEntry {
  name: string;
  data: Buffer | string | (() => Readable);
  compress?: boolean;
}

/** A zip file holding `entries`, written by yazl. */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data, compress = true } of entries) {
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else if (typeof data === 'function') zip.addReadStream(data(), name, { compress });
    else zip.addBuffer(typeof data === 'string' ? Buffer.from(data) : data, name, { compress });
  }
  zip.end();
  const out: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) out.push(chunk);
  return Buffer.concat(out);
}

/** A stream of `bytes` zero bytes, made as it is read. */
export function zeros(bytes: number): () => Readable {
  return () => {
    const block = Buffer.alloc(1024 * 1024);
    let left = bytes;
    return new Readable({
      read() {
        if (left <= 0) return void this.push(null);
        const size = Math.min(block.length, left);
        left -= size;
        this.push(block.subarray(0, size));
      },
    });
  };
}

/**
 * A zip bomb built without compressing it all: one deflated 1 MB block of zeros, flushed so it can be repeated,
 * stands for every megabyte. `declared` is the uncompressed size the headers claim (the truth by default).
 */
export function zeroBomb(name: string, megabytes: number, declared = megabytes * 1024 * 1024): Buffer {
  const block = Buffer.alloc(1024 * 1024);
  const segment = zlib.deflateRawSync(block, { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const data = Buffer.concat([...new Array<Buffer>(megabytes).fill(segment), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = zlib.crc32(block, crc);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = 30 + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** An .xlsx workbook written by exceljs: first sheet `rows`, columns formatted by `formats` (numFmt per column). */
export async function excelJsWorkbook(
  rows: (string | number | Date | null)[][],
  formats: Record<number, string> = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  for (const row of rows) sheet.addRow(row);
  for (const [column, format] of Object.entries(formats)) sheet.getColumn(Number(column) + 1).numFmt = format;
  workbook.addWorksheet('Other').addRow(['not', 'read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const ROOT_RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/** Parts of a hand-written workbook; missing ones get plain defaults. */
export interface HandmadeWorkbook {
  sheetData: string;
  sharedStrings?: string[];
  numFmts?: string;
  cellXfs?: string;
  date1904?: boolean;
  prefix?: string;
}

/** An .xlsx laid out as Excel writes it (the sheet before the shared strings and styles), with an optional x: prefix. */
export async function handmadeWorkbook(parts: HandmadeWorkbook): Promise<Buffer> {
  const p = parts.prefix ? `${parts.prefix}:` : '';
  const ns = `xmlns${parts.prefix ? `:${parts.prefix}` : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`;
  const workbook =
    `<?xml version="1.0"?><${p}workbook ${ns} xmlns:r="${REL}"><${p}workbookPr date1904="${parts.date1904 ? 1 : 0}"/>` +
    `<${p}sheets><${p}sheet name="Contacts" sheetId="1" r:id="rId7"/></${p}sheets></${p}workbook>`;
  const rels =
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId7" Type="${REL}worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId8" Type="${REL}styles" Target="/xl/styles.xml"/>` +
    `<Relationship Id="rId9" Type="${REL}sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
  const sheet = `<?xml version="1.0"?><${p}worksheet ${ns}><${p}sheetData>${parts.sheetData}</${p}sheetData></${p}worksheet>`;
  const strings = (parts.sharedStrings ?? []).map((s) => `<${p}si>${s}</${p}si>`).join('');
  const shared = `<?xml version="1.0"?><${p}sst ${ns}>${strings}</${p}sst>`;
  const styles =
    `<?xml version="1.0"?><${p}styleSheet ${ns}>${parts.numFmts ?? ''}` +
    `<${p}cellXfs>${parts.cellXfs ?? `<${p}xf numFmtId="0"/>`}</${p}cellXfs></${p}styleSheet>`;
  return zipOf([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: ROOT_RELS },
    { name: 'xl/workbook.xml', data: workbook },
    { name: 'xl/_rels/workbook.xml.rels', data: rels },
    { name: 'xl/worksheets/sheet1.xml', data: () => Readable.from([Buffer.from(sheet)]) },
    { name: 'xl/styles.xml', data: styles },
    { name: 'xl/sharedStrings.xml', data: shared },
  ]);
}

/** Collects an async sequence into an array. */
export async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** A single-use stream input, as a caller holding only a Readable would pass it. */
export function streamInput(name: string, data: Buffer | string) {
  const stream = new PassThrough();
  stream.end(typeof data === 'string' ? Buffer.from(data) : data);
  return { name, stream };
}
