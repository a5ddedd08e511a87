import { useCallback, useEffect, useRef, useState } from 'react';
import { LIST_PAGE_SIZE, listSortFieldSchema, type ListListsRequest } from '@contracts/lists/lists.schemas';
import type { SortState } from '@/components/ui/sortable-table';

export const SEARCH_DELAY_MS = 300;
export const DEFAULT_LIST_SORT = { field: 'name', direction: 'asc' } as const;

type ListSort = NonNullable<ListListsRequest['sort']>;

/** Search, sort and page of the SMS lists; a new search or sort goes back to page 1. */
export function useSmsListState() {
  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [sort, setSortState] = useState<ListSort>(DEFAULT_LIST_SORT);
  const filterKey = JSON.stringify([appliedSearch.trim(), sort]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ filterKey, page: next }), [filterKey]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setSearch = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAppliedSearch(text), SEARCH_DELAY_MS);
  };

  const setSort = (next: SortState) => {
    const field = listSortFieldSchema.safeParse(next.field);
    if (field.success) setSortState({ field: field.data, direction: next.direction });
  };

  const filtersActive = search.trim() !== '';
  const clearFilters = () => {
    clearTimeout(timer.current);
    setSearchText('');
    setAppliedSearch('');
  };

  const request: ListListsRequest = {
    sort,
    filter: appliedSearch.trim(),
    pagination: { page, rowsPerPage: LIST_PAGE_SIZE },
  };

  return { search, setSearch, sort, setSort, page, setPage, filtersActive, clearFilters, request };
}
