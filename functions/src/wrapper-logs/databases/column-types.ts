import { FIELD_TYPES, type FieldType } from '../wrapper-logs.schemas';

// A column's type on the user's server (SQL Server, MySQL or PostgreSQL) → the wrapper-log field type it
// reads as. The editor flags a field whose type differs from its column's.

const DATE = /^(date|datetime|datetime2|smalldatetime|datetimeoffset|timestamp|time)\b/;
const BOOLEAN = /^(bit|bool|boolean)\b|^tinyint\(1\)/;
const NUMBER =
  /^(tinyint|smallint|mediumint|int|integer|bigint|decimal|numeric|float|double|real|money|smallmoney|serial|bigserial|smallserial|year)\b/;
const GUID = /^(uniqueidentifier|uuid)\b/;

/** `type` as the server names it, e.g. "varchar", "timestamp without time zone", "tinyint(1)". */
export function fieldTypeOfColumn(type: string): FieldType {
  const name = type.trim().toLowerCase();
  if (GUID.test(name)) return FIELD_TYPES.Guid;
  if (BOOLEAN.test(name)) return FIELD_TYPES.Boolean;
  if (DATE.test(name)) return FIELD_TYPES.Date;
  if (NUMBER.test(name)) return FIELD_TYPES.Number;
  return FIELD_TYPES.String;
}
