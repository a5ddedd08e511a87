import { useCallback, useState } from 'react';
import type { ContactsRequest } from '../../api/sms-lists';
import { useDebouncedSearch } from '@/lib/use-debounced-search';

/** Search (applied after a pause in typing) and page of a list's contacts; a new search goes back to page 1. */
export function useContactsState() {
  const { search, appliedSearch, setSearch, clearSearch } = useDebouncedSearch();
  const applied = appliedSearch.trim();
  const [paging, setPaging] = useState({ search: applied, page: 1 });
  const page = paging.search === applied ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ search: applied, page: next }), [applied]);

  const request: ContactsRequest = { page, search: applied };
  return { search, setSearch, clearSearch, page, setPage, request };
}
