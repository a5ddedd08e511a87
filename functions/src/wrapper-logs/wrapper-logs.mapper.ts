import type { FieldType, WrapperLog, WrapperLogField, WrapperLogRow } from './wrapper-logs.schemas';
import type { WrapperLogFieldRecord, WrapperLogRecord } from './wrapper-logs.repository';

export function toWrapperLogRow(row: {
  id: number;
  name: string;
  description: string;
  database_type: WrapperLogRecord['database_type'];
  created_at: Date;
}): WrapperLogRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    databaseType: row.database_type,
    dateCreated: row.created_at.toISOString(),
  };
}

export function toWrapperLogField(row: WrapperLogFieldRecord): WrapperLogField {
  return {
    id: row.id,
    columnName: row.column_name,
    heading: row.heading,
    type: row.type as FieldType,
    sortOrder: row.sort_order,
    isPrimaryKey: row.is_primary_key === 1,
    showInTable: row.show_in_table === 1,
    isDownloadable: row.is_downloadable === 1,
    isSource: row.is_source === 1,
    isCellphone: row.is_cellphone === 1,
    isDropdownSearch: row.is_dropdown_search === 1,
    isSearchable: row.is_searchable === 1,
  };
}

/** The browser never gets the password: only whether one is stored. */
export function toWrapperLog(row: WrapperLogRecord, fields: WrapperLogFieldRecord[]): WrapperLog {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    repostLink: row.repost_link ?? '',
    manualPostLink: row.manual_post_link ?? '',
    databaseType: row.database_type,
    databaseHost: row.database_host,
    databaseUsername: row.database_username,
    databasePassword: '',
    hasPassword: row.database_password_enc.length > 0,
    databaseName: row.database_name,
    databaseTable: row.database_table,
    fields: fields.map(toWrapperLogField),
  };
}
