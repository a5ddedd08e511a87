import { sql, type Kysely } from 'kysely';

// Wrapper logs (issue 15, spec 3 §2.8, §3): a view onto a request-log table in the user's own database
// (Microsoft SQL Server, MySQL or PostgreSQL). The password is sealed with the secret box and never sent
// back; fields describe how each column of that table is shown.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE wrapper_logs (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      name VARCHAR(200) NOT NULL,
      description VARCHAR(1000) NOT NULL,
      repost_link VARCHAR(2000) NULL,
      manual_post_link VARCHAR(2000) NULL,
      database_type ENUM('MSSQL','MYSQL','POSTGRESQL') NOT NULL,
      database_host VARCHAR(255) NOT NULL,
      database_username VARCHAR(128) NOT NULL,
      database_password_enc VARBINARY(1024) NOT NULL,
      database_name VARCHAR(128) NOT NULL,
      database_table VARCHAR(128) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      KEY wrapper_logs_account (account_id, created_at, id),
      CONSTRAINT wrapper_logs_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE wrapper_log_fields (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      wrapper_log_id INT UNSIGNED NOT NULL,
      column_name VARCHAR(128) NOT NULL,
      heading VARCHAR(200) NOT NULL,
      type TINYINT UNSIGNED NOT NULL,
      sort_order SMALLINT UNSIGNED NOT NULL,
      is_primary_key TINYINT(1) NOT NULL DEFAULT 0,
      show_in_table TINYINT(1) NOT NULL DEFAULT 1,
      is_downloadable TINYINT(1) NOT NULL DEFAULT 0,
      is_source TINYINT(1) NOT NULL DEFAULT 0,
      is_cellphone TINYINT(1) NOT NULL DEFAULT 0,
      is_dropdown_search TINYINT(1) NOT NULL DEFAULT 0,
      is_searchable TINYINT(1) NOT NULL DEFAULT 0,
      KEY wrapper_log_fields_log (wrapper_log_id, sort_order),
      CONSTRAINT wrapper_log_fields_log_fk FOREIGN KEY (wrapper_log_id) REFERENCES wrapper_logs (id)
        ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS wrapper_log_fields`.execute(db);
  await sql`DROP TABLE IF EXISTS wrapper_logs`.execute(db);
}
