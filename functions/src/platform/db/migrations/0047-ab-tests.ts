import { sql, type Kysely } from 'kysely';

// A/B message tests (issue 31, part 2). A campaign's messages marked as a test's variants (ab_variant), and
// the test: its metric, test share and wait, then, once its segment sends, the variants it froze, how many
// test messages it released, when it decides, and its decision (the winner, or none significant: the first
// message). One test a campaign: its first segment runs it, later builds send the decided message.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sms_campaign_messages ADD COLUMN ab_variant TINYINT(1) NOT NULL DEFAULT 0`.execute(
    db,
  );
  await sql`CREATE TABLE sms_ab_tests (
    campaign_id INT UNSIGNED NOT NULL PRIMARY KEY,
    enabled TINYINT(1) NOT NULL DEFAULT 1,
    metric VARCHAR(8) NOT NULL,
    test_percent TINYINT UNSIGNED NOT NULL,
    wait_hours SMALLINT UNSIGNED NOT NULL,
    variant_ids VARCHAR(100) NULL,
    test_size INT UNSIGNED NULL,
    test_released INT UNSIGNED NOT NULL DEFAULT 0,
    started_at DATETIME(3) NULL,
    decide_at DATETIME(3) NULL,
    decided_at DATETIME(3) NULL,
    last_test_message_id BIGINT UNSIGNED NULL,
    winner_message_id INT UNSIGNED NULL,
    significant TINYINT(1) NULL,
    p_value DOUBLE NULL,
    CONSTRAINT sms_ab_tests_campaign FOREIGN KEY (campaign_id) REFERENCES sms_campaigns (id) ON DELETE CASCADE
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sms_ab_tests`.execute(db);
  await sql`ALTER TABLE sms_campaign_messages DROP COLUMN ab_variant`.execute(db);
}
