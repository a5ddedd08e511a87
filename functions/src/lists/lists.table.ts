import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { JobLeaseColumns } from '../platform/jobs/job-columns';

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
  /** The S3 version the completion call checked (null before then, or in an unversioned bucket). */
  s3_version_id: string | null;
  s3_etag: string | null;
  declared_size: number;
  size: number | null;
  format: 'csv' | 'xlsx' | 'zip' | null;
  status: Generated<'Pending' | 'Ready' | 'Rejected' | 'Expired'>;
  error_text: string | null;
  created_at: Generated<Date>;
}

export interface ListImportJobsTable extends JobLeaseColumns {
  id: Generated<number>;
  account_id: number;
  /** The SMS list filled (or null: an e-mail list's job; exactly one of the two is set). */
  list_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The e-mail list filled (migration 0034). */
  email_list_id: ColumnType<number | null, number | null | undefined, number | null>;
  user_id: number | null;
  source: 'File' | 'MySql' | 'EngagedSubscribers';
  uploaded_file_id: number | null;
  connection_string_id: ColumnType<number | null, number | null | undefined, number | null>;
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

export interface SmsListContactsTable {
  id: Generated<number>;
  list_id: number;
  import_job_id: number | null;
  source_row: number | null;
  cellphone: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  id_number: string | null;
  alt_contact_number: string | null;
  opt_in: string | null;
  marital_status: string | null;
  race: string | null;
  gender: string | null;
  income: string | null;
  postal_code: string | null;
  region: string | null;
  date_of_birth: string | null;
  custom1: string | null;
  custom2: string | null;
  custom3: string | null;
  custom4: string | null;
  custom5: string | null;
  /** Custom field values by custom field id (JSON object; mysql2 reads it parsed), or null. */
  custom_values: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface SuppressionTable {
  account_id: number;
  cellphone: string;
  created_at: Generated<Date>;
}

export interface MysqlConnectionStringsTable {
  id: Generated<number>;
  account_id: number;
  conn_name: string;
  host: string;
  username: string;
  /** AES-256-GCM (platform/crypto/secret-box); never sent to the browser. */
  password_enc: Buffer | null;
  database_name: string;
  table_prefix: Generated<string>;
  /** 1 SMS, 2 Email, 3 Both. */
  type: number;
  /** 1: TLS with the certificate verified for `host`, or no connection. */
  require_tls: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The custom fields table now lives with its area (functions/src/custom-fields). */
export type { CustomFieldsTable } from '../custom-fields/custom-fields.table';
