import { sql, type Kysely } from 'kysely';

// Indexes for the list screens at scale (1,000,000 contacts, 100,000 campaigns in one account).
// Contacts: (list_id, id) serves a page in id order and the count from the index alone (deferred join);
// (list_id, first_name), (list_id, last_name), (list_id, email) serve the name and e-mail prefix search
// (a number search uses the existing unique (list_id, cellphone)). Campaigns: each sort of the campaign
// list (name, id, created date), with and without a category, walks one index for the page's ids.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_list_contacts
      ADD KEY sms_list_contacts_list_id (list_id, id),
      ADD KEY sms_list_contacts_list_first_name (list_id, first_name),
      ADD KEY sms_list_contacts_list_last_name (list_id, last_name),
      ADD KEY sms_list_contacts_list_email (list_id, email),
      ALGORITHM = INPLACE, LOCK = NONE`.execute(db);
  await sql`
    ALTER TABLE sms_campaigns
      ADD KEY sms_campaigns_account_id (account_id, archived, id),
      ADD KEY sms_campaigns_account_created (account_id, archived, created_at),
      ADD KEY sms_campaigns_account_category_name (account_id, archived, category_id, name),
      ALGORITHM = INPLACE, LOCK = NONE`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_campaigns
      DROP KEY sms_campaigns_account_id,
      DROP KEY sms_campaigns_account_created,
      DROP KEY sms_campaigns_account_category_name`.execute(db);
  await sql`
    ALTER TABLE sms_list_contacts
      DROP KEY sms_list_contacts_list_id,
      DROP KEY sms_list_contacts_list_first_name,
      DROP KEY sms_list_contacts_list_last_name,
      DROP KEY sms_list_contacts_list_email`.execute(db);
}
