import { sql, type Kysely } from 'kysely';

/**
 * Runs `alter` on one connection with InnoDB's FULLTEXT stopwords off. A FULLTEXT index keeps the
 * stopword setting of the session that built it, and an ALTER that rebuilds its table (adding a column to
 * sms_replies, for one) builds it again: without this, the inbox's search by short everyday words (0014)
 * would silently stop finding them.
 */
export async function withoutFulltextStopwords(
  db: Kysely<unknown>,
  alter: (conn: Kysely<unknown>) => Promise<unknown>,
): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`SET SESSION innodb_ft_enable_stopword = OFF`.execute(conn);
    try {
      await alter(conn);
    } finally {
      await sql`SET SESSION innodb_ft_enable_stopword = ON`.execute(conn);
    }
  });
}
