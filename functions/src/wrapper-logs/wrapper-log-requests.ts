import type { UserDatabase } from './databases/user-database';
import { UserDatabaseError } from './databases/user-database';
import type { WrapperLogFieldRecord } from './wrapper-logs.repository';
import {
  FIELD_TYPES,
  type RequestsPage,
  type RequestsQuery,
  type TableMetadata,
} from './wrapper-logs.schemas';

// The request-log view reads the user's table through the wrapper log's fields. Table and column names are
// taken from the server's own metadata (matched case-insensitively), never from the request, and quoted in
// the server's dialect; the paging numbers are validated integers.

/** The status filter reads the first Number field whose column is named like a status code. */
const STATUS_COLUMN = /status/i;

export function findTable(metadata: TableMetadata[], name: string): TableMetadata | undefined {
  const wanted = name.trim().toLowerCase();
  return metadata.find((table) => table.tableName.toLowerCase() === wanted);
}

export async function readRequests(
  database: UserDatabase,
  tableName: string,
  fields: WrapperLogFieldRecord[],
  query: Required<RequestsQuery>,
): Promise<RequestsPage> {
  const table = findTable(await database.tables(), tableName);
  if (!table) throw new UserDatabaseError(`The table ${tableName} was not found in the database.`);
  const byName = new Map(table.columns.map((column) => [column.columnName.toLowerCase(), column]));
  const present = fields
    .map((field) => ({ field, column: byName.get(field.column_name.toLowerCase()) }))
    .filter((entry): entry is { field: WrapperLogFieldRecord; column: TableMetadata['columns'][number] } =>
      Boolean(entry.column),
    );
  if (present.length === 0)
    throw new UserDatabaseError('None of the wrapper log’s fields is a column of the table.');

  const q = database.dialect.quote;
  const status = present.find(
    (entry) => entry.field.type === FIELD_TYPES.Number && STATUS_COLUMN.test(entry.column.columnName),
  );
  const where =
    !status || query.status === 'all'
      ? ''
      : ` WHERE ${q(status.column.columnName)} ${query.status === 'success' ? '< 300' : '>= 300'}`;
  const key =
    present.find((entry) => entry.field.is_primary_key === 1)?.column ??
    table.columns.find((column) => column.isPrimaryKey) ??
    present[0]!.column;
  const from = ` FROM ${q(table.tableName)}`;
  const selectList = present.map((entry) => `${q(entry.column.columnName)} AS ${q(entry.field.column_name)}`);
  const offset = (query.page - 1) * query.rowsPerPage;
  const rows = await database.select(
    `SELECT ${selectList.join(', ')}${from}${where}${database.dialect.page(`${q(key.columnName)} DESC`, offset, query.rowsPerPage)}`,
  );
  const [count] = await database.select(`SELECT COUNT(*) AS ${q('total')}${from}${where}`);
  const shown = present.filter((entry) => entry.field.show_in_table === 1);
  return {
    columns: shown.map((entry) => ({
      columnName: entry.field.column_name,
      heading: entry.field.heading,
      type: entry.field.type,
    })),
    rows,
    totalRows: Number(count?.total ?? 0),
    statusColumn: status ? status.field.column_name : null,
  };
}
