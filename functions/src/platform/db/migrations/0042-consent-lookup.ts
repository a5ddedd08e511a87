import { sql, type Kysely } from 'kysely';

// A number's consent record (issue 28) reads the account's landing-page leads by cellphone: an index for it,
// so the record does not scan every lead the account ever had.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE page_leads ADD KEY page_leads_cellphone (account_id, cellphone)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE page_leads DROP KEY page_leads_cellphone`.execute(db);
}
