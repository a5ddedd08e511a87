import { sql, type Kysely } from 'kysely';

// The proof of dispatch as a job (issue 28 part 2): a campaign's dispatch log is built by a worker of the shared
// job mechanism (platform/jobs) instead of inside the API request, so a million rows are never bound by API
// Gateway's 29 s.
// - dispatch_log_builds: one build of an SMS or e-mail campaign's dispatch log, also its job row. building_key
//   is the campaign while the build is Queued or InProgress (else NULL): UNIQUE with the channel, so a second
//   request while one is being built finds the running one instead of starting another.
// - email_sends.delivered_at: the SES Delivery event's time (the e-mail log's delivery column).
// - KEY email_sends_dispatch: a campaign's sends in id order (the e-mail log's keyset).
// - KEY page_leads_email: an e-mail address's consent record reads the account's form submissions by address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE dispatch_log_builds (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NOT NULL,
      channel ENUM('Sms','Email') NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      status ENUM('Queued','InProgress','Completed','Failed') NOT NULL DEFAULT 'Queued',
      building_key INT UNSIGNED AS (IF(status IN ('Queued','InProgress'), campaign_id, NULL)) PERSISTENT,
      rows_written INT UNSIGNED NOT NULL DEFAULT 0,
      object_key VARCHAR(500) NULL,
      file_name VARCHAR(200) NOT NULL,
      error_text VARCHAR(1000) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      started_at DATETIME(3) NULL,
      finished_at DATETIME(3) NULL,
      lease_owner CHAR(36) CHARACTER SET ascii NULL,
      lease_expires_at DATETIME(3) NULL,
      attempts SMALLINT UNSIGNED NOT NULL DEFAULT 0,
      queued_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY dispatch_log_builds_building (channel, building_key),
      KEY dispatch_log_builds_campaign (account_id, channel, campaign_id, id),
      KEY dispatch_log_builds_sweep (status, lease_expires_at),
      KEY dispatch_log_builds_queued (status, queued_at),
      CONSTRAINT dispatch_log_builds_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT dispatch_log_builds_user_fk FOREIGN KEY (user_id) REFERENCES users (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
  await sql`
    ALTER TABLE email_sends
      ADD COLUMN delivered_at DATETIME(3) NULL,
      ADD KEY email_sends_dispatch (campaign_id, id)`.execute(db);
  await sql`ALTER TABLE page_leads ADD KEY page_leads_email (account_id, email)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE page_leads DROP KEY page_leads_email`.execute(db);
  await sql`ALTER TABLE email_sends DROP KEY email_sends_dispatch, DROP COLUMN delivered_at`.execute(db);
  await sql`DROP TABLE dispatch_log_builds`.execute(db);
}
