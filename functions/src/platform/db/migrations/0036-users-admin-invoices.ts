import { sql, type Kysely } from 'kysely';

// Users administration and invoices to Xero (issue 15). Billing belongs to the account (users belong to
// accounts): whether it is prepaid, may buy prepaid credit, its balance, its Xero contact and its last
// invoice. Each invoice sent is one row, unique per account and invoice date, so a repeated approval
// answers the invoice already sent. The Xero access token is cached sealed (platform/crypto/secret-box).
// Archiving an account's last user disables its e-mail sending domains (disabled_at).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE accounts
      ADD COLUMN prepaid TINYINT(1) NOT NULL DEFAULT 0,
      ADD COLUMN allow_purchase_prepaid TINYINT(1) NOT NULL DEFAULT 0,
      ADD COLUMN prepaid_balance DECIMAL(14,4) NOT NULL DEFAULT 0,
      ADD COLUMN xero_contact_id VARCHAR(64) CHARACTER SET ascii NULL,
      ADD COLUMN xero_invoice_number VARCHAR(64) NULL,
      ADD COLUMN xero_invoice_url VARCHAR(1000) NULL,
      ADD COLUMN xero_invoice_created_at DATETIME(3) NULL`.execute(db);

  await sql`CREATE INDEX users_created ON users (created_at, id)`.execute(db);

  await sql`
    CREATE TABLE accounting_invoices (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NOT NULL,
      invoice_date DATE NOT NULL,
      due_date DATE NOT NULL,
      xero_invoice_id VARCHAR(64) CHARACTER SET ascii NOT NULL,
      invoice_number VARCHAR(64) NOT NULL,
      invoice_url VARCHAR(1000) NULL,
      currency_code CHAR(3) CHARACTER SET ascii NOT NULL,
      total DECIMAL(14,2) NOT NULL,
      created_by_user_id INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY accounting_invoices_account_date (account_id, invoice_date),
      CONSTRAINT accounting_invoices_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE accounting_tokens (
      name VARCHAR(64) CHARACTER SET ascii NOT NULL PRIMARY KEY,
      sealed VARBINARY(8192) NOT NULL,
      expires_at DATETIME(3) NOT NULL
    ) ENGINE=InnoDB`.execute(db);

  await sql`ALTER TABLE email_sending_domains ADD COLUMN disabled_at DATETIME(3) NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE email_sending_domains DROP COLUMN disabled_at`.execute(db);
  await sql`DROP TABLE IF EXISTS accounting_tokens`.execute(db);
  await sql`DROP TABLE IF EXISTS accounting_invoices`.execute(db);
  await sql`DROP INDEX users_created ON users`.execute(db);
  await sql`
    ALTER TABLE accounts
      DROP COLUMN prepaid, DROP COLUMN allow_purchase_prepaid, DROP COLUMN prepaid_balance,
      DROP COLUMN xero_contact_id, DROP COLUMN xero_invoice_number, DROP COLUMN xero_invoice_url,
      DROP COLUMN xero_invoice_created_at`.execute(db);
}
