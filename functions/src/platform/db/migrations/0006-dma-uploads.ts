import { sql, type Kysely } from 'kysely';

// DMA uploads: a job per uploaded DMA file (its state and counts for the upload page), and the numbers a
// job has read, staged until the job adds them to the account's DMA opt-outs in one transaction, so a
// redelivered or restarted job neither double counts nor half-applies.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE dma_upload_jobs (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NULL,
      uploaded_file_id INT UNSIGNED NOT NULL,
      file_name VARCHAR(255) NOT NULL,
      status ENUM('Queued','InProgress','Completed','Failed') NOT NULL DEFAULT 'Queued',
      cellphone_column VARCHAR(255) NULL,
      rows_total INT UNSIGNED NOT NULL DEFAULT 0,
      rows_added INT UNSIGNED NOT NULL DEFAULT 0,
      rows_already_present INT UNSIGNED NOT NULL DEFAULT 0,
      rows_duplicate INT UNSIGNED NOT NULL DEFAULT 0,
      rows_invalid INT UNSIGNED NOT NULL DEFAULT 0,
      error_text VARCHAR(1000) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      started_at DATETIME(3) NULL,
      applied_at DATETIME(3) NULL,
      finished_at DATETIME(3) NULL,
      KEY dma_upload_jobs_account (account_id, id),
      KEY dma_upload_jobs_account_status (account_id, status),
      CONSTRAINT dma_upload_jobs_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT dma_upload_jobs_file_fk FOREIGN KEY (uploaded_file_id) REFERENCES uploaded_files (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE dma_upload_numbers (
      job_id INT UNSIGNED NOT NULL,
      cellphone VARCHAR(20) CHARACTER SET ascii NOT NULL,
      PRIMARY KEY (job_id, cellphone),
      CONSTRAINT dma_upload_numbers_job_fk FOREIGN KEY (job_id) REFERENCES dma_upload_jobs (id) ON DELETE CASCADE
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dma_upload_numbers', 'dma_upload_jobs']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
