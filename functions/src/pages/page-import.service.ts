import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { badRequest, notFound } from '../platform/http/errors';
import { headObject, openObject, presignUpload } from '../platform/storage/s3';
import { assetKey, deleteKeys, deletePrefix, putAsset, stagedKey } from './page-assets.storage';
import {
  ImportError,
  contentTypeOf,
  isZip,
  pickIndex,
  readIndexHtml,
  rewriteAssetUrls,
  safeRelativePath,
  unzipFiles,
  type ImportFile,
} from './page-import.files';
import * as repo from './pages.repository';
import {
  IMPORT_TEXTS,
  MAX_IMPORT_FILE_BYTES,
  type CompletePageImport,
  type PageImportResult,
  type StartPageImport,
  type StartedPageImport,
} from './pages.schemas';

// Import Page (spec §2.4, §7): the browser PUTs each file to a presigned URL (Lambda requests stop at 6 MB),
// then the import call unpacks, picks index.html, stores the relative resources and rewrites the html.

async function requirePage(db: Db, auth: AuthContext, pageId: number) {
  const row = await repo.findPageById(db, auth.scope, pageId);
  if (!row) throw notFound('The page');
  return row;
}

/** Announces the files: one presigned PUT each (exactly the announced size, 40 MB at most). */
export async function startPageImport(
  db: Db,
  auth: AuthContext,
  pageId: number,
  body: StartPageImport,
): Promise<StartedPageImport> {
  await requirePage(db, auth, pageId);
  for (const f of body.files) safeRelativePathOrBadRequest(f.path);
  const token = randomBytes(16).toString('hex');
  const uploads = await Promise.all(
    body.files.map(async (f, i) => ({
      path: f.path,
      ...(await presignUpload('Uploads', stagedKey(pageId, token, i), f.size)),
    })),
  );
  return { token, uploads };
}

function safeRelativePathOrBadRequest(path: string) {
  try {
    safeRelativePath(path);
  } catch (error) {
    if (error instanceof ImportError) throw badRequest(error.message, { files: [error.message] });
    throw error;
  }
}

async function readAll(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await openObject('Uploads', key)) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The uploaded files as the browser announced them, each checked in S3 (there, the size announced, 40 MB). */
async function uploadedFiles(pageId: number, body: CompletePageImport): Promise<ImportFile[]> {
  return Promise.all(
    body.files.map(async (f, i) => {
      const key = stagedKey(pageId, body.token, i);
      const head = await headObject('Uploads', key);
      if (!head || head.size !== f.size) throw new ImportError(IMPORT_TEXTS.notUploaded);
      if (head.size > MAX_IMPORT_FILE_BYTES) throw new ImportError(IMPORT_TEXTS.fileTooLarge(f.path));
      return { path: safeRelativePath(f.path), size: head.size, read: () => readAll(key) };
    }),
  );
}

/**
 * Imports the uploaded files into the page: its html becomes index.html (rewritten), its resources are
 * stored under a new content version, the editor's project data is cleared (the editor starts from the
 * html). A problem with the files is answered as { isSuccess: false, errorMessage }.
 */
export async function completePageImport(
  db: Db,
  auth: AuthContext,
  pageId: number,
  body: CompletePageImport,
): Promise<PageImportResult> {
  await requirePage(db, auth, pageId);
  try {
    let files = await uploadedFiles(pageId, body);
    if (files.length === 1) {
      const only = files[0]!;
      const head = only.size >= 4 ? (await only.read()).subarray(0, 4) : Buffer.alloc(0);
      if (isZip(only.path, head)) files = await unzipFiles(await only.read());
    }
    const { index, assets } = pickIndex(files);
    const html = rewriteAssetUrls(
      await readIndexHtml(index),
      assets.map((a) => a.path),
    );
    const replaced = await db.transaction().execute(async (trx) => {
      const row = await repo.findPageById(trx, auth.scope, pageId);
      if (!row) throw notFound('The page');
      await repo.findPageByKey(trx, auth.scope, row.page_key, { lock: true });
      const version = await repo.bumpContentVersion(trx, auth.scope, pageId);
      const stored = [];
      for (const a of assets) {
        const s3Key = assetKey(pageId, version, a.path);
        const bytes = await a.read();
        await putAsset(s3Key, bytes, contentTypeOf(a.path));
        stored.push({ path: a.path, s3_key: s3Key, content_type: contentTypeOf(a.path), size: bytes.length });
      }
      const previous = await repo.listAssets(trx, pageId);
      await repo.replaceAssets(trx, pageId, stored);
      await repo.updatePage(trx, auth.scope, pageId, { html, json: null });
      return previous.map((a) => a.s3_key);
    });
    // The previous import's resources are no longer referenced (a failure only leaves bytes behind).
    await deleteKeys(replaced).catch(() => undefined);
    return { isSuccess: true, result: html, errorMessage: null };
  } catch (error) {
    if (error instanceof ImportError) return { isSuccess: false, result: null, errorMessage: error.message };
    throw error;
  } finally {
    await deletePrefix(`page-imports/${pageId}/${body.token}/`).catch(() => undefined);
  }
}
