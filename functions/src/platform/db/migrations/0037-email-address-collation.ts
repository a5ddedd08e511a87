import { sql, type Kysely } from 'kysely';

// E-mail addresses are compared byte for byte. The e-mail tables (0024) took the schema's default
// collation, utf8mb4_unicode_ci, which also ignores accents: müller@example.de and muller@example.de, or
// straße@x.de and strasse@x.de, were one address to a list's unique key (the second was dropped as a
// duplicate the wizard had not counted) and to a suppression (unsubscribing one silenced the other).
// Every path stores addresses lower-cased and trimmed already (lists/files/email.ts, the suppression and
// send-test paths), so utf8mb4_bin keeps them case-insensitive in effect and tells different people
// apart. The four columns change together: they are joined to each other, and MariaDB refuses to compare
// columns of different collations.
const TABLES = ['email_list_contacts', 'email_sends', 'email_engagements', 'email_suppressions'];

async function setCollation(db: Kysely<unknown>, collation: 'utf8mb4_bin' | 'utf8mb4_unicode_ci') {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} MODIFY email VARCHAR(254) CHARACTER SET utf8mb4 COLLATE ${sql.raw(collation)} NOT NULL`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setCollation(db, 'utf8mb4_bin');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Addresses told apart only by accents would collide under the old collation: keep the first of each.
  await sql`
    DELETE c FROM email_list_contacts c
    JOIN email_list_contacts k ON k.list_id = c.list_id AND k.id < c.id
      AND k.email COLLATE utf8mb4_unicode_ci = c.email COLLATE utf8mb4_unicode_ci`.execute(db);
  await sql`
    DELETE s FROM email_suppressions s
    JOIN email_suppressions k ON k.account_id = s.account_id AND (k.created_at, k.email) < (s.created_at, s.email)
      AND k.email COLLATE utf8mb4_unicode_ci = s.email COLLATE utf8mb4_unicode_ci`.execute(db);
  await sql`
    DELETE e FROM email_engagements e
    JOIN email_engagements k ON k.campaign_id = e.campaign_id AND k.type = e.type AND (k.first_at, k.email) < (e.first_at, e.email)
      AND k.email COLLATE utf8mb4_unicode_ci = e.email COLLATE utf8mb4_unicode_ci`.execute(db);
  await setCollation(db, 'utf8mb4_unicode_ci');
}
