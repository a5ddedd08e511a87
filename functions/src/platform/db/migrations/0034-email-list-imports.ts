import { sql, type Kysely } from 'kysely';

// Email list imports (issue 14) run on the list-import jobs of SMS lists (one pipeline, one List Process
// Queue, one cap of imports per account): a job now fills either an SMS list (list_id) or an e-mail list
// (email_list_id), exactly one of them, each with its own cascading foreign key, and gets a third source,
// EngagedSubscribers (built in SQL from email_engagements; its campaigns, type and period in settings).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE list_import_jobs
      MODIFY list_id INT UNSIGNED NULL,
      ADD COLUMN email_list_id INT UNSIGNED NULL AFTER list_id,
      MODIFY source ENUM('File','MySql','EngagedSubscribers') NOT NULL,
      ADD KEY list_import_jobs_email_list (email_list_id),
      ADD CONSTRAINT list_import_jobs_email_list_fk FOREIGN KEY (email_list_id)
        REFERENCES email_lists (id) ON DELETE CASCADE,
      ADD CONSTRAINT list_import_jobs_one_list CHECK ((list_id IS NULL) <> (email_list_id IS NULL))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM list_import_jobs WHERE email_list_id IS NOT NULL`.execute(db);
  await sql`
    ALTER TABLE list_import_jobs
      DROP CONSTRAINT list_import_jobs_one_list,
      DROP FOREIGN KEY list_import_jobs_email_list_fk,
      DROP KEY list_import_jobs_email_list,
      DROP COLUMN email_list_id,
      MODIFY source ENUM('File','MySql') NOT NULL,
      MODIFY list_id INT UNSIGNED NOT NULL`.execute(db);
}
