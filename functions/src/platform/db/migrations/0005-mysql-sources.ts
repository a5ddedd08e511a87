import { sql, type Kysely } from 'kysely';

// Users' MySQL servers that lists import from (the password encrypted at rest), and custom fields:
// account-wide or list-specific, with the values of each contact kept as JSON by field id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mysql_connection_strings (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      conn_name VARCHAR(100) NOT NULL,
      host VARCHAR(255) NOT NULL,
      username VARCHAR(100) NOT NULL,
      password_enc VARBINARY(600) NULL,
      database_name VARCHAR(64) NOT NULL,
      table_prefix VARCHAR(64) NOT NULL DEFAULT '',
      type TINYINT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY mysql_connection_strings_account (account_id, conn_name),
      CONSTRAINT mysql_connection_strings_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    ALTER TABLE list_import_jobs
      ADD COLUMN connection_string_id INT UNSIGNED NULL AFTER uploaded_file_id,
      ADD CONSTRAINT list_import_jobs_conn_fk FOREIGN KEY (connection_string_id)
        REFERENCES mysql_connection_strings (id) ON DELETE SET NULL`.execute(db);

  await sql`
    CREATE TABLE custom_fields (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      list_id INT UNSIGNED NULL,
      label VARCHAR(100) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY custom_fields_account (account_id, list_id),
      CONSTRAINT custom_fields_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT custom_fields_list_fk FOREIGN KEY (list_id) REFERENCES sms_lists (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`ALTER TABLE sms_list_contacts ADD COLUMN custom_values JSON NULL AFTER custom5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sms_list_contacts DROP COLUMN custom_values`.execute(db);
  await sql`DROP TABLE IF EXISTS custom_fields`.execute(db);
  await sql`ALTER TABLE list_import_jobs DROP FOREIGN KEY list_import_jobs_conn_fk`.execute(db);
  await sql`ALTER TABLE list_import_jobs DROP COLUMN connection_string_id`.execute(db);
  await sql`DROP TABLE IF EXISTS mysql_connection_strings`.execute(db);
}
