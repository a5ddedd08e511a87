import type { Generated } from 'kysely';
import type { DatabaseType } from './wrapper-logs.schemas';

/** A wrapper log (migration 0029). */
export interface WrapperLogsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  description: string;
  repost_link: string | null;
  manual_post_link: string | null;
  database_type: DatabaseType;
  database_host: string;
  database_username: string;
  /** Secret box (platform/crypto/secret-box); never sent to the browser. */
  database_password_enc: Buffer;
  database_name: string;
  database_table: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** How one column of the user's table is shown; type 1 Date, 2 Boolean, 3 String, 4 Number, 5 Guid. */
export interface WrapperLogFieldsTable {
  id: Generated<number>;
  wrapper_log_id: number;
  column_name: string;
  heading: string;
  type: number;
  sort_order: number;
  is_primary_key: Generated<number>;
  show_in_table: Generated<number>;
  is_downloadable: Generated<number>;
  is_source: Generated<number>;
  is_cellphone: Generated<number>;
  is_dropdown_search: Generated<number>;
  is_searchable: Generated<number>;
}
