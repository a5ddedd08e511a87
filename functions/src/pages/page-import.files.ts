import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IMPORT_TEXTS, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILES, MAX_PAGE_HTML_BYTES } from './pages.schemas';

// An import's files, whatever they came as (several files, one html file, one zip), reduced to the page's
// index.html and its relative resources (paths relative to the folder of index.html).

/** A problem with the files, in the user's words (the import answers it as errorMessage). */
export class ImportError extends Error {
  override readonly name = 'ImportError';
}

/** Unpacked at most this much in all from one archive (each file at most 40 MB). */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export interface ImportFile {
  path: string;
  size: number;
  read: () => Promise<Buffer>;
}

/** A path as dropped or as in an archive: `/` separators, no `./`; refused when it leaves its folder. */
export function safeRelativePath(raw: string): string {
  const path = raw.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.split('/').some((s) => s === '..'))
    throw new ImportError(IMPORT_TEXTS.unsafePath(raw));
  return posix.normalize(path);
}

const ignored = (path: string) =>
  path.endsWith('/') || path.startsWith('__MACOSX/') || posix.basename(path) === '.DS_Store';

async function collect(stream: Readable, limit: number, onBytes: (n: number) => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      onBytes(chunk.length);
      if (size > limit) throw new ImportError(IMPORT_TEXTS.tooBigUnpacked);
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * A zip's files, read from memory. Guards: at most 100 files, each at most 40 MB and 200 MB in all counted
 * as the bytes stream (whatever the headers claim), entries that leave the archive's folder refused.
 */
export async function unzipFiles(zipBytes: Buffer): Promise<ImportFile[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(zipBytes, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw new ImportError(IMPORT_TEXTS.badZip);
  }
  const entries: yauzl.Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      if (ignored(entry.fileName)) continue;
      safeRelativePath(entry.fileName);
      entries.push(entry);
      if (entries.length > MAX_IMPORT_FILES) throw new ImportError(IMPORT_TEXTS.tooManyFiles);
    }
  } catch (error) {
    zip.close();
    if (error instanceof ImportError) throw error;
    const message = error instanceof Error ? error.message : '';
    const name = /(?:invalid relative path|absolute path|invalid characters in fileName): (.*)/.exec(message);
    throw new ImportError(name ? IMPORT_TEXTS.unsafePath(name[1]!) : IMPORT_TEXTS.badZip);
  }
  let unpacked = 0;
  const files: ImportFile[] = [];
  try {
    for (const entry of entries) {
      if (entry.isEncrypted() || !entry.canDecodeFileData()) throw new ImportError(IMPORT_TEXTS.badZip);
      if (
        entry.uncompressedSize > MAX_IMPORT_FILE_BYTES ||
        unpacked + entry.uncompressedSize > MAX_UNPACKED_BYTES
      )
        throw new ImportError(IMPORT_TEXTS.tooBigUnpacked);
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw new ImportError(IMPORT_TEXTS.badZip);
      }
      const bytes = await collect(stream, MAX_IMPORT_FILE_BYTES, (n) => {
        unpacked += n;
        if (unpacked > MAX_UNPACKED_BYTES) throw new ImportError(IMPORT_TEXTS.tooBigUnpacked);
      }).catch((error: unknown) => {
        throw error instanceof ImportError ? error : new ImportError(IMPORT_TEXTS.badZip);
      });
      files.push({ path: safeRelativePath(entry.fileName), size: bytes.length, read: async () => bytes });
    }
  } finally {
    zip.close();
  }
  return files;
}

export const isZip = (path: string, head: Buffer) =>
  /\.zip$/i.test(path) || (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50);

const isHtml = (path: string) => /\.html?$/i.test(path);

/** index.html (the shallowest; one only) or a lone html file, and the other files under its folder. */
export function pickIndex(files: ImportFile[]): { index: ImportFile; assets: ImportFile[] } {
  const usable = files.filter((f) => !ignored(f.path));
  if (usable.length === 1) {
    if (!isHtml(usable[0]!.path)) throw new ImportError(IMPORT_TEXTS.notHtml);
    return { index: usable[0]!, assets: [] };
  }
  const indexes = usable.filter((f) => posix.basename(f.path).toLowerCase() === 'index.html');
  if (indexes.length === 0) throw new ImportError(IMPORT_TEXTS.indexRequired);
  const depth = (p: string) => p.split('/').length;
  const top = Math.min(...indexes.map((f) => depth(f.path)));
  const shallowest = indexes.filter((f) => depth(f.path) === top);
  if (shallowest.length > 1) throw new ImportError(IMPORT_TEXTS.oneIndex);
  const index = shallowest[0]!;
  const root = posix.dirname(index.path);
  const prefix = root === '.' ? '' : `${root}/`;
  const assets = usable
    .filter((f) => f !== index && f.path.startsWith(prefix))
    .map((f) => ({ ...f, path: f.path.slice(prefix.length) }));
  return { index, assets };
}

export async function readIndexHtml(index: ImportFile): Promise<string> {
  if (index.size > MAX_PAGE_HTML_BYTES) throw new ImportError(IMPORT_TEXTS.htmlTooLarge);
  const bytes = await index.read();
  if (bytes.length > MAX_PAGE_HTML_BYTES) throw new ImportError(IMPORT_TEXTS.htmlTooLarge);
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/** The URL of an asset relative to the public page: `assets/{path}` with each segment encoded. */
export const assetUrl = (path: string) => `assets/${path.split('/').map(encodeURIComponent).join('/')}`;

/** The asset a reference in index.html means (a relative URL resolved from the page's folder), or null. */
function assetFor(reference: string, assets: Set<string>): { path: string; rest: string } | null {
  const value = reference.trim();
  if (!value || /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|#|\?)/i.test(value)) return null;
  const cut = value.search(/[?#]/);
  const bare = cut >= 0 ? value.slice(0, cut) : value;
  const rest = cut >= 0 ? value.slice(cut) : '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    decoded = bare;
  }
  const path = posix.normalize(decoded.replace(/^(\.\/)+/, ''));
  if (path.startsWith('..') || !assets.has(path)) return null;
  return { path, rest };
}

/**
 * Rewrites index.html's relative references to the imported resources (src, href, poster, srcset and CSS
 * url(...), inline or in style blocks) to `assets/{path}`; other references are left as they are.
 */
export function rewriteAssetUrls(html: string, assetPaths: string[]): string {
  const assets = new Set(assetPaths);
  const swap = (reference: string) => {
    const asset = assetFor(reference, assets);
    return asset ? `${assetUrl(asset.path)}${asset.rest}` : reference;
  };
  return html
    .replace(
      /(\s(?:src|href|poster|data-src|background)\s*=\s*)(["'])([^"']*)\2/gi,
      (_m, lead: string, q: string, v: string) => `${lead}${q}${swap(v)}${q}`,
    )
    .replace(/(\ssrcset\s*=\s*)(["'])([^"']*)\2/gi, (_m, lead: string, q: string, v: string) => {
      const candidates = v.split(',').map((c) => {
        const [url = '', ...descriptor] = c.trim().split(/\s+/);
        return [swap(url), ...descriptor].join(' ');
      });
      return `${lead}${q}${candidates.join(', ')}${q}`;
    })
    .replace(/url\(\s*(["']?)([^"')]*)\1\s*\)/gi, (_m, q: string, v: string) => `url(${q}${swap(v)}${q})`);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.bmp': 'image/bmp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
};

export const contentTypeOf = (path: string) =>
  CONTENT_TYPES[posix.extname(path).toLowerCase()] ?? 'application/octet-stream';
