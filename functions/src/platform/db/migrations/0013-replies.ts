import { sql, type Kysely } from 'kysely';

// Replies: the inbound messages providers post to us (each kept once per provider message id, tied to the
// account and, when it answers one of our messages, its campaign), the account's custom lead and opt-out
// keywords, per-account reply counters (the inbox's totals without counting a million rows; signed, spread
// over shard rows like the campaign stats), and outbound web-service callbacks: each call one row (the outbox
// its worker delivers from, with a lease like sms_messages) and each attempt one row with the raw request.
// Campaign stats count replies, leads and opt-outs per hour too. A campaign names its callback URL; an account holds the sealed secret its callbacks are signed with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_campaigns ADD COLUMN callback_url VARCHAR(2000) NULL`.execute(db);
  await sql`
    ALTER TABLE accounts ADD COLUMN webhook_signing_secret VARBINARY(512) NULL`.execute(db);
  await sql`
    ALTER TABLE sms_campaign_stats
      ADD COLUMN replies INT NOT NULL DEFAULT 0,
      ADD COLUMN leads INT NOT NULL DEFAULT 0,
      ADD COLUMN optouts INT NOT NULL DEFAULT 0`.execute(db);
  await sql`
    ALTER TABLE sms_messages MODIFY COLUMN source ENUM('Api','Test','Segment','Reply') NOT NULL`.execute(db);

  await sql`
    CREATE TABLE sms_replies (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      provider_id INT UNSIGNED NOT NULL,
      provider_message_id VARCHAR(64) CHARACTER SET ascii NOT NULL,
      campaign_id INT UNSIGNED NULL,
      in_reply_to_message_id BIGINT UNSIGNED NULL,
      from_number VARCHAR(20) CHARACTER SET ascii NOT NULL,
      to_number VARCHAR(20) CHARACTER SET ascii NULL,
      message VARCHAR(2000) NOT NULL,
      keyword VARCHAR(100) NULL,
      type ENUM('Unallocated','Lead','Optout') NOT NULL,
      ignored TINYINT(1) NOT NULL DEFAULT 0,
      responded TINYINT(1) NOT NULL DEFAULT 0,
      response_message_id BIGINT UNSIGNED NULL,
      received_at DATETIME(3) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY sms_replies_provider_message (provider_id, provider_message_id),
      KEY sms_replies_account_received (account_id, received_at, id),
      KEY sms_replies_account_type (account_id, type, ignored, received_at, id),
      KEY sms_replies_account_ignored (account_id, ignored, received_at, id),
      KEY sms_replies_account_from (account_id, from_number, received_at),
      KEY sms_replies_campaign (campaign_id, received_at),
      CONSTRAINT sms_replies_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_reply_counts (
      account_id INT UNSIGNED NOT NULL,
      type ENUM('Unallocated','Lead','Optout') NOT NULL,
      ignored TINYINT(1) NOT NULL,
      shard TINYINT UNSIGNED NOT NULL DEFAULT 0,
      replies INT NOT NULL DEFAULT 0,
      PRIMARY KEY (account_id, type, ignored, shard)
    ) ENGINE=InnoDB`.execute(db);

  await sql`
    CREATE TABLE sms_keywords (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      kind ENUM('Lead','Optout') NOT NULL,
      keyword VARCHAR(50) NOT NULL,
      normalized VARCHAR(50) NOT NULL,
      operation ENUM('StartsWith','Equals','Contains') NOT NULL DEFAULT 'StartsWith',
      position SMALLINT UNSIGNED NOT NULL DEFAULT 0,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY sms_keywords_unique (account_id, normalized),
      KEY sms_keywords_kind (account_id, kind, position),
      CONSTRAINT sms_keywords_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE webhook_calls (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NULL,
      event_type ENUM('Reply','Lead','Optout','DeliveryReport') NOT NULL,
      event_key VARCHAR(100) CHARACTER SET ascii NOT NULL,
      callback_url VARCHAR(2000) NOT NULL,
      http_method VARCHAR(10) CHARACTER SET ascii NOT NULL DEFAULT 'POST',
      content_type VARCHAR(100) CHARACTER SET ascii NOT NULL DEFAULT 'application/json',
      payload MEDIUMTEXT NOT NULL,
      send_attempts SMALLINT UNSIGNED NOT NULL DEFAULT 0,
      sent TINYINT(1) NOT NULL DEFAULT 0,
      given_up TINYINT(1) NOT NULL DEFAULT 0,
      last_status_code SMALLINT UNSIGNED NULL,
      last_error VARCHAR(500) NULL,
      next_attempt_at DATETIME(3) NULL,
      enqueued_at DATETIME(3) NULL,
      lease_owner CHAR(36) CHARACTER SET ascii NULL,
      lease_expires_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      sent_at DATETIME(3) NULL,
      UNIQUE KEY webhook_calls_event (account_id, event_key),
      KEY webhook_calls_account (account_id, created_at),
      KEY webhook_calls_campaign (campaign_id, created_at),
      KEY webhook_calls_due (sent, given_up, next_attempt_at),
      CONSTRAINT webhook_calls_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE webhook_attempts (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      call_id BIGINT UNSIGNED NOT NULL,
      attempt SMALLINT UNSIGNED NOT NULL,
      started_at DATETIME(3) NOT NULL,
      duration_ms INT UNSIGNED NOT NULL,
      status_code SMALLINT UNSIGNED NULL,
      error VARCHAR(500) NULL,
      request_text MEDIUMTEXT NOT NULL,
      response_excerpt VARCHAR(1000) NULL,
      UNIQUE KEY webhook_attempts_call (call_id, attempt),
      CONSTRAINT webhook_attempts_call_fk FOREIGN KEY (call_id) REFERENCES webhook_calls (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'webhook_attempts',
    'webhook_calls',
    'sms_keywords',
    'sms_reply_counts',
    'sms_replies',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`
    ALTER TABLE sms_messages MODIFY COLUMN source ENUM('Api','Test','Segment') NOT NULL`.execute(db);
  await sql`ALTER TABLE sms_campaign_stats DROP COLUMN replies, DROP COLUMN leads, DROP COLUMN optouts`.execute(
    db,
  );
  await sql`ALTER TABLE accounts DROP COLUMN webhook_signing_secret`.execute(db);
  await sql`ALTER TABLE sms_campaigns DROP COLUMN callback_url`.execute(db);
}
