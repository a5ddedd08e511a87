import {
  EMAIL_CAMPAIGN_PAGE_SIZE,
  type EmailCampaignListRequest,
  type emailCampaignSortFieldSchema,
} from '@contracts/email-campaigns/email-campaigns.schemas';
import type { z } from 'zod';

export type EmailCampaignSortField = z.infer<typeof emailCampaignSortFieldSchema>;
export type EmailCampaignSort = { field: EmailCampaignSortField; direction: 'asc' | 'desc' };
export type ArchivedStatus = 'Unarchived' | 'Archived' | 'Both';

/** Spec 2 §9: by name ascending. */
export const DEFAULT_EMAIL_CAMPAIGN_SORT: EmailCampaignSort = { field: 'name', direction: 'asc' };

/** The 'All Categories' pseudo-category (spec 2 §2.10). */
export const ALL_CATEGORIES_ID = 0;

/** The POST /api/email/campaigns body for the list's filters, sort and page. */
export function buildEmailListRequest(query: {
  sort: EmailCampaignSort;
  categoryId: number | undefined;
  search: string;
  archivedStatus: ArchivedStatus;
  page: number;
}): EmailCampaignListRequest {
  return {
    sort: { field: query.sort.field, asc: query.sort.direction === 'asc' },
    categoryId: query.categoryId ?? ALL_CATEGORIES_ID,
    campaignName: query.search.trim(),
    archivedStatus: query.archivedStatus,
    includeCampaignStatus: true,
    pagination: { page: query.page, rowsPerPage: EMAIL_CAMPAIGN_PAGE_SIZE },
  };
}

export { parseCategoryParam } from '@/components/campaigns/use-campaign-list-state';
