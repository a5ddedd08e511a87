import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import { SYSTEM_MERGE_FIELDS } from '../platform/sms/merge-fields';
import type { CustomFieldName } from '../sending/merge-values.repository';

/** The audience lists' contacts (included lists of the campaign's account, no exclusion list). */
function audienceRows(db: DbOrTrx, campaignId: number, accountId: number) {
  return db
    .selectFrom('sms_campaign_lists as cl')
    .innerJoin('sms_lists as l', 'l.id', 'cl.list_id')
    .innerJoin('sms_list_contacts as lc', 'lc.list_id', 'cl.list_id')
    .where('cl.campaign_id', '=', campaignId)
    .where('cl.exclude', '=', 0)
    .where('l.account_id', '=', accountId)
    .where('l.exclusion_list', '=', 0);
}

/** The audience's contact at `position` (in list-row order), or undefined past the last. */
export function audienceContactAt(db: DbOrTrx, campaignId: number, accountId: number, position: number) {
  return audienceRows(db, campaignId, accountId)
    .selectAll('lc')
    .orderBy('lc.id')
    .limit(1)
    .offset(position)
    .executeTakeFirst();
}

/**
 * How many contacts the audience holds and the longest value of each field over it, in one grouped read:
 * MAX(CHAR_LENGTH(column)) for each system field and for each custom field's value in custom_values.
 * Never loads a contact.
 */
export async function audienceMaxLengths(
  db: DbOrTrx,
  campaignId: number,
  accountId: number,
  custom: readonly CustomFieldName[],
): Promise<{ contacts: number; maxLengths: Record<string, number> }> {
  const system = SYSTEM_MERGE_FIELDS.map((f) =>
    sql<number | null>`MAX(CHAR_LENGTH(${sql.ref(`lc.${f.column}`)}))`.as(`s_${f.name}`),
  );
  const customs = custom.map((f) =>
    sql<number | null>`MAX(CHAR_LENGTH(JSON_VALUE(lc.custom_values, ${`$."${f.id}"`})))`.as(`c_${f.id}`),
  );
  const row = (await audienceRows(db, campaignId, accountId)
    .select((eb) => eb.fn.countAll<number>().as('contacts'))
    .select([...system, ...customs])
    .executeTakeFirst()) as Record<string, number | string | null> | undefined;
  const maxLengths: Record<string, number> = {};
  for (const f of SYSTEM_MERGE_FIELDS) maxLengths[f.name] = Number(row?.[`s_${f.name}`] ?? 0);
  for (const f of custom) {
    const key = f.name.toUpperCase();
    if (!(key in maxLengths)) maxLengths[key] = Number(row?.[`c_${f.id}`] ?? 0);
  }
  return { contacts: Number(row?.contacts ?? 0), maxLengths };
}
