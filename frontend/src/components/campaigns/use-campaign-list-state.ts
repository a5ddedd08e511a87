import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from '@/components/ui/sortable-table';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import type { CategoryGroup } from '@contracts/categories/categories.schemas';
import { flattenCategoryGroups, type GroupedCategory } from './category-picker';

const CATEGORY_PARAM = 'categoryId';

/** The categoryId query parameter as a positive whole number, or undefined. */
export function parseCategoryParam(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export type CategoryKnowledge =
  /** The categories are still loading. */
  | { loaded: false }
  /** The ids of the account's categories (empty when they could not be loaded). */
  | { loaded: true; ids: ReadonlySet<number> };

/** The account's categories for the filter, and what the list knows of them (from their SWR response). */
export function useCategoryKnowledge(query: { data?: readonly CategoryGroup[]; error?: unknown }): {
  categories: GroupedCategory[];
  knowledge: CategoryKnowledge;
} {
  const categories = useMemo(() => flattenCategoryGroups(query.data ?? []), [query.data]);
  const knowledge: CategoryKnowledge =
    query.data || query.error
      ? { loaded: true, ids: new Set(categories.map((category) => category.id)) }
      : { loaded: false };
  return { categories, knowledge };
}

/** The filters, sort and page a campaign list's request is built from. */
export type CampaignListQuery<Field extends string, Archived> = {
  sort: { field: Field; direction: 'asc' | 'desc' };
  categoryId: number | undefined;
  /** The name search as typed. */
  search: string;
  archived: Archived;
  page: number;
};

export type CampaignListStateOptions<Field extends string, Archived, Request> = {
  defaultSort: { field: Field; direction: 'asc' | 'desc' };
  /** The sort fields the server takes. */
  sortField: { safeParse: (value: unknown) => { success: true; data: Field } | { success: false } };
  /** The archived filter's value before any choice (and after Clear filters). */
  defaultArchived: Archived;
  buildRequest: (query: CampaignListQuery<Field, Archived>) => Request;
};

/**
 * Filters, sort and page of a campaign list. Only the category lives in the query string; a categoryId there
 * is used once the categories show that it exists. Changing a filter or the sort goes back to page 1.
 */
export function useCampaignListState<Field extends string, Archived, Request>(
  categories: CategoryKnowledge,
  {
    defaultSort,
    sortField,
    defaultArchived,
    buildRequest,
  }: CampaignListStateOptions<Field, Archived, Request>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedCategory = parseCategoryParam(searchParams.get(CATEGORY_PARAM));
  const categoryId =
    requestedCategory !== undefined && categories.loaded && categories.ids.has(requestedCategory)
      ? requestedCategory
      : undefined;
  const waiting = requestedCategory !== undefined && !categories.loaded;

  const { search, appliedSearch, setSearch, clearSearch } = useDebouncedSearch();
  const [archived, setArchived] = useState<Archived>(defaultArchived);
  const [sort, setSortState] = useState(defaultSort);

  // The page belongs to one set of filters: another set starts at page 1.
  const filterKey = JSON.stringify([categoryId, appliedSearch.trim(), archived, sort]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ filterKey, page: next }), [filterKey]);

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
    const field = sortField.safeParse(next.field);
    if (field.success) setSortState({ field: field.data, direction: next.direction });
  };

  const filtersActive = search.trim() !== '' || categoryId !== undefined || archived !== defaultArchived;
  const clearFilters = () => {
    clearSearch();
    setArchived(defaultArchived);
    if (requestedCategory !== undefined) setCategoryId(undefined);
  };

  const request = waiting ? null : buildRequest({ sort, categoryId, search: appliedSearch, archived, page });

  return {
    search,
    setSearch,
    categoryId,
    setCategoryId,
    archived,
    setArchived,
    sort,
    setSort,
    page,
    setPage,
    filtersActive,
    clearFilters,
    request,
  };
}
