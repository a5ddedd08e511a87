import { sql, type Kysely } from 'kysely';

// The SMS Inbox at a million replies (functions/src/replies/README.md has the measurements):
// - a FULLTEXT index on the reply's message, for the inbox's message search (boolean mode, every word a
//   required prefix). Built with stopwords off (innodb_ft_enable_stopword is read when the index is made
//   and kept with it), so that replies are searchable by the short everyday words that InnoDB's default
//   list drops ("who is this", "not now", "call me when"); made on one connection, where the setting holds;
// - an index for sorting by Keyword, like the other sortable columns' (account, column, received_at, id);
// - indexes for sorting by SMS Campaign (campaign-order.ts): replies counted per campaign, and read
//   campaign by campaign, without reading the rows, for All and for each type filter.
// sms_replies is new in 0013, so both are built on an empty table when deployed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`SET SESSION innodb_ft_enable_stopword = OFF`.execute(conn);
    try {
      await sql`ALTER TABLE sms_replies ADD FULLTEXT INDEX sms_replies_message (message)`.execute(conn);
    } finally {
      await sql`SET SESSION innodb_ft_enable_stopword = ON`.execute(conn);
    }
  });
  await sql`
    ALTER TABLE sms_replies
      ADD INDEX sms_replies_account_keyword (account_id, keyword, received_at, id),
      ADD INDEX sms_replies_account_campaign (account_id, campaign_id, received_at, id),
      ADD INDEX sms_replies_account_type_campaign (account_id, type, ignored, campaign_id, received_at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_replies
      DROP INDEX sms_replies_account_keyword,
      DROP INDEX sms_replies_account_campaign,
      DROP INDEX sms_replies_account_type_campaign`.execute(db);
  await sql`ALTER TABLE sms_replies DROP INDEX sms_replies_message`.execute(db);
}
