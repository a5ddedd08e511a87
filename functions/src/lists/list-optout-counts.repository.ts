import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

/**
 * Records numbers as opted out of the account's messages (already opted-out ones stay as they were) and
 * adds the new ones to the opt-out counts of the account's lists that hold them, in the caller's
 * transaction, so the SMS Lists page's Opt-outs column stays true after STOP replies and the inbox's
 * Optout action (imports count their contacts' opt-outs when they finish). The numbers newly opted out.
 */
export async function optOutNumbers(db: DbOrTrx, accountId: number, cellphones: string[]): Promise<string[]> {
  const unique = [...new Set(cellphones)];
  if (!unique.length) return [];
  // One insert per number: its answer says whether this transaction opted the number out, so two at once
  // (a STOP reply and the inbox's Optout) count it once.
  const fresh: string[] = [];
  for (const cellphone of unique) {
    const r = await db
      .insertInto('sms_optouts')
      .ignore()
      .values({ account_id: accountId, cellphone })
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 1) fresh.push(cellphone);
  }
  if (!fresh.length) return [];
  await sql`
    UPDATE sms_lists l
    INNER JOIN (
      SELECT c.list_id, COUNT(*) AS n FROM sms_list_contacts c
      WHERE c.cellphone IN (${sql.join(fresh)}) GROUP BY c.list_id
    ) x ON x.list_id = l.id
    SET l.optouts = l.optouts + x.n
    WHERE l.account_id = ${accountId}`.execute(db);
  return fresh;
}
