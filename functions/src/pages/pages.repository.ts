import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import { likeContains } from '../platform/db/like';
import type { PageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import type { PageSortField } from './pages.schemas';
import type { PageAssetsTable, PagesTable } from './pages.table';

export interface PageQuery {
  archived: boolean;
  /** Matches name or key (contains). */
  text: string | null;
  sort: { field: PageSortField; direction: 'asc' | 'desc' };
}

const SORT_COLUMN = { name: 'p.name', key: 'p.page_key', createdDate: 'p.created_at' } as const;

function baseQuery(db: DbOrTrx, scope: TenantScope, q: Pick<PageQuery, 'archived' | 'text'>) {
  let query = db
    .selectFrom('pages as p')
    .where('p.account_id', '=', scope.accountId)
    .where('p.archived', '=', q.archived ? 1 : 0);
  if (q.text) {
    const like = likeContains(q.text);
    query = query.where((eb) => eb.or([eb('p.name', 'like', like), eb('p.page_key', 'like', like)]));
  }
  return query;
}

/** The ids of one page of rows, read on (account, archived, created_at | name, id) (a window may run backwards). */
function pageIds(db: DbOrTrx, scope: TenantScope, q: PageQuery, w: PageWindow) {
  const flip = { asc: 'desc', desc: 'asc' } as const;
  const direction = w.reverse ? flip[q.sort.direction] : q.sort.direction;
  return baseQuery(db, scope, q)
    .select('p.id')
    .orderBy(SORT_COLUMN[q.sort.field], direction)
    .orderBy('p.id', direction)
    .limit(w.limit)
    .offset(w.offset);
}

/** One page of the account's pages with how many SMS campaigns link each (a deferred join on the ids). */
export function listPageRows(db: DbOrTrx, scope: TenantScope, q: PageQuery, window: PageWindow) {
  return db
    .selectFrom(pageIds(db, scope, q, window).as('ids'))
    .innerJoin('pages as p', 'p.id', 'ids.id')
    .select(['p.id', 'p.page_key', 'p.name', 'p.title', 'p.created_at', 'p.archived'])
    .select((eb) =>
      eb
        .selectFrom('sms_campaigns as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.landing_page_id', '=', 'p.id')
        .as('sms_campaign_count'),
    )
    .orderBy(SORT_COLUMN[q.sort.field], q.sort.direction)
    .orderBy('p.id', q.sort.direction)
    .execute();
}

export type PageListRow = Awaited<ReturnType<typeof listPageRows>>[number];

export async function countPages(db: DbOrTrx, scope: TenantScope, q: PageQuery): Promise<number> {
  const row = await baseQuery(db, scope, q)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The account's page with this key (keys ignore case), or undefined: another account's key is not found. */
export function findPageByKey(
  db: DbOrTrx,
  scope: TenantScope,
  key: string,
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('pages')
    .selectAll()
    .where('page_key', '=', key)
    .where('account_id', '=', scope.accountId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type PageDbRow = NonNullable<Awaited<ReturnType<typeof findPageByKey>>>;

/** The account's page with this id (its name and key), or undefined. */
export function findPageById(db: DbOrTrx, scope: TenantScope, id: number) {
  return db
    .selectFrom('pages')
    .select(['id', 'page_key', 'name', 'archived', 'content_version'])
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** True when some page (of any account) has this key, ignoring case. */
export async function keyTaken(db: DbOrTrx, key: string): Promise<boolean> {
  const row = await db.selectFrom('pages').select('id').where('page_key', '=', key).executeTakeFirst();
  return !!row;
}

export type NewPage = Omit<Insertable<PagesTable>, 'account_id'>;

export async function insertPage(db: DbOrTrx, scope: TenantScope, values: NewPage): Promise<number> {
  const result = await db
    .insertInto('pages')
    .values({ ...values, account_id: scope.accountId })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updatePage(
  db: DbOrTrx,
  scope: TenantScope,
  pageId: number,
  values: Updateable<PagesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('pages')
    .set(values)
    .where('id', '=', pageId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Bumps the content version and answers the new one (call inside the transaction that locked the page). */
export async function bumpContentVersion(db: DbOrTrx, scope: TenantScope, pageId: number): Promise<number> {
  await db
    .updateTable('pages')
    .set({ content_version: sql`content_version + 1` })
    .where('id', '=', pageId)
    .where('account_id', '=', scope.accountId)
    .execute();
  const row = await db
    .selectFrom('pages')
    .select('content_version')
    .where('id', '=', pageId)
    .executeTakeFirstOrThrow();
  return row.content_version;
}

export async function deletePage(db: DbOrTrx, scope: TenantScope, pageId: number): Promise<void> {
  await db.deleteFrom('pages').where('id', '=', pageId).where('account_id', '=', scope.accountId).execute();
}

// ---- links between pages and campaigns ------------------------------------------------------

/** The account's pages whose form shows this page after a submission (page action ShowAnotherPage). */
export function pagesRedirectingTo(db: DbOrTrx, scope: TenantScope, pageId: number) {
  return db
    .selectFrom('pages')
    .select(['id', 'name'])
    .where('account_id', '=', scope.accountId)
    .where('id', '<>', pageId)
    .where(sql<number>`JSON_VALUE(form_submit_actions, '$.formSubmitPageAction.type')`, '=', 3)
    .where(sql<number>`JSON_VALUE(form_submit_actions, '$.formSubmitPageAction.otherPageId')`, '=', pageId)
    .orderBy('id')
    .execute();
}

/** The SMS campaigns whose click URL is this page's public URL. */
export function campaignsOfPage(db: DbOrTrx, scope: TenantScope, pageId: number) {
  return db
    .selectFrom('sms_campaigns')
    .select(['id', 'name'])
    .where('account_id', '=', scope.accountId)
    .where('landing_page_id', '=', pageId)
    .orderBy('id')
    .execute();
}

/** The URL forms a click URL may take to mean the page (with or without a final slash). */
const urlForms = (publicUrls: string[]) => publicUrls.flatMap((url) => [url, `${url}/`]);

/** Links the account's campaigns whose click URL is already the page's public URL (a new page). */
export async function linkCampaignsByUrl(
  db: DbOrTrx,
  scope: TenantScope,
  pageId: number,
  publicUrls: string[],
): Promise<void> {
  await db
    .updateTable('sms_campaigns')
    .set({ landing_page_id: pageId })
    .where('account_id', '=', scope.accountId)
    .where('click_url', 'in', urlForms(publicUrls))
    .execute();
}

// ---- form fields ----------------------------------------------------------------------------

export function listFormFields(db: DbOrTrx, pageId: number) {
  return db
    .selectFrom('page_form_fields')
    .select(['custom_field_id', 'system_field_type', 'is_required', 'save_to_lead'])
    .where('page_id', '=', pageId)
    .orderBy('position')
    .execute();
}

export type FormFieldRow = Awaited<ReturnType<typeof listFormFields>>[number];

export async function replaceFormFields(db: DbOrTrx, pageId: number, fields: FormFieldRow[]): Promise<void> {
  await db.deleteFrom('page_form_fields').where('page_id', '=', pageId).execute();
  if (fields.length === 0) return;
  await db
    .insertInto('page_form_fields')
    .values(fields.map((f, position) => ({ ...f, page_id: pageId, position })))
    .execute();
}

/** The account's custom fields among these ids, with the list each belongs to (null: account-wide). */
export function customFieldsOf(db: DbOrTrx, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('custom_fields')
    .select(['id', 'list_id'])
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', ids)
    .execute();
}

// ---- assets ---------------------------------------------------------------------------------

export function listAssets(db: DbOrTrx, pageId: number) {
  return db
    .selectFrom('page_assets')
    .select(['path', 's3_key', 'content_type', 'size'])
    .where('page_id', '=', pageId)
    .execute();
}

/** Replaces the page's assets with these (the page's rows locked by the caller). */
export async function replaceAssets(
  db: DbOrTrx,
  pageId: number,
  assets: Omit<Insertable<PageAssetsTable>, 'page_id'>[],
): Promise<void> {
  await db.deleteFrom('page_assets').where('page_id', '=', pageId).execute();
  for (let i = 0; i < assets.length; i += 100) {
    await db
      .insertInto('page_assets')
      .values(assets.slice(i, i + 100).map((a) => ({ ...a, page_id: pageId })))
      .execute();
  }
}
