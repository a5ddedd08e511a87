import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_REPLY_SORT,
  REPLY_PAGE_SIZE,
  replySortFields,
  type ReplyListRequest,
  type ReplySortField,
  type ReplyTypeFilter,
} from '@contracts/replies/replies.schemas';
import type { SortState } from '@/components/ui/sortable-table';

export const SEARCH_DELAY_MS = 300;

type ReplySort = { field: ReplySortField; direction: 'asc' | 'desc' };

const isSortField = (field: string): field is ReplySortField =>
  (replySortFields as readonly string[]).includes(field);

/**
 * Search, type, sort, page and selection of the SMS Inbox (spec 1 §4): a new search, type or sort goes back
 * to page 1; the selection is of Unallocated rows on the page and ends when the page, filter or sort changes.
 */
export function useInboxState() {
  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [type, setTypeState] = useState<ReplyTypeFilter>('All');
  const [sort, setSortState] = useState<ReplySort>(DEFAULT_REPLY_SORT);
  const filterKey = JSON.stringify([appliedSearch.trim(), type, sort]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [selection, setSelection] = useState({ key: '', ids: new Set<number>() });
  const selectionKey = `${filterKey}|${page}`;
  const selected = selection.key === selectionKey ? selection.ids : new Set<number>();

  const setPage = useCallback((next: number) => setPaging({ filterKey, page: next }), [filterKey]);
  const setSelected = useCallback(
    (ids: Set<number>) => setSelection({ key: selectionKey, ids }),
    [selectionKey],
  );
  const clearSelection = useCallback(() => setSelection({ key: '', ids: new Set() }), []);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setSearch = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAppliedSearch(text), SEARCH_DELAY_MS);
  };
  const setType = (next: ReplyTypeFilter) => setTypeState(next);
  const setSort = (next: SortState) => {
    if (isSortField(next.field)) setSortState({ field: next.field, direction: next.direction });
  };

  const filtersActive = search.trim() !== '' || type !== 'All';
  const clearFilters = () => {
    clearTimeout(timer.current);
    setSearchText('');
    setAppliedSearch('');
    setTypeState('All');
  };

  const request: ReplyListRequest = {
    sort,
    type,
    filter: appliedSearch.trim(),
    pagination: { page, rowsPerPage: REPLY_PAGE_SIZE },
  };

  return {
    search,
    setSearch,
    type,
    setType,
    sort,
    setSort,
    page,
    setPage,
    selected,
    setSelected,
    clearSelection,
    filtersActive,
    clearFilters,
    request,
  };
}

export type InboxState = ReturnType<typeof useInboxState>;
