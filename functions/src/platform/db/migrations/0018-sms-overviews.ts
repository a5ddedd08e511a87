import { sql, type Kysely } from 'kysely';
import { withoutFulltextStopwords } from './fulltext-stopwords';

// The SMS overviews (issue 12): summary tables consolidated hourly from the raw rows, and report builds.
//
// - sms_overview_days: per account, campaign and South African day, the counters the overviews show. A
//   message's counters (queued, sent, delivered, clicked, cost) sit on the South African day of its
//   created_at, whenever its delivery report or click arrives (so a rate never mixes two months' sends);
//   a reply's (leads, opt-outs) on the day it was received. An (account, day) is always rewritten whole in
//   one transaction, so a reader never sees half of a day.
// - sms_overview_state: the consolidation's high-water mark and a lease, so two overlapping runs never
//   work at once (the second does nothing).
// - sms_messages.updated_at / sms_replies.updated_at (ON UPDATE): every change of a message (status,
//   suppression, delivery, cost) or reply (type, campaign) moves it, so the hourly run finds the days that
//   changed through one index range instead of scanning the raw tables. sms_clicks rows only count once
//   (unique clicks), found by first_click_at. KEY (account_id, created_at) lets a day of one account be
//   aggregated without reading the account's other days.
// - sms_report_builds: one row per report build (kind, period, requester, progress), also its job row
//   (status, lease, attempts, queued_at as in 0007) for the ReportBuilds queue.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_messages
      ADD COLUMN updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      ADD KEY sms_messages_updated (updated_at),
      ADD KEY sms_messages_account_created (account_id, created_at)`.execute(db);
  // Rebuilds sms_replies, and so its FULLTEXT index: keep that index without stopwords (0014).
  await withoutFulltextStopwords(db, (conn) =>
    sql`
      ALTER TABLE sms_replies
        ADD COLUMN updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        ADD KEY sms_replies_updated (updated_at)`.execute(conn),
  );
  await sql`ALTER TABLE sms_clicks ADD KEY sms_clicks_first_click (first_click_at)`.execute(db);

  await sql`
    CREATE TABLE sms_overview_days (
      account_id INT UNSIGNED NOT NULL,
      day DATE NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      queued INT UNSIGNED NOT NULL DEFAULT 0,
      sent INT UNSIGNED NOT NULL DEFAULT 0,
      delivered INT UNSIGNED NOT NULL DEFAULT 0,
      replies INT UNSIGNED NOT NULL DEFAULT 0,
      leads INT UNSIGNED NOT NULL DEFAULT 0,
      optouts INT UNSIGNED NOT NULL DEFAULT 0,
      clicked INT UNSIGNED NOT NULL DEFAULT 0,
      cost DECIMAL(14,4) NOT NULL DEFAULT 0.0000,
      revenue DECIMAL(14,2) NOT NULL DEFAULT 0.00,
      consolidated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (account_id, day, campaign_id),
      KEY sms_overview_days_campaign (campaign_id, day)
    ) ENGINE=InnoDB`.execute(db);

  await sql`
    CREATE TABLE sms_overview_state (
      name VARCHAR(40) CHARACTER SET ascii NOT NULL PRIMARY KEY,
      high_water_mark DATETIME(3) NULL,
      lease_owner CHAR(36) CHARACTER SET ascii NULL,
      lease_expires_at DATETIME(3) NULL,
      last_run_at DATETIME(3) NULL,
      last_days INT UNSIGNED NOT NULL DEFAULT 0
    ) ENGINE=InnoDB`.execute(db);
  await sql`INSERT INTO sms_overview_state (name) VALUES ('consolidation')`.execute(db);

  await sql`
    CREATE TABLE sms_report_builds (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NULL,
      kind ENUM('OverviewRebuild') NOT NULL,
      period_from DATE NOT NULL,
      period_to DATE NOT NULL,
      days_total INT UNSIGNED NOT NULL,
      days_done INT UNSIGNED NOT NULL DEFAULT 0,
      rows_written INT UNSIGNED NOT NULL DEFAULT 0,
      status ENUM('Queued','InProgress','Completed','Failed') NOT NULL DEFAULT 'Queued',
      error_text VARCHAR(1000) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      started_at DATETIME(3) NULL,
      finished_at DATETIME(3) NULL,
      lease_owner CHAR(36) CHARACTER SET ascii NULL,
      lease_expires_at DATETIME(3) NULL,
      attempts SMALLINT UNSIGNED NOT NULL DEFAULT 0,
      queued_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sms_report_builds_account (account_id, id),
      KEY sms_report_builds_period (account_id, kind, period_from, period_to, status),
      KEY sms_report_builds_sweep (status, lease_expires_at),
      KEY sms_report_builds_queued (status, queued_at),
      CONSTRAINT sms_report_builds_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sms_report_builds', 'sms_overview_state', 'sms_overview_days']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`ALTER TABLE sms_clicks DROP KEY sms_clicks_first_click`.execute(db);
  await sql`ALTER TABLE sms_replies DROP KEY sms_replies_updated, DROP COLUMN updated_at`.execute(db);
  await sql`
    ALTER TABLE sms_messages
      DROP KEY sms_messages_account_created, DROP KEY sms_messages_updated, DROP COLUMN updated_at`.execute(
    db,
  );
}
