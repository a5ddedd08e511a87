import type { Readable } from 'node:stream';
import { fileError } from './file-errors';
import { MAX_UPLOAD_BYTES } from './limits';

/** Bytes [start, end) of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An uploaded file: its original name and a way to read its raw bytes (S3 GetObject in production). */
export interface UploadedFile {
  name: string;
  /** Opens the bytes from the start; called once per pass over the file. */
  open: () => Promise<Readable>;
  /** Size in bytes when known (S3 ContentLength): an oversized file is refused before any read. */
  size?: number;
  /** Opens only bytes [start, end) (S3 ranged GET); with `size`, zip and Excel files read just the parts they need. */
  openRange?: (range: ByteRange) => Promise<Readable>;
}

/** What every reader takes: an UploadedFile, or a stream that can be read only once. */
export type FileInput = UploadedFile | { name: string; stream: Readable; size?: number };

/** A file's bytes as an async sequence of chunks. */
export type Bytes = AsyncIterable<Buffer>;

/** The UploadedFile behind an input; a bare stream can be opened only once. */
export function toUploadedFile(input: FileInput): UploadedFile {
  if ('open' in input) return input;
  let stream: Readable | null = input.stream;
  return {
    name: input.name,
    size: input.size,
    open: async () => {
      if (!stream) throw new Error('This file was given as a stream and has already been read.');
      const once = stream;
      stream = null;
      return once;
    },
  };
}

/** The file's raw bytes, refused once past the 100 MB upload limit. */
export async function* uploadBytes(file: UploadedFile): Bytes {
  if (file.size !== undefined && file.size > MAX_UPLOAD_BYTES) throw fileError('tooLarge');
  const stream = await file.open();
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += buffer.length;
      if (total > MAX_UPLOAD_BYTES) throw fileError('tooLarge');
      yield buffer;
    }
  } finally {
    stream.destroy();
  }
}

/** A sequence's first bytes, the whole sequence (head included) to read on, and `release` when not reading on. */
export interface Peeked {
  head: Buffer;
  all: Bytes;
  release: () => Promise<void>;
}

/** The first `size` bytes of a sequence, without losing them for whoever reads the rest. */
export async function peek(bytes: Bytes, size: number): Promise<Peeked> {
  const iterator = bytes[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(seen).subarray(0, size);
  async function* all(): Bytes {
    try {
      yield* seen;
      seen.length = 0;
      if (done) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  const release = async () => {
    await iterator.return?.();
  };
  return { head, all: all(), release };
}

/** Every byte of a sequence in one buffer, refused past `max` bytes with `tooBig`. */
export async function collect(bytes: Bytes, max: number, tooBig: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of bytes) {
    total += chunk.length;
    if (total > max) throw tooBig();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}
