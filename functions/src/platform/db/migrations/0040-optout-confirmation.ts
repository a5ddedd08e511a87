import { sql, type Kysely } from 'kysely';

// Opt-out confirmation (issue 28 part 4): an account setting, on by default; the confirmation SMS is a
// message of its own source (exempt from the opt-out it confirms, never from the DMA list); at most one per
// number per South African day per account, held by the primary key of sms_optout_confirmations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts ADD COLUMN optout_confirmation TINYINT(1) NOT NULL DEFAULT 1`.execute(db);
  await sql`
    ALTER TABLE sms_messages
    MODIFY COLUMN source ENUM('Api','Test','Segment','Reply','OptoutConfirmation') NOT NULL`.execute(db);
  await sql`
    CREATE TABLE sms_optout_confirmations (
      account_id INT UNSIGNED NOT NULL,
      cellphone VARCHAR(20) CHARACTER SET ascii NOT NULL,
      sast_day DATE NOT NULL,
      message_id BIGINT UNSIGNED NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (account_id, cellphone, sast_day),
      CONSTRAINT sms_optout_confirmations_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sms_optout_confirmations`.execute(db);
  await sql`DELETE FROM sms_messages WHERE source = 'OptoutConfirmation'`.execute(db);
  await sql`
    ALTER TABLE sms_messages MODIFY COLUMN source ENUM('Api','Test','Segment','Reply') NOT NULL`.execute(db);
  await sql`ALTER TABLE accounts DROP COLUMN optout_confirmation`.execute(db);
}
