import { sql, type Kysely } from 'kysely';

// The checked bytes are the imported bytes: an upload remembers the S3 object version (and ETag) that the
// completion call checked, and every later read asks for exactly that version. 'Expired' marks an upload
// whose file was deleted (after its import ended, or by the bucket's lifecycle rule).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE uploaded_files
      ADD COLUMN s3_version_id VARCHAR(1024) NULL AFTER s3_key,
      ADD COLUMN s3_etag VARCHAR(255) NULL AFTER s3_version_id,
      MODIFY status ENUM('Pending','Ready','Rejected','Expired') NOT NULL DEFAULT 'Pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE uploaded_files SET status = 'Rejected' WHERE status = 'Expired'`.execute(db);
  await sql`
    ALTER TABLE uploaded_files
      DROP COLUMN s3_version_id,
      DROP COLUMN s3_etag,
      MODIFY status ENUM('Pending','Ready','Rejected') NOT NULL DEFAULT 'Pending'`.execute(db);
}
