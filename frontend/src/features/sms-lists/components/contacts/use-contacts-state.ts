import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContactsRequest } from '../../api/sms-lists';
import { SEARCH_DELAY_MS } from '../list/use-sms-list-state';

/** Search (applied after a pause in typing) and page of a list's contacts; a new search goes back to page 1. */
export function useContactsState() {
  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const applied = appliedSearch.trim();
  const [paging, setPaging] = useState({ search: applied, page: 1 });
  const page = paging.search === applied ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ search: applied, page: next }), [applied]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setSearch = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAppliedSearch(text), SEARCH_DELAY_MS);
  };
  const clearSearch = () => {
    clearTimeout(timer.current);
    setSearchText('');
    setAppliedSearch('');
  };

  const request: ContactsRequest = { page, search: applied };
  return { search, setSearch, clearSearch, page, setPage, request };
}
