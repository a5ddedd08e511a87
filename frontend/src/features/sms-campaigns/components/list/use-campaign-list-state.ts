import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { campaignSortFieldSchema } from '@contracts/campaigns/campaigns.schemas';
import type { SortState } from '@/components/ui/sortable-table';
import {
  buildListRequest,
  DEFAULT_CAMPAIGN_SORT,
  parseCategoryParam,
  type CampaignSort,
} from '../../utils/list-request';

export const SEARCH_DELAY_MS = 300;
const CATEGORY_PARAM = 'categoryId';

export type CategoryKnowledge =
  /** The categories are still loading. */
  | { loaded: false }
  /** The ids of the account's categories (empty when they could not be loaded). */
  | { loaded: true; ids: ReadonlySet<number> };

/**
 * Filters, sort and page of the campaign list. Only the category lives in the query string; a
 * categoryId there is used once the categories show that it exists. Changing a filter or the sort
 * goes back to page 1.
 */
export function useCampaignListState(categories: CategoryKnowledge) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedCategory = parseCategoryParam(searchParams.get(CATEGORY_PARAM));
  const categoryId =
    requestedCategory !== undefined && categories.loaded && categories.ids.has(requestedCategory)
      ? requestedCategory
      : undefined;
  const waiting = requestedCategory !== undefined && !categories.loaded;

  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [archived, setArchivedState] = useState(false);
  const [sort, setSortState] = useState<CampaignSort>(DEFAULT_CAMPAIGN_SORT);

  // The page belongs to one set of filters: another set starts at page 1.
  const filterKey = JSON.stringify([categoryId, appliedSearch.trim(), archived, sort]);
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

  const setCategoryId = (id: number | undefined) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id === undefined) next.delete(CATEGORY_PARAM);
        else next.set(CATEGORY_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  };

  const setSort = (next: SortState) => {
    const field = campaignSortFieldSchema.safeParse(next.field);
    if (field.success) setSortState({ field: field.data, direction: next.direction });
  };

  const filtersActive = search.trim() !== '' || categoryId !== undefined || archived;
  const clearFilters = () => {
    clearTimeout(timer.current);
    setSearchText('');
    setAppliedSearch('');
    setArchivedState(false);
    if (requestedCategory !== undefined) setCategoryId(undefined);
  };

  const request = waiting
    ? null
    : buildListRequest({ sort, categoryId, search: appliedSearch, archived, page });

  return {
    search,
    setSearch,
    categoryId,
    setCategoryId,
    archived,
    setArchived: setArchivedState,
    sort,
    setSort,
    page,
    setPage,
    filtersActive,
    clearFilters,
    request,
  };
}

export type CampaignListState = ReturnType<typeof useCampaignListState>;
