import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import type { Db, DbOrTrx } from '../platform/db/database';
import { conflict, notFound } from '../platform/http/errors';
import { nearStartWindow, pageWindow } from '../platform/db/page-window';
import type { TenantScope } from '../platform/tenancy';
import * as jobs from '../lists/import-jobs.repository';
import {
  assertImportSlot,
  createListWithImport,
  enqueue,
  importIntoList,
  insertJob,
  listBusy,
  type CheckedSource,
  type ListTarget,
} from '../lists/import.service';
import { LIST_STATUS, type QueuedImport, type listInfoSchema } from '../lists/lists.schemas';
import * as repo from './email-lists.repository';
import { toEmailList, toEmailListRow } from './email-lists.mapper';
import {
  ENGAGEMENT_PERIOD_LABELS,
  ENGAGEMENT_PERIODS,
  ENGAGEMENT_TYPES,
  type EmailList,
  type EmailListListResponse,
  type createEmailListSchema,
  type createEngagedListSchema,
  type emailListListRequestSchema,
  type engagementSourceSchema,
  type importIntoEmailListSchema,
} from './email-lists.schemas';

const listNotFound = () => notFound('The list');

/** A create repeated within this many seconds (same name and source) answers the first list. */
const REPEAT_WINDOW_SECONDS = 120;

/** E-mail lists in the shared import pipeline (lists/import.service). */
export const EMAIL_LIST_TARGET: ListTarget = {
  kind: 'Email',
  listCustomFields: false,
  insertList: (trx, scope, values) => repo.insertEmailList(trx, scope, values),
  findList: (db, scope, listId) => repo.findEmailList(db, scope, listId),
};

/** One page of the caller's e-mail lists (spec 2 §2.11: 10 a page, name ascending by default). */
export async function listEmailLists(
  db: Db,
  auth: AuthContext,
  request: z.output<typeof emailListListRequestSchema>,
): Promise<EmailListListResponse> {
  const query: repo.EmailListQuery = { nameContains: request.filter, sort: request.sort };
  const { page, rowsPerPage } = request.pagination;
  const near = nearStartWindow(page, rowsPerPage);
  if (near) {
    const [rows, totalRows] = await Promise.all([
      repo.listEmailLists(db, auth.scope, query, near),
      repo.countEmailLists(db, auth.scope, query.nameContains),
    ]);
    return { rows: rows.map(toEmailListRow), totalRows };
  }
  const totalRows = await repo.countEmailLists(db, auth.scope, query.nameContains);
  const window = pageWindow(page, rowsPerPage, totalRows);
  const rows = window ? await repo.listEmailLists(db, auth.scope, query, window) : [];
  return { rows: rows.map(toEmailListRow), totalRows };
}

/** One list of the caller's account (404 for another account's). */
export async function getEmailList(db: Db, auth: AuthContext, listId: number): Promise<EmailList> {
  const row = await repo.findEmailList(db, auth.scope, listId);
  if (!row) throw listNotFound();
  return toEmailList(row);
}

/** Deletes a list unless an import is queued or running for it (409). Its contacts and jobs go with it. */
export async function deleteEmailList(db: Db, auth: AuthContext, listId: number): Promise<void> {
  const row = await repo.findEmailList(db, auth.scope, listId);
  if (!row) throw listNotFound();
  if (!(await repo.deleteIdleEmailList(db, auth.scope, listId)))
    throw conflict('This list cannot be deleted while its contacts are queued or being processed.');
}

/** An empty, Completed list (contacts come later through an import). */
export async function createEmptyEmailList(
  db: Db,
  auth: AuthContext,
  info: z.output<typeof listInfoSchema>,
): Promise<QueuedImport> {
  const listId = await repo.insertEmailList(db, auth.scope, {
    name: info.listName,
    description: info.description || null,
    country_iso3166: info.countryIso3166,
    exclusion_list: info.exclusionList ? 1 : 0,
    status: LIST_STATUS.Completed,
  });
  return { listId, jobId: null };
}

const settingsObject = (settings: unknown): Record<string, unknown> =>
  (typeof settings === 'string' ? JSON.parse(settings) : settings) as Record<string, unknown>;

/**
 * A new list and its import from a file or a MySQL table. A repeated submission answers the first list
 * (the same upload; or the same name, connection string and table within two minutes).
 */
export async function createEmailList(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof createEmailListSchema>,
) {
  // Also before the source is checked: the first create's job may have finished and expired the upload.
  if (body.uploadedFileId !== null) {
    const job = await repo.findEmailJobOfUpload(db, auth.scope, body.uploadedFileId);
    if (job) return { listId: job.email_list_id!, jobId: job.id, repeated: true };
  }
  return createListWithImport(db, auth, body, EMAIL_LIST_TARGET, async (trx, from) => {
    if (from.uploadedFileId !== null) {
      const job = await repo.findEmailJobOfUpload(trx, auth.scope, from.uploadedFileId);
      return job ? { listId: job.email_list_id!, jobId: job.id } : undefined;
    }
    const recent = await repo.findRecentEmailJobOfTable(
      trx,
      auth.scope,
      body.listName,
      from.connectionStringId!,
      REPEAT_WINDOW_SECONDS,
    );
    const same = recent.find((j) => settingsObject(j.settings).tableName === from.tableName);
    return same ? { listId: same.email_list_id!, jobId: same.id } : undefined;
  });
}

/** Queues an import from a file or a MySQL table into a Completed list (409 while one is queued or running). */
export function importIntoEmailList(
  db: Db,
  auth: AuthContext,
  listId: number,
  body: z.output<typeof importIntoEmailListSchema>,
): Promise<QueuedImport> {
  return importIntoList(db, auth, listId, body, EMAIL_LIST_TARGET);
}

type Engagement = z.output<typeof engagementSourceSchema>;

/** Every campaign must be the account's: another account's id (or an unknown one) is 404. */
async function assertOwnCampaigns(db: DbOrTrx, scope: TenantScope, ids: number[]): Promise<void> {
  const own = await repo.ownCampaignIds(db, scope, ids);
  if (ids.some((id) => !own.has(id))) throw notFound('The email campaign');
}

const engagementSettings = (e: Engagement, country: string): jobs.ImportSettings => ({
  importRow: 0,
  countryIso3166: country,
  columnMappings: [],
  engagement: {
    campaignIds: e.engagementCampaigns,
    type: ENGAGEMENT_TYPES[e.engagementType],
    months: ENGAGEMENT_PERIODS[e.engagementPeriod],
  },
});

const engagementSource = (e: Engagement): CheckedSource => ({
  source: 'EngagedSubscribers',
  uploadedFileId: null,
  connectionStringId: null,
  tableName: null,
  name: `Engaged subscribers: ${e.engagementType}, ${ENGAGEMENT_PERIOD_LABELS[e.engagementPeriod].toLowerCase()}, ${
    e.engagementCampaigns.length
  } campaign${e.engagementCampaigns.length === 1 ? '' : 's'}`,
});

/**
 * A new list built from the account's engaged subscribers (a job on the list-import queue: Queued →
 * Processing → Completed). The same list name and engagement choice again within two minutes answers
 * the first list (a double submission), so a list is never built twice.
 */
export async function createEngagedList(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof createEngagedListSchema>,
): Promise<QueuedImport & { repeated?: boolean }> {
  await assertOwnCampaigns(db, auth.scope, body.engagementCampaigns);
  const settings = engagementSettings(body, body.countryIso3166);
  const queued = await db
    .transaction()
    .execute(async (trx): Promise<QueuedImport & { repeated?: boolean }> => {
      await assertImportSlot(trx, auth);
      const recent = await repo.findRecentEngagedJobs(trx, auth.scope, body.listName, REPEAT_WINDOW_SECONDS);
      const wanted = JSON.stringify(settings.engagement);
      const same = recent.find((j) => JSON.stringify(settingsObject(j.settings).engagement) === wanted);
      if (same) return { listId: same.email_list_id!, jobId: same.id, repeated: true };
      const listId = await repo.insertEmailList(trx, auth.scope, {
        name: body.listName,
        description: body.description || null,
        country_iso3166: body.countryIso3166,
        exclusion_list: body.exclusionList ? 1 : 0,
        status: LIST_STATUS.Queued,
      });
      const jobId = await insertJob(
        trx,
        auth,
        { kind: 'Email', id: listId },
        engagementSource(body),
        settings,
      );
      return { listId, jobId };
    });
  if (!queued.repeated) await enqueue(queued.jobId!);
  return queued;
}

/** Adds the engaged subscribers to a Completed list (409 while an import of it is queued or running). */
export async function importFromEngagements(
  db: Db,
  auth: AuthContext,
  listId: number,
  body: Engagement,
): Promise<QueuedImport> {
  const list = await repo.findEmailList(db, auth.scope, listId);
  if (!list) throw listNotFound();
  await assertOwnCampaigns(db, auth.scope, body.engagementCampaigns);
  if (list.status !== LIST_STATUS.Completed) throw listBusy();
  const jobId = await db.transaction().execute(async (trx) => {
    if (!(await jobs.queueListIfIdle(trx, auth.scope, listId, 'Email'))) throw listBusy();
    await assertImportSlot(trx, auth);
    return insertJob(
      trx,
      auth,
      { kind: 'Email', id: listId },
      engagementSource(body),
      engagementSettings(body, list.country_iso3166),
    );
  });
  await enqueue(jobId);
  return { listId, jobId };
}
