import { sql, type Kysely } from 'kysely';

// Sales data of SMS campaigns (issue 12): a user uploads a file of sales and it is matched to the leads
// of one campaign; matched sales are the overviews' revenue.
//
// - sms_sales_uploads: one row per import (the status page's "Last upload performed on …").
// - sms_sales: the imported sales. sale_key (SHA-1 of cellphone, amount, date and reference) is unique per
//   campaign: the same sale imported twice counts as a duplicate. lead_day is the South African day the
//   cellphone first replied as a Lead of the campaign (null: not a lead, so no revenue); revenue sits on
//   that day so it lines up with the leads and the cost. KEY (account_id, lead_day) lets the consolidation
//   sum one account's day.
// - sms_overview_marks: (account, day)s whose overview must be rewritten because something without an
//   updated_at changed (sales imported or cleared); the hourly consolidation reads them like updated_at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_sales_uploads (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      user_id INT UNSIGNED NULL,
      uploaded_file_id INT UNSIGNED NULL,
      file_name VARCHAR(255) NOT NULL,
      imported INT UNSIGNED NOT NULL DEFAULT 0,
      matched INT UNSIGNED NOT NULL DEFAULT 0,
      duplicate INT UNSIGNED NOT NULL DEFAULT 0,
      invalid INT UNSIGNED NOT NULL DEFAULT 0,
      new_matched_leads INT UNSIGNED NOT NULL DEFAULT 0,
      uploaded_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      KEY sms_sales_uploads_campaign (campaign_id, id),
      CONSTRAINT sms_sales_uploads_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT sms_sales_uploads_campaign_fk FOREIGN KEY (campaign_id) REFERENCES sms_campaigns (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_sales (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      upload_id INT UNSIGNED NOT NULL,
      cellphone VARCHAR(20) CHARACTER SET ascii NOT NULL,
      amount DECIMAL(14,2) NOT NULL,
      sale_date DATE NULL,
      reference VARCHAR(255) NULL,
      sale_key BINARY(20) NOT NULL,
      lead_day DATE NULL,
      UNIQUE KEY sms_sales_campaign_key (campaign_id, sale_key),
      KEY sms_sales_campaign_cellphone (campaign_id, cellphone),
      KEY sms_sales_upload (upload_id),
      KEY sms_sales_account_lead_day (account_id, lead_day),
      CONSTRAINT sms_sales_upload_fk FOREIGN KEY (upload_id) REFERENCES sms_sales_uploads (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_overview_marks (
      account_id INT UNSIGNED NOT NULL,
      day DATE NOT NULL,
      marked_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (account_id, day),
      KEY sms_overview_marks_marked (marked_at)
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sms_overview_marks', 'sms_sales', 'sms_sales_uploads']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
