// Reads and writes of the public page routes. A page is found by its key alone (unique across every
// account); everything after that is scoped to the page's own account.
import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

/** A page by its public key, what serving it needs (archived ones too: the caller answers 404 for them). */
export function findPageByKey(db: DbOrTrx, pageKey: string) {
  return db
    .selectFrom('pages')
    .select(['id', 'account_id', 'page_key', 'html', 'archived', 'content_version'])
    .where('page_key', '=', pageKey)
    .executeTakeFirst();
}

/** What a form post needs of its page (not its html), with the account's country. */
export function findSubmitTarget(db: DbOrTrx, pageKey: string) {
  return db
    .selectFrom('pages as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.id',
      'p.account_id',
      'p.page_key',
      'p.name',
      'p.title',
      'p.archived',
      'p.form_submit_actions',
      'a.default_country_iso3166',
    ])
    .where('p.page_key', '=', pageKey)
    .executeTakeFirst();
}
export type SubmitTarget = NonNullable<Awaited<ReturnType<typeof findSubmitTarget>>>;

/** Locks the page's row: the first leads of a page, arriving together, make its lead list once. */
export async function lockPage(db: DbOrTrx, pageId: number): Promise<void> {
  await db.selectFrom('pages').select('id').where('id', '=', pageId).forUpdate().execute();
}

/** Another page of the same account (ShowAnotherPage). */
export function findAccountPage(db: DbOrTrx, accountId: number, pageId: number) {
  return db
    .selectFrom('pages')
    .select(['page_key', 'archived'])
    .where('account_id', '=', accountId)
    .where('id', '=', pageId)
    .executeTakeFirst();
}

export function findAsset(db: DbOrTrx, pageId: number, path: string) {
  return db
    .selectFrom('page_assets')
    .select(['s3_key', 'content_type', 'size'])
    .where('page_id', '=', pageId)
    .where('path', '=', path)
    .executeTakeFirst();
}

/** The page's form fields in order, with their custom field's definition. */
export function formFieldsOf(db: DbOrTrx, pageId: number) {
  return db
    .selectFrom('page_form_fields as ff')
    .leftJoin('custom_fields as f', 'f.id', 'ff.custom_field_id')
    .select([
      'ff.custom_field_id',
      'ff.system_field_type',
      'ff.is_required',
      'ff.save_to_lead',
      'f.label',
      'f.input_type',
      'f.dropdown_options',
      'f.list_id',
    ])
    .where('ff.page_id', '=', pageId)
    .orderBy('ff.position')
    .execute();
}

/** True when the number is on the account's opt-out list. */
export async function isOptedOut(db: DbOrTrx, accountId: number, cellphone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_optouts')
    .select('cellphone')
    .where('account_id', '=', accountId)
    .where('cellphone', '=', cellphone)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's list of this name (the oldest), if any. */
export async function findListByName(db: DbOrTrx, accountId: number, name: string): Promise<number | null> {
  const found = await db
    .selectFrom('sms_lists')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
  return found?.id ?? null;
}

/** A page's own lead list: "Leads: {page name}". */
export async function insertLeadList(
  db: DbOrTrx,
  accountId: number,
  name: string,
  countryIso3166: string,
): Promise<number> {
  const created = await db
    .insertInto('sms_lists')
    .values({
      account_id: accountId,
      name,
      description: 'Leads from a landing page form.',
      country_iso3166: countryIso3166,
      status: 2,
    })
    .executeTakeFirstOrThrow();
  return Number(created.insertId);
}

/** A list of the account (a form's list-specific fields name it). */
export async function accountListExists(db: DbOrTrx, accountId: number, listId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sms_lists')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', listId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds the lead's contact to the list, or updates the list's contact with that cellphone (the newest
 * submission's values win; custom values are merged). Answers the contact's id and whether it is new.
 */
export async function upsertContact(
  db: DbOrTrx,
  listId: number,
  cellphone: string,
  columns: Record<string, string | null>,
  customValues: Record<string, string>,
): Promise<{ contactId: number; added: boolean }> {
  const names = Object.keys(columns);
  const custom = Object.keys(customValues).length ? JSON.stringify(customValues) : null;
  const result = await sql`
    INSERT INTO sms_list_contacts (list_id, cellphone, ${sql.join(names.map((n) => sql.ref(n)))}${names.length ? sql`, ` : sql``}custom_values)
    VALUES (${listId}, ${cellphone}, ${sql.join(names.map((n) => columns[n]))}${names.length ? sql`, ` : sql``}${custom})
    ON DUPLICATE KEY UPDATE
      id = LAST_INSERT_ID(id),
      ${sql.join(
        names.map((n) => sql`${sql.ref(n)} = COALESCE(VALUES(${sql.ref(n)}), ${sql.ref(n)})`),
      )}${names.length ? sql`, ` : sql``}
      custom_values = IF(VALUES(custom_values) IS NULL, custom_values,
        JSON_MERGE_PATCH(COALESCE(custom_values, '{}'), VALUES(custom_values)))`.execute(db);
  const added = Number(result.numAffectedRows ?? 0n) === 1;
  return { contactId: Number(result.insertId), added };
}

/** Counts a contact added to the list (after the lead's commit: the list row is every lead's, so it is held briefly). */
export async function bumpListContacts(db: DbOrTrx, listId: number): Promise<void> {
  await db
    .updateTable('sms_lists')
    .set((eb) => ({ contacts: eb('contacts', '+', 1) }))
    .where('id', '=', listId)
    .execute();
}

export interface NewLead {
  accountId: number;
  pageId: number;
  submittedAt: Date;
  clientIp: string | null;
  userAgent: string | null;
  values: Record<string, string>;
  cellphone: string | null;
  email: string | null;
  listId: number | null;
  contactId: number | null;
  optedOut: boolean;
  consentText: string;
}

export async function insertLead(db: DbOrTrx, lead: NewLead): Promise<number> {
  const result = await db
    .insertInto('page_leads')
    .values({
      account_id: lead.accountId,
      page_id: lead.pageId,
      submitted_at: lead.submittedAt,
      client_ip: lead.clientIp,
      user_agent: lead.userAgent?.slice(0, 500) ?? null,
      values: JSON.stringify(lead.values),
      cellphone: lead.cellphone,
      email: lead.email?.slice(0, 254) ?? null,
      list_id: lead.listId,
      contact_id: lead.contactId,
      opted_out: lead.optedOut ? 1 : 0,
      consent_text: lead.consentText.slice(0, 1000),
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}
