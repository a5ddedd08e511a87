import type { DbOrTrx } from '../platform/db/database';
import {
  knownNames,
  SYSTEM_MERGE_FIELDS,
  type ContactColumn,
  type MergeValues,
} from '../platform/sms/merge-fields';

// What the senders fill merge fields with (platform/sms/merge-fields.ts): a contact's row of the campaign's
// audience lists, and the account's custom fields (account-wide and every list's).

export interface CustomFieldName {
  id: number;
  name: string;
}

/** The account's custom fields (account-wide and its lists'), by id, name and label. */
export function accountCustomFields(
  db: DbOrTrx,
  accountId: number,
): Promise<(CustomFieldName & { label: string })[]> {
  return db
    .selectFrom('custom_fields')
    .select(['id', 'name', 'label'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** Every field name the account's messages may use, upper case: the system fields, then its custom fields. */
export const knownFieldNames = (custom: readonly CustomFieldName[]): Set<string> =>
  knownNames([...SYSTEM_MERGE_FIELDS, ...custom]);

const COLUMNS = SYSTEM_MERGE_FIELDS.map((f) => f.column);

type ContactRow = Record<ContactColumn, string | null> & {
  custom_values: Record<string, string> | null;
};

/**
 * The contact rows of these numbers on the campaign's audience lists (included lists of its account, not
 * exclusion lists), one per number: the oldest row (lowest id) when a number is on several lists. One read.
 */
export async function audienceContacts(
  db: DbOrTrx,
  c: { id: number; account_id: number },
  recipients: string[],
): Promise<Map<string, ContactRow>> {
  if (!recipients.length) return new Map();
  const rows = await db
    .selectFrom('sms_campaign_lists as cl')
    .innerJoin('sms_lists as l', 'l.id', 'cl.list_id')
    .innerJoin('sms_list_contacts as lc', 'lc.list_id', 'cl.list_id')
    .select([...COLUMNS.filter((col) => col !== 'cellphone').map((col) => `lc.${col}` as const)])
    .select(['lc.cellphone', 'lc.custom_values', 'lc.id'])
    .where('cl.campaign_id', '=', c.id)
    .where('cl.exclude', '=', 0)
    .where('l.account_id', '=', c.account_id)
    .where('l.exclusion_list', '=', 0)
    .where('lc.cellphone', 'in', recipients)
    .orderBy('lc.id')
    .execute();
  const byNumber = new Map<string, ContactRow>();
  for (const row of rows) if (!byNumber.has(row.cellphone)) byNumber.set(row.cellphone, row as ContactRow);
  return byNumber;
}

/** A contact's values by upper-case field name: its columns, then its custom fields' values. */
export function contactValues(row: ContactRow | undefined, custom: readonly CustomFieldName[]): MergeValues {
  const values: MergeValues = {};
  if (!row) return values;
  for (const f of SYSTEM_MERGE_FIELDS) values[f.name] = row[f.column];
  for (const f of custom) {
    const key = f.name.toUpperCase();
    if (!(key in values)) values[key] = row.custom_values?.[String(f.id)] ?? null;
  }
  return values;
}
