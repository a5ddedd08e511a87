import { sql, type Kysely } from 'kysely';

// Sending e-mail campaigns (issue 14), on the core tables of 0024:
//
// - email_sends.released_at: when the drain handed the row to the send queue (inside the campaign's send
//   window); NULL while a built round's member waits for a window. Test sends are released when written.
// - email_sends.next_attempt_at: a retry's due time (after SES throttled or failed).
// - email_sends.round_key: the send round, NULL for test sends; UNIQUE (campaign_id, round_key, email)
//   makes a round hold an address once, so a rebuilt round (a build redelivered or re-run after a crash)
//   adds nobody twice, while test sends may repeat.
// - KEY email_sends_pending: a campaign's members still to release, without reading what it sent.
// - KEY email_sends_sweep: released rows never queued or whose queue message was lost.
// - email_campaign_sending: per campaign, the round being sent, when its build started and ended, how many
//   it holds, and the drain's release cursor (up to when sends are already scheduled).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE email_sends
      ADD COLUMN released_at DATETIME(3) NULL,
      ADD COLUMN next_attempt_at DATETIME(3) NULL,
      ADD COLUMN round_key INT UNSIGNED AS (IF(is_test = 1, NULL, send_round)) PERSISTENT,
      ADD UNIQUE KEY email_sends_round_email (campaign_id, round_key, email),
      ADD KEY email_sends_pending (campaign_id, status, released_at, id),
      ADD KEY email_sends_sweep (status, enqueued_at, released_at)`.execute(db);
  await sql`
    CREATE TABLE email_campaign_sending (
      campaign_id INT UNSIGNED NOT NULL PRIMARY KEY,
      send_round INT UNSIGNED NOT NULL DEFAULT 0,
      build_started_at DATETIME(3) NULL,
      built_at DATETIME(3) NULL,
      members INT UNSIGNED NOT NULL DEFAULT 0,
      release_cursor_at DATETIME(3) NULL,
      CONSTRAINT email_campaign_sending_campaign_fk FOREIGN KEY (campaign_id) REFERENCES email_campaigns (id)
        ON DELETE CASCADE
    ) ENGINE=InnoDB`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS email_campaign_sending`.execute(db);
  await sql`
    ALTER TABLE email_sends
      DROP KEY email_sends_sweep,
      DROP KEY email_sends_pending,
      DROP KEY email_sends_round_email,
      DROP COLUMN round_key,
      DROP COLUMN next_attempt_at,
      DROP COLUMN released_at`.execute(db);
}
