import type yauzl from 'yauzl';
import { extensionOf } from './detect-format';
import { fileError } from './file-errors';
import type { ZipArchive } from './zip-archive';

const ARCHIVE_EXTENSIONS = new Set(['zip', '7z', 'rar', 'gz', 'tgz', 'tar', 'bz2', 'xz', 'zipx']);
const CONTACT_EXTENSIONS = new Set(['csv', 'txt', 'tsv', 'xlsx', 'xls']);
const SYSTEM_FILES = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Whether an entry is packaging rather than content: a folder, macOS resource forks, desktop files. */
export function isIgnoredEntry(path: string): boolean {
  const name = baseName(path);
  return (
    path.endsWith('/') ||
    path.startsWith('__MACOSX/') ||
    path.includes('/__MACOSX/') ||
    name.startsWith('._') ||
    SYSTEM_FILES.has(name.toLowerCase())
  );
}

/** The one CSV or Excel entry of an uploaded zip; refuses nested archives and any other number of files. */
export function singleContactEntry(zip: ZipArchive): yauzl.Entry {
  const files = zip.entries.filter((entry) => !isIgnoredEntry(entry.fileName.replace(/\\/g, '/')));
  if (files.some((entry) => ARCHIVE_EXTENSIONS.has(extensionOf(entry.fileName))))
    throw fileError('nestedZip');
  const [only] = files;
  if (files.length !== 1 || !only || !CONTACT_EXTENSIONS.has(extensionOf(only.fileName))) {
    throw fileError('zipFileCount');
  }
  return only;
}
