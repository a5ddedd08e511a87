import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface SmsListsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  description: string | null;
  country_iso3166: Generated<string>;
  exclusion_list: Generated<number>;
  new_process: Generated<number>;
  needs_refresh: Generated<number>;
  /** 0 Queued, 1 InProgress, 2 Completed. */
  status: Generated<number>;
  contacts: Generated<number>;
  optouts: Generated<number>;
  dma_optouts: Generated<number>;
  created_at: Generated<Date>;
}

export interface UploadedFilesTable {
  id: Generated<number>;
  account_id: number;
  user_id: number | null;
  file_name: string;
  s3_key: string;
  declared_size: number;
  size: number | null;
  format: 'csv' | 'xlsx' | 'zip' | null;
  status: Generated<'Pending' | 'Ready' | 'Rejected'>;
  error_text: string | null;
  created_at: Generated<Date>;
}

export interface ListImportJobsTable {
  id: Generated<number>;
  account_id: number;
  list_id: number;
  user_id: number | null;
  source: 'File' | 'MySql';
  uploaded_file_id: number | null;
  source_name: string;
  settings: JSONColumnType<Record<string, unknown>>;
  status: Generated<'Queued' | 'InProgress' | 'Completed' | 'Failed'>;
  rows_total: Generated<number>;
  rows_processed: Generated<number>;
  rows_imported: Generated<number>;
  rows_duplicate: Generated<number>;
  rows_invalid: Generated<number>;
  optouts: Generated<number>;
  dma_optouts: Generated<number>;
  rejected_s3_key: string | null;
  error_text: string | null;
  created_at: Generated<Date>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
