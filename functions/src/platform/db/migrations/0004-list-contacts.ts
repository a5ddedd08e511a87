import { sql, type Kysely } from 'kysely';

// List contacts (unique per list and cellphone, which also makes a redelivered import idempotent)
// and the account's suppression sets: opt-outs and DMA opt-outs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_list_contacts (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      list_id INT UNSIGNED NOT NULL,
      import_job_id INT UNSIGNED NULL,
      source_row INT UNSIGNED NULL,
      cellphone VARCHAR(20) CHARACTER SET ascii NOT NULL,
      email VARCHAR(254) NULL,
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
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY sms_list_contacts_list_cellphone (list_id, cellphone),
      KEY sms_list_contacts_job (import_job_id),
      CONSTRAINT sms_list_contacts_list_fk FOREIGN KEY (list_id) REFERENCES sms_lists (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_optouts (
      account_id INT UNSIGNED NOT NULL,
      cellphone VARCHAR(20) CHARACTER SET ascii NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (account_id, cellphone),
      CONSTRAINT sms_optouts_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB`.execute(db);

  await sql`
    CREATE TABLE dma_optouts (
      account_id INT UNSIGNED NOT NULL,
      cellphone VARCHAR(20) CHARACTER SET ascii NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (account_id, cellphone),
      CONSTRAINT dma_optouts_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dma_optouts', 'sms_optouts', 'sms_list_contacts']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
