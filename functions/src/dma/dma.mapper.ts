import type { DmaUploadJobRow } from './dma.repository';
import type { DmaUploadJob } from './dma.schemas';

/** A DMA upload job as the API shows it. */
export function toDmaUploadJob(row: DmaUploadJobRow): DmaUploadJob {
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    cellphoneColumn: row.cellphone_column,
    rowsTotal: row.rows_total,
    rowsAdded: row.rows_added,
    rowsAlreadyPresent: row.rows_already_present,
    rowsDuplicate: row.rows_duplicate,
    rowsInvalid: row.rows_invalid,
    errorMessage: row.error_text,
    createdDate: row.created_at.toISOString(),
    finishedDate: row.finished_at?.toISOString() ?? null,
  };
}
