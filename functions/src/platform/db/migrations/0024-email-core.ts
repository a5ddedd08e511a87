import { sql, type Kysely } from 'kysely';

// Email marketing's core tables (issue 14), shared by its areas (email-campaigns, email-sending, email-lists):
//
// - email_categories: like sms_categories (GET /api/categories/email).
// - email_lists / email_list_contacts: like sms_lists / sms_list_contacts, keyed by the lower-cased e-mail
//   address (unique per list, which also makes a redelivered import idempotent); the cellphone is optional.
// - email_campaigns: spec 2 §3 "Email campaign" plus what the create/edit screen keeps (sender, subject,
//   preheader, the builder's html/json). status: 0 Dormant, 1 Completed, 2 Queued, 3 Sending,
//   4 BuildingSegment, 5 Active (spec 2 §4). Schedule columns as sms_campaigns (migration 0015).
// - email_campaign_lists: a campaign's audience lists; exclude 1: its members are left out.
// - email_sends: one e-mail to one address of a campaign (or a test send: is_test 1). The first open and
//   click times are kept here; every engagement is also counted in email_engagements.
// - email_engagements: per campaign, type (1 Opens, 2 Clicks, 3 Conversions) and address: the first and
//   last time and how often. The engaged-subscribers list source is built from it in SQL.
// - email_suppressions: addresses the account may no longer e-mail (unsubscribed, hard bounce, complaint).
//   Every send path checks it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_categories (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      name VARCHAR(100) NOT NULL,
      group_name VARCHAR(100) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY email_categories_account_name (account_id, name),
      CONSTRAINT email_categories_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE email_lists (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      name VARCHAR(200) NOT NULL,
      description VARCHAR(1000) NULL,
      country_iso3166 CHAR(2) CHARACTER SET ascii NOT NULL DEFAULT 'ZA',
      exclusion_list TINYINT(1) NOT NULL DEFAULT 0,
      new_process TINYINT(1) NOT NULL DEFAULT 1,
      status TINYINT UNSIGNED NOT NULL DEFAULT 0,
      contacts INT UNSIGNED NOT NULL DEFAULT 0,
      optouts INT UNSIGNED NOT NULL DEFAULT 0,
      dma_optouts INT UNSIGNED NOT NULL DEFAULT 0,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY email_lists_account_name (account_id, name, id),
      KEY email_lists_account_created (account_id, created_at, id),
      CONSTRAINT email_lists_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE email_list_contacts (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      list_id INT UNSIGNED NOT NULL,
      import_job_id INT UNSIGNED NULL,
      source_row INT UNSIGNED NULL,
      email VARCHAR(254) NOT NULL,
      cellphone VARCHAR(20) CHARACTER SET ascii NULL,
      first_name VARCHAR(100) NULL,
      last_name VARCHAR(100) NULL,
      id_number VARCHAR(20) NULL,
      alt_contact_number VARCHAR(32) NULL,
      opt_in VARCHAR(20) NULL,
      marital_status VARCHAR(40) NULL,
      race VARCHAR(40) NULL,
      gender VARCHAR(20) NULL,
      income VARCHAR(40) NULL,
      postal_code VARCHAR(20) NULL,
      region VARCHAR(100) NULL,
      date_of_birth VARCHAR(20) NULL,
      custom1 VARCHAR(255) NULL,
      custom2 VARCHAR(255) NULL,
      custom3 VARCHAR(255) NULL,
      custom4 VARCHAR(255) NULL,
      custom5 VARCHAR(255) NULL,
      custom_values JSON NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY email_list_contacts_list_email (list_id, email),
      KEY email_list_contacts_list_id (list_id, id),
      KEY email_list_contacts_job (import_job_id),
      CONSTRAINT email_list_contacts_list_fk FOREIGN KEY (list_id) REFERENCES email_lists (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE email_campaigns (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      category_id INT UNSIGNED NOT NULL,
      name VARCHAR(200) NOT NULL,
      is_transactional TINYINT(1) NOT NULL DEFAULT 0,
      status TINYINT UNSIGNED NOT NULL DEFAULT 0,
      archived TINYINT(1) NOT NULL DEFAULT 0,
      send_active TINYINT(1) NOT NULL DEFAULT 0,
      provider_name VARCHAR(100) NULL,
      from_name VARCHAR(200) NULL,
      from_email VARCHAR(254) NULL,
      reply_to VARCHAR(254) NULL,
      subject VARCHAR(500) NULL,
      preheader VARCHAR(500) NULL,
      body_html MEDIUMTEXT NULL,
      body_json MEDIUMTEXT NULL,
      next_segment_build_at DATETIME(3) NULL,
      campaign_finish_at DATETIME(3) NULL,
      start_at DATETIME(3) NULL,
      schedule_days VARCHAR(20) CHARACTER SET ascii NOT NULL DEFAULT '1,2,3,4,5',
      daily_send_start_time CHAR(5) CHARACTER SET ascii NULL,
      daily_send_finish_time CHAR(5) CHARACTER SET ascii NULL,
      recycle_campaign_days INT NOT NULL DEFAULT 0,
      rest_period_days INT NOT NULL DEFAULT 0,
      time_zone VARCHAR(64) CHARACTER SET ascii NOT NULL DEFAULT 'Africa/Johannesburg',
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      KEY email_campaigns_account_name (account_id, archived, name, id),
      KEY email_campaigns_account_category (account_id, category_id),
      KEY email_campaigns_due (status, next_segment_build_at),
      CONSTRAINT email_campaigns_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT email_campaigns_category_fk FOREIGN KEY (category_id) REFERENCES email_categories (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE email_campaign_lists (
      campaign_id INT UNSIGNED NOT NULL,
      list_id INT UNSIGNED NOT NULL,
      exclude TINYINT(1) NOT NULL DEFAULT 0,
      PRIMARY KEY (campaign_id, list_id),
      KEY email_campaign_lists_list (list_id),
      CONSTRAINT email_campaign_lists_campaign_fk FOREIGN KEY (campaign_id) REFERENCES email_campaigns (id)
        ON DELETE CASCADE,
      CONSTRAINT email_campaign_lists_list_fk FOREIGN KEY (list_id) REFERENCES email_lists (id) ON DELETE CASCADE
    ) ENGINE=InnoDB`.execute(db);

  await sql`
    CREATE TABLE email_sends (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      list_contact_id BIGINT UNSIGNED NULL,
      is_test TINYINT(1) NOT NULL DEFAULT 0,
      send_round INT UNSIGNED NOT NULL DEFAULT 1,
      email VARCHAR(254) NOT NULL,
      status ENUM('Queued','Sending','Sent','Failed','Suppressed','Bounced','Complained') NOT NULL,
      tracking_token CHAR(22) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
      provider_message_id VARCHAR(100) CHARACTER SET ascii NULL,
      fail_reason VARCHAR(500) NULL,
      send_attempts SMALLINT UNSIGNED NOT NULL DEFAULT 0,
      lease_owner CHAR(36) CHARACTER SET ascii NULL,
      lease_expires_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      enqueued_at DATETIME(3) NULL,
      sent_at DATETIME(3) NULL,
      first_opened_at DATETIME(3) NULL,
      first_clicked_at DATETIME(3) NULL,
      bounced_at DATETIME(3) NULL,
      complained_at DATETIME(3) NULL,
      UNIQUE KEY email_sends_token (tracking_token),
      KEY email_sends_campaign_email (campaign_id, send_round, email),
      KEY email_sends_provider_message (provider_message_id),
      KEY email_sends_outbox (status, enqueued_at),
      CONSTRAINT email_sends_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT email_sends_campaign_fk FOREIGN KEY (campaign_id) REFERENCES email_campaigns (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE email_engagements (
      account_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      type TINYINT UNSIGNED NOT NULL,
      email VARCHAR(254) NOT NULL,
      send_id BIGINT UNSIGNED NULL,
      first_at DATETIME(3) NOT NULL,
      last_at DATETIME(3) NOT NULL,
      hits INT UNSIGNED NOT NULL DEFAULT 1,
      PRIMARY KEY (campaign_id, type, email),
      KEY email_engagements_recent (campaign_id, type, last_at),
      KEY email_engagements_account (account_id, campaign_id),
      CONSTRAINT email_engagements_campaign_fk FOREIGN KEY (campaign_id) REFERENCES email_campaigns (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE email_suppressions (
      account_id INT UNSIGNED NOT NULL,
      email VARCHAR(254) NOT NULL,
      reason ENUM('Unsubscribe','Bounce','Complaint','Manual') NOT NULL,
      campaign_id INT UNSIGNED NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (account_id, email),
      CONSTRAINT email_suppressions_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'email_suppressions',
    'email_engagements',
    'email_sends',
    'email_campaign_lists',
    'email_campaigns',
    'email_list_contacts',
    'email_lists',
    'email_categories',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
