import {
  FIELD_TYPE_LABELS,
  type TableMetadata,
  type WrapperLogField,
} from '@contracts/wrapper-logs/wrapper-logs.schemas';

// Spec 3 §2.8: after Connect, a table name absent from the database (compared case-insensitively) is
// flagged, and so is a field whose column is missing or whose type or primary-key flag differs.

export function findTable(metadata: readonly TableMetadata[], name: string): TableMetadata | undefined {
  const wanted = name.trim().toLowerCase();
  return wanted ? metadata.find((table) => table.tableName.toLowerCase() === wanted) : undefined;
}

export const TABLE_MISSING = 'This table is not in the database.';

/** Why a field does not match its column, or null when it does (or when nothing is connected yet). */
export function fieldProblem(
  table: TableMetadata | undefined,
  field: Pick<WrapperLogField, 'columnName' | 'type' | 'isPrimaryKey'>,
): string | null {
  if (!table || !field.columnName.trim()) return null;
  const column = table.columns.find(
    (c) => c.columnName.toLowerCase() === field.columnName.trim().toLowerCase(),
  );
  if (!column) return 'The column is not in the table.';
  const problems: string[] = [];
  if (column.fieldType !== field.type)
    problems.push(`The column is ${FIELD_TYPE_LABELS[column.fieldType]} (${column.columnType}).`);
  if (column.isPrimaryKey !== field.isPrimaryKey)
    problems.push(
      column.isPrimaryKey ? 'The column is the primary key.' : 'The column is not a primary key.',
    );
  return problems.length ? problems.join(' ') : null;
}

/** Fields for every column of the table that has none yet, typed as the database says. */
export function fieldsFromTable(
  table: TableMetadata,
  existing: readonly WrapperLogField[],
): WrapperLogField[] {
  const taken = new Set(existing.map((f) => f.columnName.trim().toLowerCase()));
  return table.columns
    .filter((column) => !taken.has(column.columnName.toLowerCase()))
    .map((column, index) => ({
      id: 0,
      columnName: column.columnName,
      heading: headingOf(column.columnName),
      type: column.fieldType,
      sortOrder: existing.length + index,
      isPrimaryKey: column.isPrimaryKey,
      showInTable: true,
      isDownloadable: false,
      isSource: false,
      isCellphone: /cell|mobile|msisdn|phone/i.test(column.columnName),
      isDropdownSearch: false,
      isSearchable: false,
    }));
}

/** "received_at" → "Received At", "statusCode" → "Status Code". */
export function headingOf(columnName: string): string {
  return columnName
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
