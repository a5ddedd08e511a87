import {
  CAMPAIGN_PAGE_SIZE,
  type CampaignListRequest,
  type campaignSortFieldSchema,
} from '@contracts/campaigns/campaigns.schemas';
import type { z } from 'zod';

export type CampaignSortField = z.infer<typeof campaignSortFieldSchema>;
export type CampaignSort = { field: CampaignSortField; direction: 'asc' | 'desc' };

/** Spec 1 §9: campaigns sort by name ascending by default. */
export const DEFAULT_CAMPAIGN_SORT: CampaignSort = { field: 'name', direction: 'asc' };

export type CampaignListQuery = {
  sort: CampaignSort;
  categoryId: number | undefined;
  /** The name search as typed; sent trimmed, and only when not blank. */
  search: string;
  archived: boolean;
  page: number;
};

/** The POST /api/sms/campaigns/list body for the list's filters, sort and page. */
export function buildListRequest(query: CampaignListQuery): CampaignListRequest {
  const filters: CampaignListRequest['filters'] = [];
  if (query.categoryId !== undefined)
    filters.push({ field: 'category', operation: 'Equals', value: query.categoryId });
  const name = query.search.trim();
  if (name) filters.push({ field: 'campaignName', operation: 'Contains', value: name });
  filters.push({ field: 'archived', operation: 'Equals', value: query.archived });
  return {
    sort: query.sort,
    filters,
    pagination: { page: query.page, rowsPerPage: CAMPAIGN_PAGE_SIZE },
  };
}

export { parseCategoryParam } from '@/components/campaigns/use-campaign-list-state';
