import { sql, type Kysely } from 'kysely';

// An account's e-mail sending domains (issue 14): a campaign's from address must be on one the account has
// verified with SES (an SES v2 e-mail identity; locally the SES stand-in verifies it). Status follows SES's
// identity verification: Pending until SES reports SUCCESS (Verified) or FAILED.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_sending_domains (
      account_id INT UNSIGNED NOT NULL,
      domain VARCHAR(253) CHARACTER SET ascii NOT NULL,
      status ENUM('Pending','Verified','Failed') NOT NULL DEFAULT 'Pending',
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      verified_at DATETIME(3) NULL,
      PRIMARY KEY (account_id, domain),
      CONSTRAINT email_sending_domains_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS email_sending_domains`.execute(db);
}
