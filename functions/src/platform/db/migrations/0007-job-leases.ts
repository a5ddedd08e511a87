import { sql, type Kysely } from 'kysely';

// The shared job mechanism (platform/jobs): every job table carries a lease (owner and expiry, renewed by
// the running worker), its attempts, and when it was last queued, so a scheduled sweeper can re-queue or
// fail a job whose worker died and a job whose queue message was never sent.
const JOB_TABLES = ['list_import_jobs', 'dma_upload_jobs'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of JOB_TABLES) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD COLUMN lease_owner CHAR(36) CHARACTER SET ascii NULL,
        ADD COLUMN lease_expires_at DATETIME(3) NULL,
        ADD COLUMN attempts SMALLINT UNSIGNED NOT NULL DEFAULT 0,
        ADD COLUMN queued_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        ADD KEY ${sql.id(`${table}_sweep`)} (status, lease_expires_at),
        ADD KEY ${sql.id(`${table}_queued`)} (status, queued_at)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of JOB_TABLES) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        DROP KEY ${sql.id(`${table}_sweep`)}, DROP KEY ${sql.id(`${table}_queued`)},
        DROP COLUMN lease_owner, DROP COLUMN lease_expires_at, DROP COLUMN attempts, DROP COLUMN queued_at`.execute(
      db,
    );
  }
}
