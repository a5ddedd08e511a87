import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PAGE_PAGE_SIZE,
  pageSortFieldSchema,
  type PageListRequest,
  type PageSortField,
} from '@contracts/pages/pages.schemas';
import type { SortState } from '@/components/ui/sortable-table';

export const SEARCH_DELAY_MS = 300;
/** Spec §2.3 / §9: sorted by createdDate ascending. */
export const DEFAULT_PAGES_SORT: { field: PageSortField; direction: 'asc' | 'desc' } = {
  field: 'createdDate',
  direction: 'asc',
};

/** Search, archived switch, sort and page of the Pages list; a new filter or sort goes back to page 1. */
export function usePagesListState() {
  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [sort, setSortState] = useState(DEFAULT_PAGES_SORT);
  const filterKey = JSON.stringify([appliedSearch.trim(), showArchived, sort]);
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
    const field = pageSortFieldSchema.safeParse(next.field);
    if (field.success) setSortState({ field: field.data, direction: next.direction });
  };

  /** Spec §2.3: enabled only when a filter text or the archived flag is set. */
  const filtersActive = search.trim() !== '' || showArchived;
  const clearFilters = () => {
    clearTimeout(timer.current);
    setSearchText('');
    setAppliedSearch('');
    setShowArchived(false);
  };

  const request: PageListRequest = {
    filter: appliedSearch.trim(),
    showArchived,
    sort: sort.field,
    sortDirection: sort.direction,
    page,
    rowsPerPage: PAGE_PAGE_SIZE,
  };

  return {
    search,
    setSearch,
    showArchived,
    setShowArchived,
    sort,
    setSort,
    page,
    setPage,
    filtersActive,
    clearFilters,
    request,
  };
}
