import { sql, type Updateable } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import { tenantScopeFor, type TenantScope } from '../platform/tenancy';
import type { DmaUploadJobsTable } from './dma.table';

/**
 * The contacts that take part in DMA processing: those of the account's lists that are not DMA exclusion
 * lists, whose number is not suppressed already (an opt-out, or a DMA opt-out known from an earlier upload).
 */
function dmaContacts(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('sms_list_contacts as c')
    .innerJoin('sms_lists as l', 'l.id', 'c.list_id')
    .where('l.account_id', '=', scope.accountId)
    .where('l.exclusion_list', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dma_optouts as d')
            .select('d.cellphone')
            .where('d.account_id', '=', scope.accountId)
            .whereRef('d.cellphone', '=', 'c.cellphone'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sms_optouts as o')
            .select('o.cellphone')
            .where('o.account_id', '=', scope.accountId)
            .whereRef('o.cellphone', '=', 'c.cellphone'),
        ),
      ),
    );
}

/** Streams the distinct cellphone numbers (E.164) to send to the DMA, in order. */
export function streamDmaCellphones(db: DbOrTrx, scope: TenantScope) {
  return dmaContacts(db, scope).select('c.cellphone').distinct().orderBy('c.cellphone').stream();
}

/** Streams the distinct ID numbers (spaces and dashes removed) to send to the DMA, in order. */
export function streamDmaIdNumbers(db: DbOrTrx, scope: TenantScope) {
  const cleaned = sql<string>`REPLACE(REPLACE(TRIM(c.id_number), ' ', ''), '-', '')`;
  return dmaContacts(db, scope)
    .where('c.id_number', 'is not', null)
    .where('c.id_number', '<>', '')
    .select(cleaned.as('id_number'))
    .distinct()
    .orderBy('id_number')
    .stream();
}

/** Creates a Queued DMA upload job in the account. */
export async function insertDmaUploadJob(
  db: DbOrTrx,
  scope: TenantScope,
  values: { userId: number; uploadedFileId: number; fileName: string },
): Promise<number> {
  const r = await db
    .insertInto('dma_upload_jobs')
    .values({
      account_id: scope.accountId,
      user_id: values.userId,
      uploaded_file_id: values.uploadedFileId,
      file_name: values.fileName,
    })
    .executeTakeFirstOrThrow();
  return Number(r.insertId);
}

/** The account's DMA upload jobs, newest first. */
export function listDmaUploadJobs(db: DbOrTrx, scope: TenantScope, limit = 100) {
  return db
    .selectFrom('dma_upload_jobs')
    .selectAll()
    .where('account_id', '=', scope.accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One DMA upload job of the account. */
export function findDmaUploadJob(db: DbOrTrx, scope: TenantScope, jobId: number) {
  return db
    .selectFrom('dma_upload_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

export type DmaUploadJobRow = NonNullable<Awaited<ReturnType<typeof findDmaUploadJob>>>;

/** A job as the worker reads it (the id comes from our own queue, so this is not tenant-scoped). */
export function findDmaJobForWorker(db: DbOrTrx, jobId: number) {
  return db.selectFrom('dma_upload_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

/**
 * Locks a job's row for the applying transaction. 'applied' when an earlier run applied it already,
 * 'lost' when this run (`owner`) no longer holds the job's lease (another run took it over), else 'go'.
 */
export async function lockJobForApply(
  db: DbOrTrx,
  jobId: number,
  owner: string,
): Promise<'go' | 'applied' | 'lost'> {
  const row = await db
    .selectFrom('dma_upload_jobs')
    .select(['applied_at', 'lease_owner'])
    .where('id', '=', jobId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (row.lease_owner !== owner) return 'lost';
  return row.applied_at !== null ? 'applied' : 'go';
}

/** After a job failed: forget what it staged, and clear 'Pending refresh...' it caused. */
export async function releaseAfterFailedJob(db: DbOrTrx, jobId: number): Promise<void> {
  const job = await findDmaJobForWorker(db, jobId);
  if (!job) return;
  await clearStagedNumbers(db, jobId);
  await clearListsNeedRefresh(db, tenantScopeFor(job.account_id), jobId);
}

/** State and counts of a job. */
export async function updateDmaUploadJob(
  db: DbOrTrx,
  jobId: number,
  values: Omit<Updateable<DmaUploadJobsTable>, 'id' | 'account_id' | 'uploaded_file_id'>,
): Promise<void> {
  await db.updateTable('dma_upload_jobs').set(values).where('id', '=', jobId).execute();
}

/** Stages numbers a job read (a number the job already staged is skipped). */
export async function stageNumbers(db: DbOrTrx, jobId: number, cellphones: readonly string[]): Promise<void> {
  if (cellphones.length === 0) return;
  await db
    .insertInto('dma_upload_numbers')
    .orIgnore()
    .values(cellphones.map((cellphone) => ({ job_id: jobId, cellphone })))
    .execute();
}

/** Forgets what a job staged (a rerun reads its file again from the start). */
export async function clearStagedNumbers(db: DbOrTrx, jobId: number): Promise<void> {
  await db.deleteFrom('dma_upload_numbers').where('job_id', '=', jobId).execute();
}

/** How many distinct numbers a job staged. */
export async function countStagedNumbers(db: DbOrTrx, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('dma_upload_numbers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds a job's staged numbers to the account's DMA opt-outs; answers how many were new. */
export async function addStagedToDmaOptouts(db: DbOrTrx, scope: TenantScope, jobId: number): Promise<number> {
  const r = await sql`
    INSERT IGNORE INTO dma_optouts (account_id, cellphone)
    SELECT ${scope.accountId}, s.cellphone FROM dma_upload_numbers s WHERE s.job_id = ${jobId}`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** Marks every list of the account 'Pending refresh...' while its DMA opt-outs change. */
export async function markListsNeedRefresh(db: DbOrTrx, scope: TenantScope): Promise<void> {
  await db
    .updateTable('sms_lists')
    .set({ needs_refresh: 1 })
    .where('account_id', '=', scope.accountId)
    .execute();
}

/** Recounts each list's contacts that are DMA opt-outs. */
export async function recountListDmaOptouts(db: DbOrTrx, scope: TenantScope): Promise<void> {
  await sql`
    UPDATE sms_lists l
    SET l.dma_optouts = (
      SELECT COUNT(*) FROM sms_list_contacts c
      JOIN dma_optouts d ON d.account_id = ${scope.accountId} AND d.cellphone = c.cellphone
      WHERE c.list_id = l.id)
    WHERE l.account_id = ${scope.accountId}`.execute(db);
}

/** Clears 'Pending refresh...' on the account's lists, unless another DMA upload is still queued or running. */
export async function clearListsNeedRefresh(db: DbOrTrx, scope: TenantScope, jobId: number): Promise<void> {
  await db
    .updateTable('sms_lists')
    .set({ needs_refresh: 0 })
    .where('account_id', '=', scope.accountId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dma_upload_jobs as j')
            .select('j.id')
            .where('j.account_id', '=', scope.accountId)
            .where('j.status', 'in', ['Queued', 'InProgress'])
            .where('j.id', '<>', jobId),
        ),
      ),
    )
    .execute();
}
