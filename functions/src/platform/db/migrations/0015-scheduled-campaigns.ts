import { sql, type Kysely } from 'kysely';

// Scheduled (Simple and Long Running) campaigns: their audience, start date and send window, the segment
// builds that select each segment (a job of the shared job mechanism, platform/jobs), and the segment's
// members.
//
// - sms_campaign_lists: the audience, campaign <-> SMS list with an exclusion flag. Deleting a list takes it
//   out of every audience (ON DELETE CASCADE); the next build uses the lists that are left.
// - sms_campaigns gains start_at (the start date's midnight in the campaign's time zone, as UTC), the
//   window in the campaign's own time zone (send_start_local / send_finish_local, HH:mm: the window
//   follows the campaign's clock across daylight-saving changes; the list's SAST columns
//   daily_send_start_time / daily_send_finish_time keep the South African equivalent for display), and
//   audience_saved (the editor's Audience and schedule step was saved: Untouched until then).
// - sms_segment_builds: one row per build, which is also the job row (status, lease, attempts, queued_at
//   as in 0007) with the counts the Segment Build History shows. UNIQUE (campaign_id, due_at): the
//   scheduler queues one build per due time however often it runs.
// - sms_segment_members: every distinct candidate of a build with why it was left out (or NULL: queued).
//   The build is one set-based INSERT IGNORE … SELECT into it; PRIMARY KEY (build_id, recipient) makes a
//   build killed halfway and redelivered queue nobody twice, and the counts are read back from the rows,
//   so they are right after a redelivery too. Why not sms_messages rows with source 'Segment' right away:
//   the outbox sweep hands every Queued message to the send queue at once (no window), a message's
//   created_at starts its give-up clock (a segment may wait days for its windows), and each message needs
//   its own random short code. The drain (next slice) turns Pending members into sms_messages rows in
//   batches, inside the window, at the providers' rate, and records message_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_campaigns
      ADD COLUMN start_at DATETIME(3) NULL,
      ADD COLUMN send_start_local CHAR(5) NULL,
      ADD COLUMN send_finish_local CHAR(5) NULL,
      ADD COLUMN audience_saved TINYINT(1) NOT NULL DEFAULT 0,
      ADD KEY sms_campaigns_due (status, next_segment_build_at)`.execute(db);

  await sql`
    CREATE TABLE sms_campaign_lists (
      campaign_id INT UNSIGNED NOT NULL,
      list_id INT UNSIGNED NOT NULL,
      exclude TINYINT(1) NOT NULL DEFAULT 0,
      PRIMARY KEY (campaign_id, list_id),
      KEY sms_campaign_lists_list (list_id),
      CONSTRAINT sms_campaign_lists_campaign_fk FOREIGN KEY (campaign_id) REFERENCES sms_campaigns (id) ON DELETE CASCADE,
      CONSTRAINT sms_campaign_lists_list_fk FOREIGN KEY (list_id) REFERENCES sms_lists (id) ON DELETE CASCADE
    ) ENGINE=InnoDB`.execute(db);

  await sql`
    CREATE TABLE sms_segment_builds (
      id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      account_id INT UNSIGNED NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      due_at DATETIME(3) NOT NULL,
      status ENUM('Queued','InProgress','Completed','Failed') NOT NULL DEFAULT 'Queued',
      member_rows INT UNSIGNED NOT NULL DEFAULT 0,
      candidates INT UNSIGNED NOT NULL DEFAULT 0,
      duplicates INT UNSIGNED NOT NULL DEFAULT 0,
      excluded_optout INT UNSIGNED NOT NULL DEFAULT 0,
      excluded_dma INT UNSIGNED NOT NULL DEFAULT 0,
      excluded_list INT UNSIGNED NOT NULL DEFAULT 0,
      excluded_rest INT UNSIGNED NOT NULL DEFAULT 0,
      queued INT UNSIGNED NOT NULL DEFAULT 0,
      error_text VARCHAR(1000) NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      started_at DATETIME(3) NULL,
      finished_at DATETIME(3) NULL,
      lease_owner CHAR(36) CHARACTER SET ascii NULL,
      lease_expires_at DATETIME(3) NULL,
      attempts SMALLINT UNSIGNED NOT NULL DEFAULT 0,
      queued_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      UNIQUE KEY sms_segment_builds_due (campaign_id, due_at),
      KEY sms_segment_builds_account (account_id, id),
      KEY sms_segment_builds_account_campaign (account_id, campaign_id, id),
      KEY sms_segment_builds_sweep (status, lease_expires_at),
      KEY sms_segment_builds_queued (status, queued_at),
      CONSTRAINT sms_segment_builds_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id),
      CONSTRAINT sms_segment_builds_campaign_fk FOREIGN KEY (campaign_id) REFERENCES sms_campaigns (id)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`.execute(db);

  await sql`
    CREATE TABLE sms_segment_members (
      build_id INT UNSIGNED NOT NULL,
      recipient VARCHAR(20) CHARACTER SET ascii NOT NULL,
      campaign_id INT UNSIGNED NOT NULL,
      excluded ENUM('Optout','Dma','ExclusionList','RestPeriod') NULL,
      status ENUM('Pending','Released','Superseded','Excluded') NOT NULL,
      message_id BIGINT UNSIGNED NULL,
      PRIMARY KEY (build_id, recipient),
      KEY sms_segment_members_campaign (campaign_id, status, build_id)
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sms_segment_members', 'sms_segment_builds', 'sms_campaign_lists']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`
    ALTER TABLE sms_campaigns
      DROP KEY sms_campaigns_due,
      DROP COLUMN start_at, DROP COLUMN send_start_local, DROP COLUMN send_finish_local,
      DROP COLUMN audience_saved`.execute(db);
}
