import { detectFormat, SNIFF_BYTES } from './detect-format';
import { fileError } from './file-errors';
import { MAX_NESTED_WORKBOOK_BYTES, MAX_UPLOAD_BYTES } from './limits';
import { collect, peek, toUploadedFile, uploadBytes, type Bytes, type FileInput } from './source';
import { singleContactEntry } from './unzip';
import { openWorkbook, type Workbook } from './xlsx-workbook';
import { openZip, type ZipArchive, type ZipBytes } from './zip-archive';

/** An upload opened for reading: CSV bytes to stream, or an Excel workbook to read part by part. */
export type OpenedFile =
  | { kind: 'csv'; bytes: Bytes; close: () => Promise<void> }
  | { kind: 'xlsx'; workbook: Workbook; close: () => Promise<void> };

async function workbookFrom(bytes: ZipBytes): Promise<OpenedFile> {
  const zip = await openZip(bytes, 'corruptExcel');
  try {
    const workbook = await openWorkbook(zip);
    return { kind: 'xlsx', workbook, close: async () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function fromZipEntry(zip: ZipArchive): Promise<OpenedFile> {
  const entry = singleContactEntry(zip);
  const { head, all, release } = await peek(zip.read(entry), SNIFF_BYTES);
  const format = detectFormat(head, entry.fileName);
  if (format === 'zip') {
    await release();
    throw fileError('nestedZip');
  }
  if (format === 'csv') return { kind: 'csv', bytes: all, close: release };
  const inner = await collect(all, MAX_NESTED_WORKBOOK_BYTES, () => fileError('tooLarge'));
  return workbookFrom(inner);
}

/** Opens an upload: sniffs the format, unwraps a zip, and readies a workbook for random access. */
export async function openFile(input: FileInput): Promise<OpenedFile> {
  // A workbook is read through ranged reads when the file offers them, else from the ≤ 100 MB file in memory.
  const file = toUploadedFile(input);
  const { head, all, release } = await peek(uploadBytes(file), SNIFF_BYTES);
  let format;
  try {
    format = detectFormat(head, file.name);
  } catch (error) {
    await release();
    throw error;
  }
  if (format === 'csv') return { kind: 'csv', bytes: all, close: release };
  let bytes: ZipBytes;
  if (file.openRange && file.size !== undefined) {
    await release();
    bytes = { size: file.size, openRange: file.openRange };
  } else {
    bytes = await collect(all, MAX_UPLOAD_BYTES, () => fileError('tooLarge'));
  }
  if (format === 'xlsx') return workbookFrom(bytes);
  const zip = await openZip(bytes, 'corruptZip');
  try {
    const opened = await fromZipEntry(zip);
    const close = opened.close;
    return { ...opened, close: async () => (await close(), zip.close()) };
  } catch (error) {
    zip.close();
    throw error;
  }
}
