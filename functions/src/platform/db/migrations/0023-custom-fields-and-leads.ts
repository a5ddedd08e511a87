import { sql, type Kysely } from 'kysely';
import { nameFromLabel } from '../../../custom-fields/field-names';

// Landing pages, part B (issue 13): one custom-field model for the list import and page forms, and the
// leads a public page's form stores.
//
// - custom_fields gains name (backfilled from the label: runs of other characters than letters, digits
//   and underscores become '_', made unique per account with a numeric suffix and never a system field's
//   name), input_type and dropdown_options. The name is unique per account; the table's collation
//   (utf8mb4_unicode_ci) makes that ignore case, across account-wide and list fields alike.
// - page_leads: one row per accepted form submission, with its consent record (page, time, the client's
//   address from the trusted viewer header, user agent, the consent text shown), the values by field key
//   (stored as text, never rendered unescaped), and where the contact went (list and contact, or opted_out
//   when the cellphone is on the account's opt-out list and so was not added to any list).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE custom_fields
      ADD COLUMN name VARCHAR(100) NULL AFTER list_id,
      ADD COLUMN input_type ENUM('Email','Text','Dropdown','Checkbox') NOT NULL DEFAULT 'Text' AFTER label,
      ADD COLUMN dropdown_options JSON NULL AFTER input_type`.execute(db);

  const rows = await sql<{ id: number; account_id: number; label: string }>`
    SELECT id, account_id, label FROM custom_fields ORDER BY account_id, id`.execute(db);
  const taken = new Map<number, string[]>();
  for (const row of rows.rows) {
    const names = taken.get(row.account_id) ?? [];
    const name = nameFromLabel(row.label, names);
    names.push(name);
    taken.set(row.account_id, names);
    await sql`UPDATE custom_fields SET name = ${name} WHERE id = ${row.id}`.execute(db);
  }

  await sql`
    ALTER TABLE custom_fields
      MODIFY name VARCHAR(100) NOT NULL,
      ADD UNIQUE KEY custom_fields_name (account_id, name)`.execute(db);

  await sql`
    CREATE TABLE page_leads (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      page_id INT UNSIGNED NOT NULL,
      submitted_at DATETIME(3) NOT NULL,
      client_ip VARCHAR(45) CHARACTER SET ascii NULL,
      user_agent VARCHAR(500) NULL,
      \`values\` JSON NOT NULL,
      cellphone VARCHAR(20) CHARACTER SET ascii NULL,
      email VARCHAR(254) NULL,
      list_id INT UNSIGNED NULL,
      contact_id BIGINT UNSIGNED NULL,
      opted_out TINYINT(1) NOT NULL DEFAULT 0,
      consent_text VARCHAR(1000) NOT NULL,
      KEY page_leads_page (page_id, submitted_at),
      KEY page_leads_account (account_id, submitted_at),
      CONSTRAINT page_leads_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT page_leads_page_fk FOREIGN KEY (page_id) REFERENCES pages (id) ON DELETE CASCADE,
      CONSTRAINT page_leads_list_fk FOREIGN KEY (list_id) REFERENCES sms_lists (id) ON DELETE SET NULL
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    ALTER TABLE webhook_calls
      MODIFY event_type ENUM('Reply','Lead','Optout','DeliveryReport','PageLead') NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM webhook_calls WHERE event_type = 'PageLead'`.execute(db);
  await sql`
    ALTER TABLE webhook_calls
      MODIFY event_type ENUM('Reply','Lead','Optout','DeliveryReport') NOT NULL`.execute(db);
  await sql`DROP TABLE IF EXISTS page_leads`.execute(db);
  await sql`
    ALTER TABLE custom_fields
      DROP KEY custom_fields_name,
      DROP COLUMN dropdown_options,
      DROP COLUMN input_type,
      DROP COLUMN name`.execute(db);
}
