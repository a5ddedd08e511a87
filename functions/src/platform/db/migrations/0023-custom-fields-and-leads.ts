import { sql, type Kysely } from 'kysely';
import { nameFromLabel } from '../../../custom-fields/field-names';

// Landing pages, part B (issue 13): one custom-field model for the list import and page forms, and the
// leads a public page's form stores.
//
// - custom_fields gains name (backfilled from the label: runs of other characters than letters, digits
//   and underscores become '_', made unique per account with a numeric suffix and never a system field's
//   name), input_type and dropdown_options. The name is unique per account; the table's collation
//   (utf8mb4_unicode_ci) makes that ignore case, across account-wide and list fields alike.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE custom_fields
      DROP KEY custom_fields_name,
      DROP COLUMN dropdown_options,
      DROP COLUMN input_type,
      DROP COLUMN name`.execute(db);
}
