import { sql, type Kysely } from 'kysely';

// The sender name (issue 28, POPIA s69(4)): every marketing SMS must say who it is from. The account names
// itself in its messages with this setting; NULL means the account's own name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts ADD COLUMN sender_name VARCHAR(40) NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts DROP COLUMN sender_name`.execute(db);
}
