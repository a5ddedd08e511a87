import { sql, type Kysely } from 'kysely';
import { withoutFulltextStopwords } from './fulltext-stopwords';

// SMS History (spec 2 §2.2, §2.3, §7.1): indexes for the lookups the existing ones do not serve.
// - sms_list_contacts by cellphone: the lists holding a number (the account's lists are joined to it), and
//   the global view across every account's lists;
// - sms_list_contacts by ID number, cleaned as people type it (spaces and dashes removed, the DMA's rule in
//   dma.repository.ts): an indexed virtual column, so "800101 5009 087" on a list is found by 8001015009087
//   without rewriting stored rows or the import's LOAD DATA;
// - sms_replies by keyword alone: a reply to an IdNumber campaign keeps the ID number as its keyword; the
//   account's view uses (account_id, keyword, ...) from 0014, the global view this one.
// The message, delivery-report, reply, click and callback panels already have (account_id, number, ...)
// indexes (0012, 0013, 0014); the global view reaches them account by account (accounts joined to the
// table on account_id), so the tables written on every send get no new index for an administrator's view.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_list_contacts
      ADD COLUMN id_number_key VARCHAR(20) GENERATED ALWAYS AS (REPLACE(REPLACE(TRIM(id_number), ' ', ''), '-', '')) VIRTUAL,
      ADD KEY sms_list_contacts_cellphone (cellphone),
      ADD KEY sms_list_contacts_id_number (id_number_key)`.execute(db);
  await withoutFulltextStopwords(db, (conn) =>
    sql`ALTER TABLE sms_replies ADD KEY sms_replies_keyword (keyword)`.execute(conn),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sms_replies DROP KEY sms_replies_keyword`.execute(db);
  await sql`
    ALTER TABLE sms_list_contacts
      DROP KEY sms_list_contacts_id_number,
      DROP KEY sms_list_contacts_cellphone,
      DROP COLUMN id_number_key`.execute(db);
}
