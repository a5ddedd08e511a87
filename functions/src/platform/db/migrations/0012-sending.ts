import { sql, type Kysely } from 'kysely';

// Sending: partner API keys, provider connections (type, endpoint, sealed credentials, price, rate), the
// messages the pipeline sends, the delivery reports and clicks it records, hourly campaign counters (the
// status page and the overviews read these, never the raw messages; signed, because a message queued in one
// hour and suppressed at send time in the next moves a count between them; each hour spread over a few shard
// rows, so concurrent sends of one campaign do not queue on one row lock), and shared rate windows (a key's
// request limit and a provider's messages per second hold across every function instance).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_providers
      ADD COLUMN type ENUM('BulkSms') NOT NULL DEFAULT 'BulkSms',
      ADD COLUMN base_url VARCHAR(500) NOT NULL DEFAULT 'https://api.bulksms.com/v1',
      ADD COLUMN credentials VARBINARY(2048) NULL,
      ADD COLUMN webhook_secret VARBINARY(512) NULL,
      ADD COLUMN price_per_segment DECIMAL(10,4) NOT NULL DEFAULT 0.0000,
      ADD COLUMN messages_per_second INT UNSIGNED NOT NULL DEFAULT 10`.execute(db);

  await sql`
    CREATE TABLE api_keys (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      created_by_user_id INT UNSIGNED NOT NULL,
      name VARCHAR(100) NOT NULL,
      prefix VARCHAR(16) CHARACTER SET ascii NOT NULL,
      key_hash BINARY(32) NOT NULL,
      rate_limit_per_second INT UNSIGNED NOT NULL DEFAULT 100,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      last_used_at DATETIME(3) NULL,
      revoked_at DATETIME(3) NULL,
      disabled_at DATETIME(3) NULL,
      UNIQUE KEY api_keys_hash (key_hash),
      KEY api_keys_account (account_id, revoked_at, created_at),
      KEY api_keys_user (created_by_user_id),
      CONSTRAINT api_keys_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT api_keys_user_fk FOREIGN KEY (created_by_user_id) REFERENCES users (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE rate_windows (
      bucket VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
      window_start BIGINT NOT NULL,
      hits INT UNSIGNED NOT NULL,
      PRIMARY KEY (bucket, window_start)
    ) ENGINE=InnoDB`.execute(db);

  await sql`
    CREATE TABLE sms_messages (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      campaign_message_id INT UNSIGNED NULL,
      api_key_id INT UNSIGNED NULL,
      source ENUM('Api','Test','Segment') NOT NULL,
      idempotency_key VARCHAR(100) CHARACTER SET ascii COLLATE ascii_bin NULL,
      recipient VARCHAR(20) CHARACTER SET ascii NOT NULL,
      body TEXT NOT NULL,
      segments SMALLINT UNSIGNED NOT NULL,
      encoding ENUM('GSM7','UCS2') NOT NULL,
      short_code CHAR(7) CHARACTER SET ascii COLLATE ascii_bin NULL,
      click_url VARCHAR(2000) NULL,
      status ENUM('Queued','Sending','Sent','Delivered','Undelivered','Failed','Suppressed') NOT NULL,
      suppression ENUM('Optout','Dma') NULL,
      fail_reason VARCHAR(500) NULL,
      provider_id INT UNSIGNED NULL,
      provider_message_id VARCHAR(64) CHARACTER SET ascii NULL,
      cost DECIMAL(12,4) NULL,
      send_attempts SMALLINT UNSIGNED NOT NULL DEFAULT 0,
      next_attempt_at DATETIME(3) NULL,
      lease_owner CHAR(36) CHARACTER SET ascii NULL,
      lease_expires_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      enqueued_at DATETIME(3) NULL,
      sent_at DATETIME(3) NULL,
      delivered_at DATETIME(3) NULL,
      failed_at DATETIME(3) NULL,
      UNIQUE KEY sms_messages_idempotency (account_id, idempotency_key),
      UNIQUE KEY sms_messages_short_code (short_code),
      UNIQUE KEY sms_messages_provider_message (provider_id, provider_message_id),
      KEY sms_messages_recipient (account_id, recipient, created_at),
      KEY sms_messages_campaign (campaign_id, created_at),
      KEY sms_messages_outbox (status, enqueued_at),
      CONSTRAINT sms_messages_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT sms_messages_campaign_fk FOREIGN KEY (campaign_id) REFERENCES sms_campaigns (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_delivery_reports (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      provider_id INT UNSIGNED NOT NULL,
      provider_message_id VARCHAR(64) CHARACTER SET ascii NOT NULL,
      message_id BIGINT UNSIGNED NULL,
      account_id INT UNSIGNED NULL,
      status VARCHAR(40) NOT NULL,
      delivered TINYINT(1) NOT NULL,
      reported_at DATETIME(3) NOT NULL,
      received_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY sms_delivery_reports_unique (provider_id, provider_message_id, status),
      KEY sms_delivery_reports_message (message_id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_clicks (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      message_id BIGINT UNSIGNED NOT NULL,
      account_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      recipient VARCHAR(20) CHARACTER SET ascii NOT NULL,
      url VARCHAR(2000) NOT NULL,
      clicks INT UNSIGNED NOT NULL DEFAULT 1,
      first_click_at DATETIME(3) NOT NULL,
      latest_click_at DATETIME(3) NOT NULL,
      UNIQUE KEY sms_clicks_message (message_id),
      KEY sms_clicks_recipient (account_id, recipient),
      KEY sms_clicks_campaign (campaign_id, latest_click_at)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_campaign_stats (
      campaign_id INT UNSIGNED NOT NULL,
      hour DATETIME NOT NULL,
      shard TINYINT UNSIGNED NOT NULL DEFAULT 0,
      account_id INT UNSIGNED NOT NULL,
      queued INT NOT NULL DEFAULT 0,
      suppressed INT NOT NULL DEFAULT 0,
      sent INT NOT NULL DEFAULT 0,
      delivered INT NOT NULL DEFAULT 0,
      undelivered INT NOT NULL DEFAULT 0,
      failed INT NOT NULL DEFAULT 0,
      clicks INT NOT NULL DEFAULT 0,
      unique_clicks INT NOT NULL DEFAULT 0,
      segments INT NOT NULL DEFAULT 0,
      cost DECIMAL(14,4) NOT NULL DEFAULT 0.0000,
      PRIMARY KEY (campaign_id, hour, shard),
      KEY sms_campaign_stats_account (account_id, hour)
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sms_campaign_stats',
    'sms_clicks',
    'sms_delivery_reports',
    'sms_messages',
    'rate_windows',
    'api_keys',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`
    ALTER TABLE sms_providers
      DROP COLUMN type, DROP COLUMN base_url, DROP COLUMN credentials, DROP COLUMN webhook_secret,
      DROP COLUMN price_per_segment, DROP COLUMN messages_per_second`.execute(db);
}
