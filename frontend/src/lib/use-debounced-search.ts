import { useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

/** A search box's text, and the text applied after a pause in typing (what a list asks the server for). */
export function useDebouncedSearch() {
  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setSearch = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAppliedSearch(text), SEARCH_DELAY_MS);
  };
  /** Empties the search at once. */
  const clearSearch = () => {
    clearTimeout(timer.current);
    setSearchText('');
    setAppliedSearch('');
  };
  return { search, appliedSearch, setSearch, clearSearch };
}
