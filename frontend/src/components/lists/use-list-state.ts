import { useCallback, useState } from 'react';
import { LIST_PAGE_SIZE, listSortFieldSchema, type ListListsRequest } from '@contracts/lists/lists.schemas';
import type { SortState } from '@/components/ui/sortable-table';
import { useDebouncedSearch } from '@/lib/use-debounced-search';

const DEFAULT_LIST_SORT = { field: 'name', direction: 'asc' } as const;

type ListSort = NonNullable<ListListsRequest['sort']>;

/** Search (applied after a pause in typing), sort and page of a lists table; a new search or sort goes back to page 1. */
export function useListState() {
  const { search, appliedSearch, setSearch, clearSearch } = useDebouncedSearch();
  const [sort, setSortState] = useState<ListSort>(DEFAULT_LIST_SORT);
  const filterKey = JSON.stringify([appliedSearch.trim(), sort]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ filterKey, page: next }), [filterKey]);

  const setSort = (next: SortState) => {
    const field = listSortFieldSchema.safeParse(next.field);
    if (field.success) setSortState({ field: field.data, direction: next.direction });
  };

  const request: ListListsRequest = {
    sort,
    filter: appliedSearch.trim(),
    pagination: { page, rowsPerPage: LIST_PAGE_SIZE },
  };

  return {
    search,
    setSearch,
    sort,
    setSort,
    page,
    setPage,
    filtersActive: search.trim() !== '',
    clearFilters: clearSearch,
    request,
  };
}

export type ListState = ReturnType<typeof useListState>;
