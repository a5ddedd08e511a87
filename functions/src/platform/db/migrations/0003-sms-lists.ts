import { sql, type Kysely } from 'kysely';

// SMS lists, uploaded files and list-import jobs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_lists (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      name VARCHAR(200) NOT NULL,
      description VARCHAR(1000) NULL,
      country_iso3166 CHAR(2) NOT NULL DEFAULT 'ZA',
      exclusion_list TINYINT(1) NOT NULL DEFAULT 0,
      new_process TINYINT(1) NOT NULL DEFAULT 1,
      needs_refresh TINYINT(1) NOT NULL DEFAULT 0,
      status TINYINT UNSIGNED NOT NULL DEFAULT 2,
      contacts INT UNSIGNED NOT NULL DEFAULT 0,
      optouts INT UNSIGNED NOT NULL DEFAULT 0,
      dma_optouts INT UNSIGNED NOT NULL DEFAULT 0,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sms_lists_account_name (account_id, name),
      CONSTRAINT sms_lists_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE uploaded_files (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NULL,
      file_name VARCHAR(255) NOT NULL,
      s3_key VARCHAR(512) NOT NULL,
      declared_size BIGINT UNSIGNED NOT NULL,
      size BIGINT UNSIGNED NULL,
      format ENUM('csv','xlsx','zip') NULL,
      status ENUM('Pending','Ready','Rejected') NOT NULL DEFAULT 'Pending',
      error_text VARCHAR(500) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY uploaded_files_account (account_id, id),
      CONSTRAINT uploaded_files_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE list_import_jobs (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      list_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NULL,
      source ENUM('File','MySql') NOT NULL,
      uploaded_file_id INT UNSIGNED NULL,
      source_name VARCHAR(255) NOT NULL,
      settings JSON NOT NULL,
      status ENUM('Queued','InProgress','Completed','Failed') NOT NULL DEFAULT 'Queued',
      rows_total INT UNSIGNED NOT NULL DEFAULT 0,
      rows_processed INT UNSIGNED NOT NULL DEFAULT 0,
      rows_imported INT UNSIGNED NOT NULL DEFAULT 0,
      rows_duplicate INT UNSIGNED NOT NULL DEFAULT 0,
      rows_invalid INT UNSIGNED NOT NULL DEFAULT 0,
      optouts INT UNSIGNED NOT NULL DEFAULT 0,
      dma_optouts INT UNSIGNED NOT NULL DEFAULT 0,
      rejected_s3_key VARCHAR(512) NULL,
      error_text VARCHAR(1000) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      started_at DATETIME(3) NULL,
      finished_at DATETIME(3) NULL,
      KEY list_import_jobs_account (account_id, id),
      KEY list_import_jobs_list (list_id),
      CONSTRAINT list_import_jobs_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT list_import_jobs_list_fk FOREIGN KEY (list_id) REFERENCES sms_lists (id) ON DELETE CASCADE,
      CONSTRAINT list_import_jobs_file_fk FOREIGN KEY (uploaded_file_id) REFERENCES uploaded_files (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['list_import_jobs', 'uploaded_files', 'sms_lists']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
