import { useCallback, useEffect, useRef, useState } from 'react';
import {
  USERS_PAGE_SIZE,
  userSortFieldSchema,
  type UserListRequest,
  type UserSortField,
} from '@contracts/users/users.schemas';
import type { SortState } from '@/components/ui/sortable-table';

export const SEARCH_DELAY_MS = 300;
export type SignedUpBy = 'Both' | 'Self' | 'Admin';
export type XeroFilter = 'Both' | 'WithXero' | 'WithoutXero';

/** Spec 3 §2.10: default sort Signed Up ascending. */
export const DEFAULT_USERS_SORT: { field: UserSortField; direction: 'asc' | 'desc' } = {
  field: 'created',
  direction: 'asc',
};

/** The Users screen's filters, sort and page; any filter change goes back to page 1. */
export function useUsersListState() {
  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [signedUpBy, setSignedUpBy] = useState<SignedUpBy>('Both');
  const [hasXeroContact, setHasXeroContact] = useState<XeroFilter>('Both');
  const [sort, setSortState] = useState(DEFAULT_USERS_SORT);
  const filterKey = JSON.stringify([appliedSearch.trim(), showArchived, signedUpBy, hasXeroContact, sort]);
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
    const field = userSortFieldSchema.safeParse(next.field);
    if (field.success) setSortState({ field: field.data, direction: next.direction });
  };

  const filtersActive =
    search.trim() !== '' || showArchived || signedUpBy !== 'Both' || hasXeroContact !== 'Both';
  const clearFilters = () => {
    clearTimeout(timer.current);
    setSearchText('');
    setAppliedSearch('');
    setShowArchived(false);
    setSignedUpBy('Both');
    setHasXeroContact('Both');
  };

  const request: UserListRequest = {
    sort: { field: sort.field, asc: sort.direction === 'asc' },
    filter: appliedSearch.trim(),
    showArchived,
    signedUpBy,
    hasXeroContact,
    pagination: { page, rowsPerPage: USERS_PAGE_SIZE },
  };

  return {
    search,
    setSearch,
    showArchived,
    setShowArchived,
    signedUpBy,
    setSignedUpBy,
    hasXeroContact,
    setHasXeroContact,
    sort,
    setSort,
    page,
    setPage,
    filtersActive,
    clearFilters,
    request,
  };
}
