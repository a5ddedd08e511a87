import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { ListImportJobsTable } from './lists.table';

export interface ImportSettings extends Record<string, unknown> {
  importRow: number;
  /** The data rows the wizard counted (progress total until the worker knows the real one). */
  totalRows?: number;
  countryIso3166: string;
  columnMappings: { index: number; fieldType: string; customFieldId: number | null }[];
  /** The table, for a MySql source. */
  tableName?: string | null;
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

/** The account's import jobs, newest first, with their list's name. */
export function listImportJobs(db: DbOrTrx, scope: TenantScope, listId: number | null) {
  let q = db
    .selectFrom('list_import_jobs as j')
    .innerJoin('sms_lists as l', 'l.id', 'j.list_id')
    .selectAll('j')
    .select('l.name as list_name')
    .where('j.account_id', '=', scope.accountId)
    .orderBy('j.id', 'desc')
    .limit(200);
  if (listId !== null) q = q.where('j.list_id', '=', listId);
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

/**
 * Claims a job for the worker (the id comes from our own queue, so this is not tenant-scoped): Queued,
 * or InProgress left by a worker that died. Null when it already ended, so a redelivery does nothing.
 */
export async function claimImportJob(db: DbOrTrx, jobId: number) {
  const r = await db
    .updateTable('list_import_jobs')
    .set((eb) => ({ status: 'InProgress', started_at: eb.fn.coalesce('started_at', sql<Date>`NOW(3)`) }))
    .where('id', '=', jobId)
    .where('status', 'in', ['Queued', 'InProgress'])
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) return null;
  return db.selectFrom('list_import_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
}

export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimImportJob>>>;

/** Progress and counts while and after a job runs. */
export async function updateImportJob(
  db: DbOrTrx,
  jobId: number,
  values: Omit<Updateable<ListImportJobsTable>, 'id' | 'account_id' | 'list_id' | 'settings'>,
): Promise<void> {
  await db.updateTable('list_import_jobs').set(values).where('id', '=', jobId).execute();
}

/** The list's contact, opt-out and DMA opt-out counts, and how many contacts this job added. */
export async function listCounts(db: DbOrTrx, accountId: number, listId: number, jobId: number) {
  const row = await sql<{ contacts: number; optouts: number; dma: number; imported: number }>`
    SELECT
      COUNT(*) AS contacts,
      COALESCE(SUM(o.cellphone IS NOT NULL), 0) AS optouts,
      COALESCE(SUM(d.cellphone IS NOT NULL), 0) AS dma,
      COALESCE(SUM(c.import_job_id = ${jobId}), 0) AS imported
    FROM sms_list_contacts c
    LEFT JOIN sms_optouts o ON o.account_id = ${accountId} AND o.cellphone = c.cellphone
    LEFT JOIN dma_optouts d ON d.account_id = ${accountId} AND d.cellphone = c.cellphone
    WHERE c.list_id = ${listId}`.execute(db);
  const r = row.rows[0]!;
  return {
    contacts: Number(r.contacts),
    optouts: Number(r.optouts),
    dma: Number(r.dma),
    imported: Number(r.imported),
  };
}
