import { describe, expect, it } from 'vitest';
import type { TableMetadata } from '@contracts/wrapper-logs/wrapper-logs.schemas';
import { fieldProblem, fieldsFromTable, findTable, headingOf } from './metadata-check';

const table: TableMetadata = {
  tableName: 'Request_Log',
  columns: [
    { columnName: 'id', columnType: 'bigint', isPrimaryKey: true, fieldType: 4 },
    {
      columnName: 'received_at',
      columnType: 'timestamp without time zone',
      isPrimaryKey: false,
      fieldType: 1,
    },
    { columnName: 'cellphone', columnType: 'character varying', isPrimaryKey: false, fieldType: 3 },
  ],
};

describe('metadata check', () => {
  it('finds the table ignoring case, and not for an empty name', () => {
    expect(findTable([table], 'request_LOG')).toBe(table);
    expect(findTable([table], 'requests')).toBeUndefined();
    expect(findTable([table], ' ')).toBeUndefined();
  });

  it('flags a missing column, a different type and a different primary-key flag', () => {
    expect(fieldProblem(table, { columnName: 'nope', type: 3, isPrimaryKey: false })).toBe(
      'The column is not in the table.',
    );
    expect(fieldProblem(table, { columnName: 'RECEIVED_AT', type: 3, isPrimaryKey: false })).toBe(
      'The column is Date (timestamp without time zone).',
    );
    expect(fieldProblem(table, { columnName: 'id', type: 4, isPrimaryKey: false })).toBe(
      'The column is the primary key.',
    );
    expect(fieldProblem(table, { columnName: 'cellphone', type: 3, isPrimaryKey: true })).toBe(
      'The column is not a primary key.',
    );
    expect(fieldProblem(table, { columnName: 'id', type: 4, isPrimaryKey: true })).toBeNull();
    expect(fieldProblem(undefined, { columnName: 'id', type: 3, isPrimaryKey: false })).toBeNull();
  });

  it('adds the columns that have no field yet, typed as the database says', () => {
    const added = fieldsFromTable(table, [
      {
        id: 1,
        columnName: 'ID',
        heading: 'Id',
        type: 4,
        sortOrder: 0,
        isPrimaryKey: true,
        showInTable: true,
        isDownloadable: false,
        isSource: false,
        isCellphone: false,
        isDropdownSearch: false,
        isSearchable: false,
      },
    ]);
    expect(added.map((f) => [f.columnName, f.heading, f.type, f.isCellphone, f.sortOrder])).toEqual([
      ['received_at', 'Received At', 1, false, 1],
      ['cellphone', 'Cellphone', 3, true, 2],
    ]);
  });

  it('makes headings from column names', () => {
    expect(headingOf('statusCode')).toBe('Status Code');
    expect(headingOf('request-body')).toBe('Request Body');
  });
});
