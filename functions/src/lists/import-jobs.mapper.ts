import { jobListOf, type ImportJobRow } from './import-jobs.repository';
import type { ImportJob } from './lists.schemas';

/** An import job as the API shows it. */
export function toImportJob(row: ImportJobRow): ImportJob {
  const list = jobListOf(row);
  return {
    id: row.id,
    listId: list.id,
    listKind: list.kind,
    listName: row.list_name ?? '',
    source: row.source,
    sourceName: row.source_name,
    status: row.status,
    rowsTotal: row.rows_total,
    rowsProcessed: row.rows_processed,
    rowsImported: row.rows_imported,
    rowsDuplicate: row.rows_duplicate,
    rowsInvalid: row.rows_invalid,
    optouts: row.optouts,
    dmaOptouts: row.dma_optouts,
    errorMessage: row.error_text,
    createdDate: row.created_at.toISOString(),
    startedDate: row.started_at?.toISOString() ?? null,
    finishedDate: row.finished_at?.toISOString() ?? null,
    hasRejectedRows: row.rejected_s3_key !== null,
  };
}
