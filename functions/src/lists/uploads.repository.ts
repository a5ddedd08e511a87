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

/** Records the outcome of checking an upload. */
export async function markUpload(
  db: DbOrTrx,
  fileId: number,
  values: {
    status: 'Ready' | 'Rejected';
    size: number | null;
    format: 'csv' | 'xlsx' | 'zip' | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .updateTable('uploaded_files')
    .set({ status: values.status, size: values.size, format: values.format, error_text: values.error })
    .where('id', '=', fileId)
    .execute();
}
