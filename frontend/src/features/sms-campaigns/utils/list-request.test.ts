import { describe, expect, it } from 'vitest';
import { buildListRequest, DEFAULT_CAMPAIGN_SORT, parseCategoryParam } from './list-request';

describe('buildListRequest', () => {
  it('sends only the archived filter by default, sorted by name, 10 per page', () => {
    expect(
      buildListRequest({
        sort: DEFAULT_CAMPAIGN_SORT,
        categoryId: undefined,
        search: '  ',
        archived: false,
        page: 1,
      }),
    ).toEqual({
      sort: { field: 'name', direction: 'asc' },
      filters: [{ field: 'archived', operation: 'Equals', value: false }],
      pagination: { page: 1, rowsPerPage: 10 },
    });
  });

  it('adds the category and the trimmed name', () => {
    expect(
      buildListRequest({
        sort: { field: 'createdDate', direction: 'desc' },
        categoryId: 4,
        search: ' Spring ',
        archived: true,
        page: 3,
      }),
    ).toEqual({
      sort: { field: 'createdDate', direction: 'desc' },
      filters: [
        { field: 'category', operation: 'Equals', value: 4 },
        { field: 'campaignName', operation: 'Contains', value: 'Spring' },
        { field: 'archived', operation: 'Equals', value: true },
      ],
      pagination: { page: 3, rowsPerPage: 10 },
    });
  });
});

describe('parseCategoryParam', () => {
  it.each([
    ['12', 12],
    [null, undefined],
    ['', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['abc', undefined],
  ])('%s → %s', (value, expected) => expect(parseCategoryParam(value)).toBe(expected));
});
