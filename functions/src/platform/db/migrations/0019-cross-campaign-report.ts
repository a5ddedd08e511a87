import { sql, type Kysely } from 'kysely';

// Cross-campaign report (spec 2 §2.7, §7.3): the report builds (a job table of the shared job mechanism),
// and each user's saved form defaults (userEmail and the archive password, sealed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_disposition_reports (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NOT NULL,
      from_date DATE NOT NULL,
      to_date DATE NOT NULL,
      emails VARCHAR(2000) NOT NULL,
      password_sealed VARBINARY(512) NULL,
      include_message TINYINT(1) NOT NULL,
      include_custom_fields TINYINT(1) NOT NULL,
      status ENUM('Queued','InProgress','Completed','Failed') NOT NULL DEFAULT 'Queued',
      rows_written INT UNSIGNED NOT NULL DEFAULT 0,
      object_key VARCHAR(500) NULL,
      error_text VARCHAR(1000) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      started_at DATETIME(3) NULL,
      finished_at DATETIME(3) NULL,
      lease_owner CHAR(36) CHARACTER SET ascii NULL,
      lease_expires_at DATETIME(3) NULL,
      attempts SMALLINT UNSIGNED NOT NULL DEFAULT 0,
      queued_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sms_disposition_reports_account (account_id, id),
      KEY sms_disposition_reports_sweep (status, lease_expires_at),
      KEY sms_disposition_reports_queued (status, queued_at),
      CONSTRAINT sms_disposition_reports_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT sms_disposition_reports_user_fk FOREIGN KEY (user_id) REFERENCES users (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
  await sql`
    CREATE TABLE sms_disposition_defaults (
      user_id INT UNSIGNED NOT NULL PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      user_email VARCHAR(2000) NOT NULL,
      password_sealed VARBINARY(512) NOT NULL,
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      CONSTRAINT sms_disposition_defaults_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT sms_disposition_defaults_user_fk FOREIGN KEY (user_id) REFERENCES users (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
  // The report's keyset pages read sms_messages (account_id, created_at, id): 0018's
  // sms_messages_account_created (account_id, created_at) is that index (InnoDB appends the primary key).
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sms_disposition_defaults`.execute(db);
  await sql`DROP TABLE IF EXISTS sms_disposition_reports`.execute(db);
}
