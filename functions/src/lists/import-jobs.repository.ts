import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import { LIST_STATUS } from './lists.schemas';
import type { ListImportJobsTable } from './lists.table';

/** The kind of list a job fills: an SMS list (keyed on cellphone) or an e-mail list (keyed on e-mail). */
export type ListKind = 'Sms' | 'Email';

/** A job's list: which one, and of which kind. */
export interface JobList {
  kind: ListKind;
  id: number;
}

/** The list a job row fills. */
export const jobListOf = (job: { list_id: number | null; email_list_id: number | null }): JobList =>
  job.email_list_id !== null ? { kind: 'Email', id: job.email_list_id } : { kind: 'Sms', id: job.list_id! };

export interface ImportSettings extends Record<string, unknown> {
  importRow: number;
  /** The data rows the wizard counted (progress total until the worker knows the real one). */
  totalRows?: number;
  countryIso3166: string;
  columnMappings: { index: number; fieldType: string; customFieldId: number | null }[];
  /** The table, for a MySql source. */
  tableName?: string | null;
  /** EngagedSubscribers: the e-mail campaigns, engagement type (1 Opens, 2 Clicks, 3 Conversions) and months (null: entire). */
  engagement?: { campaignIds: number[]; type: number; months: number | null };
}

/** Creates a Queued import job in the account. */
export async function insertImportJob(
  db: DbOrTrx,
  scope: TenantScope,
  values: Omit<Insertable<ListImportJobsTable>, 'account_id' | 'settings'> & { settings: ImportSettings },
): Promise<number> {
  const r = await db
    .insertInto('list_import_jobs')
    .values({ ...values, account_id: scope.accountId, settings: JSON.stringify(values.settings) })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** The account's import jobs (SMS and e-mail lists, or one list's), newest first, with their list's name. */
export function listImportJobs(db: DbOrTrx, scope: TenantScope, list: JobList | null) {
  let q = db
    .selectFrom('list_import_jobs as j')
    .leftJoin('sms_lists as l', 'l.id', 'j.list_id')
    .leftJoin('email_lists as el', 'el.id', 'j.email_list_id')
    .selectAll('j')
    .select((eb) => eb.fn.coalesce('l.name', 'el.name').as('list_name'))
    .where('j.account_id', '=', scope.accountId)
    .orderBy('j.id', 'desc')
    .limit(200);
  if (list) q = q.where(list.kind === 'Email' ? 'j.email_list_id' : 'j.list_id', '=', list.id);
  return q.execute();
}

export type ImportJobRow = Awaited<ReturnType<typeof listImportJobs>>[number];

/** One import job of the account. */
export function findImportJob(db: DbOrTrx, scope: TenantScope, jobId: number) {
  return db
    .selectFrom('list_import_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

/** A job as the worker reads it (the id comes from our own queue, so this is not tenant-scoped). */
export function findJobForWorker(db: DbOrTrx, jobId: number) {
  return db.selectFrom('list_import_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof findJobForWorker>>>;

/** Progress and counts while and after a job runs. */
export async function updateImportJob(
  db: DbOrTrx,
  jobId: number,
  values: Omit<
    Updateable<ListImportJobsTable>,
    'id' | 'account_id' | 'list_id' | 'email_list_id' | 'settings'
  >,
): Promise<void> {
  await db.updateTable('list_import_jobs').set(values).where('id', '=', jobId).execute();
}

/**
 * The list's contact, opt-out and DMA opt-out counts, and how many contacts this job added. An e-mail
 * list's opt-outs are its addresses the account may no longer e-mail (email_suppressions); its DMA
 * opt-outs, its contacts whose cellphone is on the DMA register.
 */
export async function listCounts(db: DbOrTrx, accountId: number, list: JobList, jobId: number) {
  const row =
    list.kind === 'Sms'
      ? await sql<{ contacts: number; optouts: number; dma: number; imported: number }>`
    SELECT
      COUNT(*) AS contacts,
      COALESCE(SUM(o.cellphone IS NOT NULL), 0) AS optouts,
      COALESCE(SUM(d.cellphone IS NOT NULL), 0) AS dma,
      COALESCE(SUM(c.import_job_id = ${jobId}), 0) AS imported
    FROM sms_list_contacts c
    LEFT JOIN sms_optouts o ON o.account_id = ${accountId} AND o.cellphone = c.cellphone
    LEFT JOIN dma_optouts d ON d.account_id = ${accountId} AND d.cellphone = c.cellphone
    WHERE c.list_id = ${list.id}`.execute(db)
      : await sql<{ contacts: number; optouts: number; dma: number; imported: number }>`
    SELECT
      COUNT(*) AS contacts,
      COALESCE(SUM(s.email IS NOT NULL), 0) AS optouts,
      COALESCE(SUM(d.cellphone IS NOT NULL), 0) AS dma,
      COALESCE(SUM(c.import_job_id = ${jobId}), 0) AS imported
    FROM email_list_contacts c
    LEFT JOIN email_suppressions s ON s.account_id = ${accountId} AND s.active_email = c.email
    LEFT JOIN dma_optouts d ON d.account_id = ${accountId} AND d.cellphone = c.cellphone
    WHERE c.list_id = ${list.id}`.execute(db);
  const r = row.rows[0]!;
  return {
    contacts: Number(r.contacts),
    optouts: Number(r.optouts),
    dma: Number(r.dma),
    imported: Number(r.imported),
  };
}

/** The list a job imports into (worker side), with its kind. */
export async function findListOfJob(db: DbOrTrx, job: ClaimedJob) {
  const list = jobListOf(job);
  const row = await db
    .selectFrom(list.kind === 'Email' ? 'email_lists' : 'sms_lists')
    .select(['id', 'name', 'status'])
    .where('id', '=', list.id)
    .where('account_id', '=', job.account_id)
    .executeTakeFirst();
  return row && { ...row, kind: list.kind };
}

/** Sets a list's status (worker side: the list of a job it holds). */
export async function setListStatus(db: DbOrTrx, list: JobList, status: number): Promise<void> {
  await db
    .updateTable(list.kind === 'Email' ? 'email_lists' : 'sms_lists')
    .set({ status })
    .where('id', '=', list.id)
    .execute();
}

/** A list whose import finished: Completed with its counts. */
export async function completeList(
  db: DbOrTrx,
  list: JobList,
  counts: { contacts: number; optouts: number; dma: number },
): Promise<void> {
  const values = {
    status: LIST_STATUS.Completed,
    contacts: counts.contacts,
    optouts: counts.optouts,
    dma_optouts: counts.dma,
  };
  if (list.kind === 'Email') {
    await db.updateTable('email_lists').set(values).where('id', '=', list.id).execute();
    return;
  }
  await db
    .updateTable('sms_lists')
    .set({ ...values, needs_refresh: 0 })
    .where('id', '=', list.id)
    .execute();
}

/**
 * After a job failed: its list is usable again (Completed, so it can be deleted or imported into), with
 * its contact count read back (a failed run stores all of its rows or none).
 */
export async function releaseListOfJob(db: DbOrTrx, jobId: number): Promise<void> {
  await sql`
    UPDATE sms_lists l JOIN list_import_jobs j ON j.list_id = l.id
    SET l.status = ${LIST_STATUS.Completed},
        l.contacts = (SELECT COUNT(*) FROM sms_list_contacts c WHERE c.list_id = l.id)
    WHERE j.id = ${jobId} AND l.status IN (${LIST_STATUS.Queued}, ${LIST_STATUS.InProgress})`.execute(db);
  await sql`
    UPDATE email_lists l JOIN list_import_jobs j ON j.email_list_id = l.id
    SET l.status = ${LIST_STATUS.Completed},
        l.contacts = (SELECT COUNT(*) FROM email_list_contacts c WHERE c.list_id = l.id)
    WHERE j.id = ${jobId} AND l.status IN (${LIST_STATUS.Queued}, ${LIST_STATUS.InProgress})`.execute(db);
}

/**
 * Marks an idle (Completed) list of the account Queued for a new import, atomically: false when the list
 * is missing or an import of it is already queued or running.
 */
export async function queueListIfIdle(
  db: DbOrTrx,
  scope: TenantScope,
  listId: number,
  kind: ListKind = 'Sms',
): Promise<boolean> {
  const r = await db
    .updateTable(kind === 'Email' ? 'email_lists' : 'sms_lists')
    .set({ status: LIST_STATUS.Queued })
    .where('id', '=', listId)
    .where('account_id', '=', scope.accountId)
    .where('status', '=', LIST_STATUS.Completed)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * How many imports of the account are queued or running, counted under a lock on the account's row so
 * that two requests cannot both pass the cap (call inside the transaction that adds the job).
 */
export async function countActiveImportsLocked(db: DbOrTrx, scope: TenantScope): Promise<number> {
  await db.selectFrom('accounts').select('id').where('id', '=', scope.accountId).forUpdate().execute();
  const row = await db
    .selectFrom('list_import_jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('account_id', '=', scope.accountId)
    .where('status', 'in', ['Queued', 'InProgress'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The uploaded file a job reads (worker side, within the job's account). */
export function findUploadOfJob(db: DbOrTrx, job: ClaimedJob) {
  if (!job.uploaded_file_id) return Promise.resolve(undefined);
  return db
    .selectFrom('uploaded_files')
    .selectAll()
    .where('id', '=', job.uploaded_file_id)
    .where('account_id', '=', job.account_id)
    .executeTakeFirst();
}

/** The connection string a job reads (worker side, within the job's account). */
export function findConnectionStringOfJob(db: DbOrTrx, job: ClaimedJob) {
  if (!job.connection_string_id) return Promise.resolve(undefined);
  return db
    .selectFrom('mysql_connection_strings')
    .selectAll()
    .where('id', '=', job.connection_string_id)
    .where('account_id', '=', job.account_id)
    .executeTakeFirst();
}
