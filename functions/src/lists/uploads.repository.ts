import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

/** Records an announced upload (Pending until the browser's upload is checked). */
export async function insertUpload(
  db: DbOrTrx,
  scope: TenantScope,
  values: { userId: number; fileName: string; declaredSize: number; s3KeyPrefix: string },
): Promise<{ id: number; s3Key: string }> {
  const r = await db
    .insertInto('uploaded_files')
    .values({
      account_id: scope.accountId,
      user_id: values.userId,
      file_name: values.fileName,
      s3_key: '',
      declared_size: values.declaredSize,
    })
    .executeTakeFirstOrThrow();
  const id = Number(r.insertId);
  const s3Key = `${values.s3KeyPrefix}/${id}`;
  await db.updateTable('uploaded_files').set({ s3_key: s3Key }).where('id', '=', id).execute();
  return { id, s3Key };
}

/** One upload of the account. */
export function findUpload(db: DbOrTrx, scope: TenantScope, fileId: number) {
  return db
    .selectFrom('uploaded_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

export type UploadRow = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

/** Records the outcome of checking an upload; a Ready one with the S3 version (and ETag) that was checked. */
export async function markUpload(
  db: DbOrTrx,
  fileId: number,
  values: {
    status: 'Ready' | 'Rejected';
    size: number | null;
    format: 'csv' | 'xlsx' | 'zip' | null;
    error: string | null;
    versionId?: string | null;
    etag?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('uploaded_files')
    .set({
      status: values.status,
      size: values.size,
      format: values.format,
      error_text: values.error,
      ...(values.status === 'Ready'
        ? { s3_version_id: values.versionId ?? null, s3_etag: values.etag ?? null }
        : {}),
    })
    .where('id', '=', fileId)
    .execute();
}

/** A list import or DMA upload job, which the caller names so that its own (ending) job does not count. */
export interface UploadJobRef {
  kind: 'ListImport' | 'Dma';
  id: number;
}

/**
 * Marks an upload Expired with the user's message, unless a queued or running list import or DMA upload
 * (other than `ending`) still reads it; answers whether it did. One statement, so a job that is still to
 * read the file is never left without it.
 */
export async function markUploadExpired(
  db: DbOrTrx,
  scope: TenantScope,
  fileId: number,
  message: string,
  ending?: UploadJobRef,
): Promise<boolean> {
  const unfinished = ['Queued', 'InProgress'] as const;
  const r = await db
    .updateTable('uploaded_files')
    .set({ status: 'Expired', error_text: message })
    .where('id', '=', fileId)
    .where('account_id', '=', scope.accountId)
    .where('status', '!=', 'Expired')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('list_import_jobs')
            .select('id')
            .where('uploaded_file_id', '=', fileId)
            .where('status', 'in', unfinished)
            .$if(ending?.kind === 'ListImport', (q) => q.where('id', '!=', ending!.id)),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dma_upload_jobs')
            .select('id')
            .where('uploaded_file_id', '=', fileId)
            .where('status', 'in', unfinished)
            .$if(ending?.kind === 'Dma', (q) => q.where('id', '!=', ending!.id)),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
