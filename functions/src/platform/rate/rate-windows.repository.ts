import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database';

/**
 * Counts `amount` hits in the bucket's current fixed window and returns the window's count including it. One
 * statement, so the count holds across every function instance; LAST_INSERT_ID(expr) hands the new count
 * back in the statement's own answer (MySQL and MariaDB alike), with no second query on the connection.
 */
export async function hitRateWindow(
  db: DbOrTrx,
  bucket: string,
  windowStart: number,
  amount = 1,
): Promise<number> {
  const result = await sql`
    INSERT INTO rate_windows (bucket, window_start, hits) VALUES (${bucket}, ${windowStart}, ${amount})
    ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + ${amount})`.execute(db);
  // A fresh window is an insert: no insert id, `amount` hits.
  return result.insertId ? Number(result.insertId) : amount;
}

/** Deletes windows that ended before `before` (epoch seconds). */
export async function purgeRateWindows(db: DbOrTrx, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_windows').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
