import { sql, type Kysely } from 'kysely';

// The drain of scheduled campaigns' segments (issue 11): Pending segment members become sms_messages
// inside the campaign's send window, at the providers' rate spread over the window.
//
// - sms_messages.send_until: a segment message's window close. The send worker does not send it after
//   that; it holds it (Queued, not on the queue) until the drain hands it over again in the next window.
//   KEY (campaign_id, status, send_until) finds a campaign's held and in-flight messages without reading
//   the messages it already sent.
// - sms_campaigns.release_cursor_at: the instant up to which the drain has already scheduled the
//   campaign's sends (each released message carries a queue delay); the next tick carries on from there,
//   so the pace is the same however often the drain runs.
// - sms_segment_members.status 'Expired': still Pending when the campaign's last window closed (its
//   finish date passed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_messages
      ADD COLUMN send_until DATETIME(3) NULL,
      ADD KEY sms_messages_campaign_status (campaign_id, status, send_until)`.execute(db);
  await sql`ALTER TABLE sms_campaigns ADD COLUMN release_cursor_at DATETIME(3) NULL`.execute(db);
  await sql`
    ALTER TABLE sms_segment_members
      MODIFY status ENUM('Pending','Released','Superseded','Excluded','Expired') NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_segment_members
      MODIFY status ENUM('Pending','Released','Superseded','Excluded') NOT NULL`.execute(db);
  await sql`ALTER TABLE sms_campaigns DROP COLUMN release_cursor_at`.execute(db);
  await sql`
    ALTER TABLE sms_messages DROP KEY sms_messages_campaign_status, DROP COLUMN send_until`.execute(db);
}
