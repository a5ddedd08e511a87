import { sql, type Kysely } from 'kysely';

// Self-service sign-up (issue 15). Starting a sign-up creates the account and its first user (self_sign_up 1,
// email_verified 0, a password nobody knows) so administrators see it as "Unverified Email"; this row holds
// the e-mailed link's token (only its SHA-256), its expiry and the viewer's country. Completing it consumes the
// token once (completed_at). sign_up_events counts e-mails sent and address checks per address and per client,
// for the rate limits (kept a day).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sign_ups (
      user_id INT UNSIGNED NOT NULL,
      token_hash CHAR(64) CHARACTER SET ascii NOT NULL,
      country_code CHAR(2) CHARACTER SET ascii NOT NULL,
      expires_at DATETIME(3) NOT NULL,
      completed_at DATETIME(3) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      sent_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (user_id),
      UNIQUE KEY sign_ups_token_uq (token_hash),
      CONSTRAINT sign_ups_user_fk FOREIGN KEY (user_id) REFERENCES users (id)
    ) ENGINE=InnoDB`.execute(db);
  await sql`
    CREATE TABLE sign_up_events (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      kind ENUM('Email','Check','Start') NOT NULL,
      subject VARCHAR(320) NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      KEY sign_up_events_subject_idx (kind, subject, created_at),
      KEY sign_up_events_created_idx (created_at)
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sign_up_events`.execute(db);
  await sql`DROP TABLE IF EXISTS sign_ups`.execute(db);
}
