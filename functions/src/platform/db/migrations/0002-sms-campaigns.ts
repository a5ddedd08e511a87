import { sql, type Kysely } from 'kysely';

// SMS categories, providers, campaigns and their messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_categories (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      name VARCHAR(100) NOT NULL,
      group_name VARCHAR(100) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY sms_categories_account_name (account_id, name),
      CONSTRAINT sms_categories_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_providers (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      name VARCHAR(100) NOT NULL,
      reverse_billed TINYINT(1) NOT NULL DEFAULT 0,
      active TINYINT(1) NOT NULL DEFAULT 1,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sms_providers_account (account_id),
      CONSTRAINT sms_providers_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_campaigns (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      category_id INT UNSIGNED NOT NULL,
      name VARCHAR(200) NOT NULL,
      type TINYINT UNSIGNED NOT NULL,
      status TINYINT UNSIGNED NOT NULL DEFAULT 0,
      archived TINYINT(1) NOT NULL DEFAULT 0,
      provider_option ENUM('SpreadStandard','SpreadReverseBilled','SelectedProvider') NULL,
      provider_id INT UNSIGNED NULL,
      messages_saved TINYINT(1) NOT NULL DEFAULT 0,
      click_url VARCHAR(2000) NULL,
      replies_saved TINYINT(1) NOT NULL DEFAULT 0,
      receive_active TINYINT(1) NOT NULL DEFAULT 0,
      reply_type ENUM('Default','Static','IdNumber','Email') NULL,
      static_keyword VARCHAR(50) NULL,
      next_segment_build_at DATETIME(3) NULL,
      campaign_finish_at DATETIME(3) NULL,
      schedule_days VARCHAR(20) NOT NULL DEFAULT '',
      daily_send_start_time CHAR(5) NULL,
      daily_send_finish_time CHAR(5) NULL,
      recycle_campaign_days INT NOT NULL DEFAULT 0,
      rest_period_days INT NOT NULL DEFAULT 0,
      send_status INT NOT NULL DEFAULT 0,
      time_zone VARCHAR(64) NOT NULL DEFAULT 'Africa/Johannesburg',
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sms_campaigns_account_name (account_id, archived, name),
      KEY sms_campaigns_account_category (account_id, category_id),
      CONSTRAINT sms_campaigns_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT sms_campaigns_category_fk FOREIGN KEY (category_id) REFERENCES sms_categories (id),
      CONSTRAINT sms_campaigns_provider_fk FOREIGN KEY (provider_id) REFERENCES sms_providers (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_campaign_messages (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      campaign_id INT UNSIGNED NOT NULL,
      position SMALLINT UNSIGNED NOT NULL,
      active TINYINT(1) NOT NULL DEFAULT 1,
      message TEXT NOT NULL,
      KEY sms_campaign_messages_campaign (campaign_id, position),
      CONSTRAINT sms_campaign_messages_campaign_fk FOREIGN KEY (campaign_id) REFERENCES sms_campaigns (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sms_campaign_messages', 'sms_campaigns', 'sms_providers', 'sms_categories']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
