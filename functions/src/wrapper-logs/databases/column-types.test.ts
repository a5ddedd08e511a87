import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../wrapper-logs.schemas';
import { fieldTypeOfColumn } from './column-types';

describe('fieldTypeOfColumn', () => {
  it.each([
    ['uniqueidentifier', FIELD_TYPES.Guid],
    ['uuid', FIELD_TYPES.Guid],
    ['bit', FIELD_TYPES.Boolean],
    ['boolean', FIELD_TYPES.Boolean],
    ['tinyint(1)', FIELD_TYPES.Boolean],
    ['tinyint(4)', FIELD_TYPES.Number],
    ['datetime2', FIELD_TYPES.Date],
    ['timestamp without time zone', FIELD_TYPES.Date],
    ['date', FIELD_TYPES.Date],
    ['int', FIELD_TYPES.Number],
    ['integer', FIELD_TYPES.Number],
    ['bigint unsigned', FIELD_TYPES.Number],
    ['decimal(12,4)', FIELD_TYPES.Number],
    ['double precision', FIELD_TYPES.Number],
    ['varchar(100)', FIELD_TYPES.String],
    ['character varying', FIELD_TYPES.String],
    ['nvarchar', FIELD_TYPES.String],
    ['text', FIELD_TYPES.String],
    ['json', FIELD_TYPES.String],
    ['interval', FIELD_TYPES.String],
    ['datetimefoo', FIELD_TYPES.String],
  ])('%s reads as %i', (type, expected) => {
    expect(fieldTypeOfColumn(type)).toBe(expected);
  });
});
