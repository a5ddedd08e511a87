import { sql, type Kysely } from 'kysely';
import { withoutFulltextStopwords } from './fulltext-stopwords';

// The SMS Inbox at a million replies (functions/src/replies/README.md has the measurements):
// - a FULLTEXT index on the reply's message, for the inbox's message search (boolean mode, every word a
//   required prefix). Built with stopwords off (innodb_ft_enable_stopword is read when the index is made
//   and kept with it), so that replies are searchable by the short everyday words that InnoDB's default
//   list drops ("who is this", "not now", "call me when"); made on one connection, where the setting holds;
// - an index for sorting by Keyword, like the other sortable columns' (account, column, received_at, id);
// - indexes for sorting by SMS Campaign (campaign-order.ts): replies counted per campaign, and read
//   campaign by campaign, without reading the rows, for All and for each type filter.
// - sms_reply_days: the reply counters per UTC day of receipt (moved with sms_reply_counts by
//   bumpReplyCounts), so a deep page of the default sort finds its day instead of skipping 200,000 index
//   entries (replies/day-walk.ts); filled here from any replies already stored.
// sms_replies is new in 0013, so the indexes are built on an empty table when deployed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withoutFulltextStopwords(db, (conn) =>
    sql`ALTER TABLE sms_replies ADD FULLTEXT INDEX sms_replies_message (message)`.execute(conn),
  );
  await sql`
    ALTER TABLE sms_replies
      ADD INDEX sms_replies_account_keyword (account_id, keyword, received_at, id),
      ADD INDEX sms_replies_account_campaign (account_id, campaign_id, received_at, id),
      ADD INDEX sms_replies_account_type_campaign (account_id, type, ignored, campaign_id, received_at, id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE sms_reply_days (
      account_id INT UNSIGNED NOT NULL,
      day DATE NOT NULL,
      type ENUM('Unallocated','Lead','Optout') NOT NULL,
      ignored TINYINT(1) NOT NULL,
      shard TINYINT UNSIGNED NOT NULL DEFAULT 0,
      replies INT NOT NULL DEFAULT 0,
      PRIMARY KEY (account_id, day, type, ignored, shard)
    ) ENGINE=InnoDB`.execute(db);
  await sql`
    INSERT INTO sms_reply_days (account_id, day, type, ignored, shard, replies)
    SELECT account_id, DATE(received_at), type, ignored, 0, COUNT(*) FROM sms_replies
    GROUP BY account_id, DATE(received_at), type, ignored`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sms_reply_days`.execute(db);
  await sql`
    ALTER TABLE sms_replies
      DROP INDEX sms_replies_account_keyword,
      DROP INDEX sms_replies_account_campaign,
      DROP INDEX sms_replies_account_type_campaign`.execute(db);
  await sql`ALTER TABLE sms_replies DROP INDEX sms_replies_message`.execute(db);
}
