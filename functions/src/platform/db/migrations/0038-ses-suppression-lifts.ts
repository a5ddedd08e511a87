import { sql, type Kysely } from 'kysely';

// E-mail suppressions can be lifted by the account (Settings › Email suppressions), and the history is kept:
// a lifted suppression stays as a row with who lifted it and when, and no longer suppresses. So a row gets an
// id of its own, and "one active suppression per address" moves from the primary key to a unique key on a
// generated column that is the address while the row is active and NULL once lifted (NULLs never collide):
// the address can be suppressed again after a lift, as a new row. lifted_by_user_id has no foreign key: the
// history outlives the user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE email_suppressions
      DROP PRIMARY KEY,
      ADD COLUMN id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY FIRST,
      ADD COLUMN lifted_at DATETIME(3) NULL,
      ADD COLUMN lifted_by_user_id INT UNSIGNED NULL,
      ADD COLUMN active_email VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin
        AS (IF(lifted_at IS NULL, email, NULL)) PERSISTENT,
      ADD UNIQUE KEY email_suppressions_active (account_id, active_email),
      ADD KEY email_suppressions_listing (account_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM email_suppressions WHERE lifted_at IS NOT NULL`.execute(db);
  await sql`
    ALTER TABLE email_suppressions
      DROP KEY email_suppressions_listing,
      DROP KEY email_suppressions_active,
      DROP COLUMN active_email,
      DROP COLUMN lifted_by_user_id,
      DROP COLUMN lifted_at,
      MODIFY id INT UNSIGNED NOT NULL,
      DROP PRIMARY KEY,
      DROP COLUMN id,
      ADD PRIMARY KEY (account_id, email)`.execute(db);
}
