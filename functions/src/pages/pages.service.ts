import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import { config } from '../platform/config';
import type { Db, DbOrTrx } from '../platform/db/database';
import { nearStartWindow, pageWindow } from '../platform/db/page-window';
import { apiError, badRequest, conflict, notFound } from '../platform/http/errors';
import type { TenantScope } from '../platform/tenancy';
import { assetKey, copyAsset, deletePrefix } from './page-assets.storage';
import * as repo from './pages.repository';
import { pageKeyOfUrl, publicPageUrl } from '../public-pages/pages-origin';
import { formSubmitActionsOf, fromFormField, toFormField, toPage, toPageRow } from './pages.mapper';
import {
  PAGE_ACTION,
  PAGE_KEY_PATTERN,
  PAGE_TEXTS,
  RESERVED_PAGE_KEYS,
  type FormSubmitActions,
  type Page,
  type PageFormField,
  type PageListResponse,
  type pageContentSchema,
  type pageListRequestSchema,
} from './pages.schemas';

const pageNotFound = () => notFound('The page');

/** The account's page with this key, or a 404 (another account's key included). */
async function requirePage(db: DbOrTrx, scope: TenantScope, key: string, lock = false) {
  const row = await repo.findPageByKey(db, scope, key, { lock });
  if (!row) throw pageNotFound();
  return row;
}

/** One page of the caller's pages (spec §2.3: filter on name or key, archived or not, sorted). */
export async function listPages(
  db: Db,
  auth: AuthContext,
  request: z.output<typeof pageListRequestSchema>,
): Promise<PageListResponse> {
  const query: repo.PageQuery = {
    archived: request.showArchived,
    text: request.filter || null,
    sort: { field: request.sort, direction: request.sortDirection },
  };
  const near = nearStartWindow(request.page, request.rowsPerPage);
  if (near) {
    const [rows, totalRows] = await Promise.all([
      repo.listPageRows(db, auth.scope, query, near),
      repo.countPages(db, auth.scope, query),
    ]);
    return { rows: rows.map(toPageRow), totalRows };
  }
  const totalRows = await repo.countPages(db, auth.scope, query);
  const window = pageWindow(request.page, request.rowsPerPage, totalRows);
  const rows = window ? await repo.listPageRows(db, auth.scope, query, window) : [];
  return { rows: rows.map(toPageRow), totalRows };
}

export async function getPage(db: Db, auth: AuthContext, key: string): Promise<Page> {
  const row = await requirePage(db, auth.scope, key);
  const [fields, campaigns, redirecting] = await Promise.all([
    repo.listFormFields(db, row.id),
    repo.campaignsOfPage(db, auth.scope, row.id),
    repo.pagesRedirectingTo(db, auth.scope, row.id),
  ]);
  return toPage(row, fields, campaigns, redirecting);
}

/** A key that cannot be used answers what the SPA shows on the ID field. */
const keyRefused = (status: 400 | 409) =>
  apiError(status, status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', PAGE_TEXTS.createFailed, {
    key: [PAGE_TEXTS.createFailed],
  });

const isDuplicateKey = (error: unknown) => (error as { code?: string } | null)?.code === 'ER_DUP_ENTRY';

async function insertWithKey(trx: DbOrTrx, scope: TenantScope, values: repo.NewPage): Promise<number> {
  if ((RESERVED_PAGE_KEYS as readonly string[]).includes(values.page_key.toLowerCase()))
    throw keyRefused(400);
  if (await repo.keyTaken(trx, values.page_key)) throw keyRefused(409);
  try {
    const id = await repo.insertPage(trx, scope, values);
    // Campaigns whose click URL already is this address count as linked from now on.
    await repo.linkCampaignsByUrl(trx, scope, id, [
      publicPageUrl(scope.accountId, values.page_key),
      // A click URL saved before pages had an origin per account (the parent pages host).
      `${config.pagesBaseUrl}/${values.page_key}`,
    ]);
    return id;
  } catch (error) {
    if (isDuplicateKey(error)) throw keyRefused(409);
    throw error;
  }
}

export async function createPage(
  db: Db,
  auth: AuthContext,
  body: { name: string; key: string; title: string },
): Promise<{ id: number; key: string }> {
  const id = await db
    .transaction()
    .execute((trx) =>
      insertWithKey(trx, auth.scope, { page_key: body.key, name: body.name, title: body.title }),
    );
  return { id, key: body.key };
}

/** A copy of the page with its content, form fields, form settings and imported resources. */
export async function clonePage(
  db: Db,
  auth: AuthContext,
  sourceKey: string,
  body: { name: string; key: string; title: string },
): Promise<{ id: number; key: string }> {
  const source = await requirePage(db, auth.scope, sourceKey);
  const [fields, assets] = await Promise.all([
    repo.listFormFields(db, source.id),
    repo.listAssets(db, source.id),
  ]);
  const actions = formSubmitActionsOf(source.form_submit_actions);
  const id = await db.transaction().execute(async (trx) => {
    const pageId = await insertWithKey(trx, auth.scope, {
      page_key: body.key,
      name: body.name,
      title: body.title,
      html: source.html,
      json: source.json,
      form_submit_actions: source.form_submit_actions === null ? null : JSON.stringify(actions),
      content_version: source.content_version,
    });
    await repo.replaceFormFields(trx, pageId, fields);
    const copies = assets.map((a) => ({ ...a, s3_key: assetKey(pageId, source.content_version, a.path) }));
    for (const [i, a] of assets.entries()) await copyAsset(a.s3_key, copies[i]!.s3_key);
    await repo.replaceAssets(trx, pageId, copies);
    return pageId;
  });
  return { id, key: body.key };
}

async function update(db: Db, auth: AuthContext, key: string, values: Parameters<typeof repo.updatePage>[3]) {
  const row = await requirePage(db, auth.scope, key);
  await repo.updatePage(db, auth.scope, row.id, values);
}

export const renamePage = (db: Db, auth: AuthContext, key: string, name: string) =>
  update(db, auth, key, { name });

export const changePageTitle = (db: Db, auth: AuthContext, key: string, title: string) =>
  update(db, auth, key, { title });

export const setPageArchived = (db: Db, auth: AuthContext, key: string, archived: boolean) =>
  update(db, auth, key, { archived: archived ? 1 : 0 });

/** Saves the editor's html and project data; the content version moves on. */
export async function savePageContent(
  db: Db,
  auth: AuthContext,
  key: string,
  content: z.output<typeof pageContentSchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await requirePage(trx, auth.scope, key, true);
    await repo.updatePage(trx, auth.scope, row.id, { html: content.html, json: content.json });
    await repo.bumpContentVersion(trx, auth.scope, row.id);
  });
}

export async function getPageFields(db: Db, auth: AuthContext, key: string): Promise<PageFormField[]> {
  const row = await requirePage(db, auth.scope, key);
  return (await repo.listFormFields(db, row.id)).map(toFormField);
}

/**
 * Saves the form's fields: custom fields must be the account's, and list-specific ones of a single list
 * (a lead becomes a contact of that list).
 */
export async function savePageFields(db: Db, auth: AuthContext, key: string, fields: PageFormField[]) {
  await db.transaction().execute(async (trx) => {
    const row = await requirePage(trx, auth.scope, key, true);
    const ids = fields.flatMap((f) => (f.customFieldId === null ? [] : [f.customFieldId]));
    const known = new Map((await repo.customFieldsOf(trx, auth.scope, ids)).map((c) => [c.id, c.list_id]));
    const unknown = fields.findIndex((f) => f.customFieldId !== null && !known.has(f.customFieldId));
    if (unknown >= 0) {
      const message = 'This custom field was not found; reload the fields.';
      throw badRequest(message, { [`${unknown}.customFieldId`]: [message] });
    }
    const lists = new Set([...known.values()].filter((l): l is number => l !== null));
    if (lists.size > 1) {
      const message = 'A form can use the list-specific fields of one list only.';
      throw badRequest(message, { fields: [message] });
    }
    await repo.replaceFormFields(trx, row.id, fields.map(fromFormField));
  });
}

/** Saves the Form Settings; another page to show must be another page of the account. */
export async function savePageFormConfig(db: Db, auth: AuthContext, key: string, actions: FormSubmitActions) {
  await db.transaction().execute(async (trx) => {
    const row = await requirePage(trx, auth.scope, key, true);
    const page = actions.formSubmitPageAction;
    // Only what the chosen action uses is kept.
    const stored: FormSubmitActions = {
      formSubmitPageAction: {
        type: page.type,
        message: page.type === PAGE_ACTION.ShowMessage ? page.message : null,
        redirectUrl: page.type === PAGE_ACTION.Redirect ? (page.redirectUrl?.trim() ?? null) : null,
        otherPageId: page.type === PAGE_ACTION.ShowAnotherPage ? page.otherPageId : null,
      },
      formSubmitLeadAction:
        actions.formSubmitLeadAction.type === 1
          ? {
              ...actions.formSubmitLeadAction,
              postUrl: actions.formSubmitLeadAction.postUrl?.trim() ?? null,
              contentType:
                actions.formSubmitLeadAction.httpVerb === 1 ? actions.formSubmitLeadAction.contentType : null,
            }
          : { type: 0, postUrl: null, httpVerb: null, contentType: null, parameters: [] },
    };
    if (stored.formSubmitPageAction.otherPageId !== null) {
      const other = await repo.findPageById(trx, auth.scope, stored.formSubmitPageAction.otherPageId);
      if (!other || other.id === row.id) {
        const message = other ? 'Please choose another page than this one' : 'Please choose a page';
        throw badRequest(message, { 'formSubmitPageAction.otherPageId': [message] });
      }
    }
    await repo.updatePage(trx, auth.scope, row.id, { form_submit_actions: JSON.stringify(stored) });
  });
}

/** Deletes a page unless other pages show it after their form; linked campaigns lose the link. */
export async function deletePage(db: Db, auth: AuthContext, key: string): Promise<void> {
  const pageId = await db.transaction().execute(async (trx) => {
    const row = await requirePage(trx, auth.scope, key, true);
    const redirecting = await repo.pagesRedirectingTo(trx, auth.scope, row.id);
    if (redirecting.length > 0) {
      const names = redirecting.map((p) => p.name).join(', ');
      throw conflict(`This page cannot be deleted while other pages redirect to it: ${names}.`);
    }
    await repo.deletePage(trx, auth.scope, row.id);
    return row.id;
  });
  // The stored resources go too (the rows went with the page); a failure here only leaves bytes behind.
  await deletePrefix(`pages/${pageId}/`).catch(() => undefined);
}

/**
 * The page whose public URL a campaign's click URL is ({account's pages origin}/{key}, or the parent pages host's
 * older form; a final slash allowed), among the account's pages; null otherwise. Used by the campaigns area when a
 * click URL is saved.
 */
export async function landingPageIdFor(
  db: DbOrTrx,
  scope: TenantScope,
  clickUrl: string | null,
): Promise<number | null> {
  if (!clickUrl) return null;
  const key = pageKeyOfUrl(clickUrl, scope.accountId);
  if (!key || !PAGE_KEY_PATTERN.test(key)) return null;
  const row = await repo.findPageByKey(db, scope, key);
  return row?.id ?? null;
}
