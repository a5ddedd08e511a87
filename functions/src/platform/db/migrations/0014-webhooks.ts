import { sql, type Kysely } from 'kysely';

// Web-service callbacks, second part: the cellphone a call is about (SMS History by Cellphone lists a
// number's callbacks: spec 2 §3 Callback, read on account + cellphone), and the signing secret an account
// rotated away from, still used beside the new one for a day so partners can switch without losing calls.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE webhook_calls
      ADD COLUMN cellphone VARCHAR(20) CHARACTER SET ascii NULL AFTER campaign_id,
      ADD KEY webhook_calls_cellphone (account_id, cellphone, created_at)`.execute(db);
  await sql`
    ALTER TABLE accounts
      ADD COLUMN webhook_previous_secret VARBINARY(512) NULL,
      ADD COLUMN webhook_previous_secret_until DATETIME(3) NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts DROP COLUMN webhook_previous_secret, DROP COLUMN webhook_previous_secret_until`.execute(
    db,
  );
  await sql`ALTER TABLE webhook_calls DROP KEY webhook_calls_cellphone, DROP COLUMN cellphone`.execute(db);
}
