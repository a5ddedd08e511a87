import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import { reachAccountId, type HistoryReach } from './history-reach';

// Cellphones by ID Number: where an ID number is kept. A list contact's ID number (imported as typed; its
// cleaned form is the indexed virtual column id_number_key, migration 0017), and a reply to a campaign whose
// Replies step is IdNumber (the reply's keyword is the ID number it held, digits only).

/** The list contacts' cellphones with this ID number (spaces and dashes removed). */
export function listListCellphonesOfIdNumber(
  db: DbOrTrx,
  reach: HistoryReach,
  idNumber: string,
  limit: number,
) {
  const accountId = reachAccountId(reach);
  return db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .select(['c.cellphone', 'a.id as account_id', 'a.name as account_name'])
    .distinct()
    .where(sql<string>`c.id_number_key`, '=', idNumber)
    .$if(accountId !== null, (qb) => qb.where('l.account_id', '=', accountId!))
    .orderBy('c.cellphone')
    .limit(limit)
    .execute();
}

/** The cellphones that replied with this ID number (the reply's keyword). */
export function listReplyCellphonesOfIdNumber(
  db: DbOrTrx,
  reach: HistoryReach,
  idNumber: string,
  limit: number,
) {
  const accountId = reachAccountId(reach);
  return db
    .selectFrom('sms_replies as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .select(['r.from_number as cellphone', 'a.id as account_id', 'a.name as account_name'])
    .distinct()
    .where('r.keyword', '=', idNumber)
    .$if(accountId !== null, (qb) => qb.where('r.account_id', '=', accountId!))
    .orderBy('r.from_number')
    .limit(limit)
    .execute();
}
export type IdNumberCellphone = Awaited<ReturnType<typeof listReplyCellphonesOfIdNumber>>[number];
