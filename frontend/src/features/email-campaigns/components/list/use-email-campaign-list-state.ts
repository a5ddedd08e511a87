import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { emailCampaignSortFieldSchema } from '@contracts/email-campaigns/email-campaigns.schemas';
import type { SortState } from '@/components/ui/sortable-table';
import {
  buildEmailListRequest,
  DEFAULT_EMAIL_CAMPAIGN_SORT,
  parseCategoryParam,
  type ArchivedStatus,
  type EmailCampaignSort,
} from '../../utils/list-request';

export const SEARCH_DELAY_MS = 300;
const CATEGORY_PARAM = 'categoryId';

export type CategoryKnowledge = { loaded: false } | { loaded: true; ids: ReadonlySet<number> };

/**
 * Filters, sort and page of the e-mail campaign list (as the SMS list): only the category lives in the query
 * string, used once the categories show it exists; another filter or sort goes back to page 1.
 */
export function useEmailCampaignListState(categories: CategoryKnowledge) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = parseCategoryParam(searchParams.get(CATEGORY_PARAM));
  const categoryId =
    requested !== undefined && categories.loaded && categories.ids.has(requested) ? requested : undefined;
  const waiting = requested !== undefined && !categories.loaded;

  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [archivedStatus, setArchivedStatus] = useState<ArchivedStatus>('Unarchived');
  const [sort, setSortState] = useState<EmailCampaignSort>(DEFAULT_EMAIL_CAMPAIGN_SORT);

  const filterKey = JSON.stringify([categoryId, appliedSearch.trim(), archivedStatus, sort]);
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

  const setCategoryId = (id: number | undefined) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (!id) next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, String(id));
        return next;
      },
      { replace: true },
    );

  const setSort = (next: SortState) => {
    const field = emailCampaignSortFieldSchema.safeParse(next.field);
    if (field.success) setSortState({ field: field.data, direction: next.direction });
  };

  const filtersActive = search.trim() !== '' || categoryId !== undefined || archivedStatus !== 'Unarchived';
  const clearFilters = () => {
    clearTimeout(timer.current);
    setSearchText('');
    setAppliedSearch('');
    setArchivedStatus('Unarchived');
    if (requested !== undefined) setCategoryId(undefined);
  };

  const request = waiting
    ? null
    : buildEmailListRequest({ sort, categoryId, search: appliedSearch, archivedStatus, page });

  return {
    search,
    setSearch,
    categoryId,
    setCategoryId,
    archivedStatus,
    setArchivedStatus,
    sort,
    setSort,
    page,
    setPage,
    filtersActive,
    clearFilters,
    request,
  };
}

export type EmailCampaignListState = ReturnType<typeof useEmailCampaignListState>;
