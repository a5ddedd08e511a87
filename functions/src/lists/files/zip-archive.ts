import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import { FileError, fileError, type FileErrorCode } from './file-errors';
import { MAX_COMPRESSION_RATIO, MAX_UNZIPPED_BYTES, MIN_BYTES_FOR_RATIO } from './limits';
import type { ByteRange, Bytes } from './source';

/** Most entries a zip may list: a contact file or a workbook has a handful. */
const MAX_ENTRIES = 10_000;

/** Where a zip's bytes come from: memory, or ranged reads of a stored file. */
export type ZipBytes = Buffer | { size: number; openRange: (range: ByteRange) => Promise<Readable> };

/** An open zip: its entries (from the central directory) and a capped reader for each. */
export interface ZipArchive {
  entries: yauzl.Entry[];
  read: (entry: yauzl.Entry) => Bytes;
  close: () => void;
}

class RangeReader extends yauzl.RandomAccessReader {
  constructor(private readonly openRange: (range: ByteRange) => Promise<Readable>) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    this.openRange({ start, end }).then(
      (stream) => {
        out.on('close', () => stream.destroy());
        stream.on('error', (error) => out.destroy(error));
        stream.pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  }
}

const asFileError = (error: unknown, corrupt: FileErrorCode & ('corruptZip' | 'corruptExcel')) =>
  error instanceof FileError ? error : fileError(corrupt);

/** Opens a zip through yauzl; each entry read is capped at 1 GB in all and 100:1 over its compressed size. */
export async function openZip(bytes: ZipBytes, corrupt: 'corruptZip' | 'corruptExcel'): Promise<ZipArchive> {
  // yauzl reads the central directory (the zip format's authority) and stops an entry that outgrows its
  // declared size; our own count of the bytes as they stream enforces the caps whatever the headers say.
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false };
  let zip: yauzl.ZipFile;
  try {
    zip = Buffer.isBuffer(bytes)
      ? await yauzl.fromBufferPromise(bytes, options)
      : await yauzl.fromRandomAccessReaderPromise(new RangeReader(bytes.openRange), bytes.size, options);
  } catch (error) {
    throw asFileError(error, corrupt);
  }
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw fileError(corrupt === 'corruptZip' ? 'zipFileCount' : corrupt);
  }
  const entries: yauzl.Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch (error) {
    zip.close();
    throw asFileError(error, corrupt);
  }
  let unzipped = 0;
  async function* read(entry: yauzl.Entry): Bytes {
    if (entry.isEncrypted()) throw fileError('passwordProtected');
    if (!entry.canDecodeFileData()) throw fileError(corrupt);
    const bound = Math.max(MIN_BYTES_FOR_RATIO, entry.compressedSize * MAX_COMPRESSION_RATIO);
    if (entry.uncompressedSize > bound || unzipped + entry.uncompressedSize > MAX_UNZIPPED_BYTES) {
      throw fileError('unzippedTooLarge');
    }
    let stream: Readable;
    try {
      stream = await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw asFileError(error, corrupt);
    }
    let produced = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        produced += chunk.length;
        unzipped += chunk.length;
        if (produced > bound || unzipped > MAX_UNZIPPED_BYTES) throw fileError('unzippedTooLarge');
        yield chunk;
      }
    } catch (error) {
      throw asFileError(error, corrupt);
    } finally {
      stream.destroy();
    }
  }
  return { entries, read, close: () => zip.close() };
}
