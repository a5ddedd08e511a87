import { sql, type Kysely } from 'kysely';

// Accounts, users, sessions, sign-in throttling and the e-mail outbox.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE accounts (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      name VARCHAR(200) NOT NULL,
      limit_downloads TINYINT(1) NOT NULL DEFAULT 0,
      allow_internationalisation TINYINT(1) NOT NULL DEFAULT 0,
      default_country_iso3166 CHAR(2) NOT NULL DEFAULT 'ZA',
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE users (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      email VARCHAR(254) NOT NULL,
      password_hash VARCHAR(255) NOT NULL,
      first_name VARCHAR(100) NOT NULL,
      last_name VARCHAR(100) NOT NULL,
      company VARCHAR(200) NULL,
      cellphone VARCHAR(32) NULL,
      role ENUM('Client','Admin') NOT NULL DEFAULT 'Client',
      archived TINYINT(1) NOT NULL DEFAULT 0,
      self_sign_up TINYINT(1) NOT NULL DEFAULT 0,
      email_verified TINYINT(1) NOT NULL DEFAULT 0,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      last_login_at DATETIME(3) NULL,
      previous_login_at DATETIME(3) NULL,
      UNIQUE KEY users_email_unique (email),
      KEY users_account (account_id),
      CONSTRAINT users_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sessions (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      user_id INT UNSIGNED NOT NULL,
      token_hash CHAR(64) NOT NULL,
      csrf_token_hash CHAR(64) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      last_seen_at DATETIME(3) NOT NULL,
      expires_at DATETIME(3) NOT NULL,
      ip VARCHAR(45) NULL,
      user_agent VARCHAR(255) NULL,
      UNIQUE KEY sessions_token_hash_unique (token_hash),
      KEY sessions_user (user_id),
      CONSTRAINT sessions_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin`.execute(db);

  await sql`
    CREATE TABLE sign_in_failures (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      email VARCHAR(254) NOT NULL,
      ip VARCHAR(45) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sign_in_failures_email (email, created_at),
      KEY sign_in_failures_ip (ip, created_at)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE email_messages (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NULL,
      to_address VARCHAR(254) NOT NULL,
      subject VARCHAR(255) NOT NULL,
      body_text MEDIUMTEXT NOT NULL,
      body_html MEDIUMTEXT NULL,
      status ENUM('Queued','Sending','Sent','Failed') NOT NULL DEFAULT 'Queued',
      attempts INT UNSIGNED NOT NULL DEFAULT 0,
      provider_message_id VARCHAR(255) NULL,
      error_text VARCHAR(1000) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      sent_at DATETIME(3) NULL,
      KEY email_messages_account (account_id, id),
      CONSTRAINT email_messages_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT email_messages_user_fk FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['email_messages', 'sign_in_failures', 'sessions', 'users', 'accounts']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
