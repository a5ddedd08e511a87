import { sql, type Kysely } from 'kysely';

// Landing pages (issue 13, spec 3 §2.3-2.6).
//
// - pages: page_key is unique across every account (the public URL is `${PAGES_BASE_URL}/{pageKey}`, like a
//   slug); the collation makes it unique ignoring case. html/json are the editor's content (json: GrapesJS
//   project data); content_version is bumped on every content save or import (asset keys and cache busting).
//   The list reads (account, archived, created_at | name, id) indexes.
// - page_form_fields: the form's fields in order; exactly one of custom_field_id / system_field_type.
// - page_assets: the relative resources of an imported page, stored in the uploads bucket under
//   pages/{pageId}/v{contentVersion}/{path}; one row per path.
// - sms_campaigns.landing_page_id: set when a campaign's click URL is a page's public URL (the pages list
//   counts them). No page exists before this migration, so there is nothing to backfill here; creating a
//   page links the account's campaigns whose click URL is already its URL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pages (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      page_key VARCHAR(100) NOT NULL,
      name VARCHAR(200) NOT NULL,
      title VARCHAR(200) NOT NULL,
      html MEDIUMTEXT NULL,
      json MEDIUMTEXT NULL,
      form_submit_actions JSON NULL,
      archived TINYINT(1) NOT NULL DEFAULT 0,
      content_version INT UNSIGNED NOT NULL DEFAULT 0,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
      UNIQUE KEY pages_key (page_key),
      KEY pages_account_created (account_id, archived, created_at, id),
      KEY pages_account_name (account_id, archived, name, id),
      CONSTRAINT pages_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE page_form_fields (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      page_id INT UNSIGNED NOT NULL,
      position SMALLINT UNSIGNED NOT NULL,
      custom_field_id INT UNSIGNED NULL,
      system_field_type VARCHAR(40) NULL,
      is_required TINYINT(1) NOT NULL DEFAULT 0,
      save_to_lead TINYINT(1) NOT NULL DEFAULT 1,
      UNIQUE KEY page_form_fields_position (page_id, position),
      KEY page_form_fields_custom_field (custom_field_id),
      CONSTRAINT page_form_fields_page_fk FOREIGN KEY (page_id) REFERENCES pages (id) ON DELETE CASCADE,
      CONSTRAINT page_form_fields_custom_field_fk FOREIGN KEY (custom_field_id) REFERENCES custom_fields (id)
        ON DELETE CASCADE,
      CONSTRAINT page_form_fields_one_source CHECK ((custom_field_id IS NULL) <> (system_field_type IS NULL))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE page_assets (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      page_id INT UNSIGNED NOT NULL,
      path VARCHAR(500) NOT NULL,
      s3_key VARCHAR(700) NOT NULL,
      content_type VARCHAR(200) NOT NULL,
      size INT UNSIGNED NOT NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY page_assets_path (page_id, path),
      CONSTRAINT page_assets_page_fk FOREIGN KEY (page_id) REFERENCES pages (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`.execute(db);

  await sql`
    ALTER TABLE sms_campaigns
      ADD COLUMN landing_page_id INT UNSIGNED NULL AFTER click_url,
      ADD KEY sms_campaigns_landing_page (landing_page_id),
      ADD CONSTRAINT sms_campaigns_landing_page_fk FOREIGN KEY (landing_page_id) REFERENCES pages (id)
        ON DELETE SET NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_campaigns
      DROP FOREIGN KEY sms_campaigns_landing_page_fk,
      DROP KEY sms_campaigns_landing_page,
      DROP COLUMN landing_page_id`.execute(db);
  await sql`DROP TABLE IF EXISTS page_assets`.execute(db);
  await sql`DROP TABLE IF EXISTS page_form_fields`.execute(db);
  await sql`DROP TABLE IF EXISTS pages`.execute(db);
}
