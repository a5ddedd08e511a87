import { sql, type Kysely } from 'kysely';

// Report builds for ops (issue 12): download links through our own route, consolidation runs among the
// report builds, and scheduled cross-campaign reports.
//
// - sms_report_links: one e-mailed download link per address and report. Only the SHA-256 of the token is
//   kept (a database reader cannot rebuild a working link); each link works until expires_at (7 days) and
//   may be used again until then (GET /api/reports/download/{token} answers a fresh 5-minute S3 URL).
// - sms_report_builds: kind 'Consolidation' (the hourly run and "run now"; across every account, so
//   account_id may be NULL).
// - sms_report_schedules: cross-campaign reports that ops set up per account (Daily, Weekly or Monthly,
//   covering the previous period), the archive password sealed with the platform's secret box.
// - sms_disposition_reports.schedule_id with UNIQUE (schedule_id, from_date, to_date): a schedule queues
//   at most one report per period, however often the scheduler runs (NULLs never collide, so reports
//   made from the form are not limited).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_report_links (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      report_id INT UNSIGNED NOT NULL,
      token_hash BINARY(32) NOT NULL,
      email VARCHAR(320) NOT NULL,
      expires_at DATETIME(3) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      last_used_at DATETIME(3) NULL,
      uses INT UNSIGNED NOT NULL DEFAULT 0,
      UNIQUE KEY sms_report_links_token (token_hash),
      KEY sms_report_links_report (report_id),
      CONSTRAINT sms_report_links_report_fk FOREIGN KEY (report_id) REFERENCES sms_disposition_reports (id)
        ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    ALTER TABLE sms_report_builds
      MODIFY kind ENUM('OverviewRebuild','Consolidation') NOT NULL,
      MODIFY account_id INT UNSIGNED NULL,
      ADD KEY sms_report_builds_created (created_at, id)`.execute(db);

  await sql`
    CREATE TABLE sms_report_schedules (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      created_by INT UNSIGNED NOT NULL,
      emails VARCHAR(2000) NOT NULL,
      password_sealed VARBINARY(512) NOT NULL,
      include_message TINYINT(1) NOT NULL,
      include_custom_fields TINYINT(1) NOT NULL,
      cadence ENUM('Daily','Weekly','Monthly') NOT NULL,
      status ENUM('Active','Paused') NOT NULL DEFAULT 'Active',
      next_run_at DATETIME(3) NOT NULL,
      last_queued_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sms_report_schedules_due (status, next_run_at),
      CONSTRAINT sms_report_schedules_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT sms_report_schedules_user_fk FOREIGN KEY (created_by) REFERENCES users (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    ALTER TABLE sms_disposition_reports
      ADD COLUMN schedule_id INT UNSIGNED NULL AFTER user_id,
      ADD UNIQUE KEY sms_disposition_reports_schedule_period (schedule_id, from_date, to_date),
      ADD KEY sms_disposition_reports_created (created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_disposition_reports
      DROP KEY sms_disposition_reports_created,
      DROP KEY sms_disposition_reports_schedule_period,
      DROP COLUMN schedule_id`.execute(db);
  await sql`DROP TABLE IF EXISTS sms_report_schedules`.execute(db);
  await sql`DELETE FROM sms_report_builds WHERE kind = 'Consolidation'`.execute(db);
  await sql`
    ALTER TABLE sms_report_builds
      DROP KEY sms_report_builds_created,
      MODIFY account_id INT UNSIGNED NOT NULL,
      MODIFY kind ENUM('OverviewRebuild') NOT NULL`.execute(db);
  await sql`DROP TABLE IF EXISTS sms_report_links`.execute(db);
}
