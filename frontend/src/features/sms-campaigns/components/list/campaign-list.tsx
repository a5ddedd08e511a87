import { useMemo, useState } from 'react';
import {
  CAMPAIGN_PAGE_SIZE,
  campaignSortFieldSchema,
  type CampaignRow,
} from '@contracts/campaigns/campaigns.schemas';
import { CampaignListFilters } from '@/components/campaigns/campaign-list-filters';
import { CampaignListPage } from '@/components/campaigns/campaign-list-page';
import {
  CampaignActionDialog,
  campaignActionTexts,
  type PendingCampaignAction,
} from '@/components/campaigns/campaign-row-actions';
import { useCampaignListState, useCategoryKnowledge } from '@/components/campaigns/use-campaign-list-state';
import type { SelectOption } from '@/components/ui/select-box';
import { paths } from '@/config/paths';
import { runRowAction, useCampaignList, useReloadCampaignLists } from '../../api/campaign-list';
import { useSmsCategories } from '../../api/categories';
import { buildListRequest, DEFAULT_CAMPAIGN_SORT } from '../../utils/list-request';
import { campaignColumns } from './campaign-columns';

export const EMPTY_LIST_TEXT = 'No sms campaigns to show';

/** Spec 1 §2.1: the confirmation of each row action. */
export const ROW_ACTION_TEXTS = campaignActionTexts('Sms');

const ARCHIVED_OPTIONS: SelectOption<'unarchived' | 'archived'>[] = [
  { value: 'unarchived', label: 'Show Unarchived' },
  { value: 'archived', label: 'Show Archived' },
];

/** The SMS campaign list (spec 1 §2.1). */
export function CampaignList() {
  const categoriesQuery = useSmsCategories();
  const { categories, knowledge } = useCategoryKnowledge(categoriesQuery);
  const state = useCampaignListState(knowledge, {
    defaultSort: DEFAULT_CAMPAIGN_SORT,
    sortField: campaignSortFieldSchema,
    defaultArchived: false,
    buildRequest: buildListRequest,
  });
  const list = useCampaignList(state.request);
  const reloadLists = useReloadCampaignLists();
  const [pending, setPending] = useState<PendingCampaignAction<CampaignRow> | null>(null);
  const columns = useMemo(() => campaignColumns((action, row) => setPending({ action, row })), []);

  return (
    <CampaignListPage
      title="SMS Campaigns"
      countTestId="campaign-count"
      historyHref={paths.segmentBuildHistory.getHref()}
      createHref={paths.sms.createCampaign.getHref()}
      filters={
        <CampaignListFilters
          label="Filter campaigns"
          state={state}
          categories={categories}
          archived={{
            value: state.archived ? 'archived' : 'unarchived',
            options: ARCHIVED_OPTIONS,
            onChange: (value) => state.setArchived(value === 'archived'),
          }}
        />
      }
      state={state}
      list={list}
      columns={columns}
      tableLabel="SMS campaigns"
      emptyText={EMPTY_LIST_TEXT}
      pageSize={CAMPAIGN_PAGE_SIZE}
    >
      <CampaignActionDialog
        pending={pending}
        texts={ROW_ACTION_TEXTS}
        run={runRowAction}
        onClose={() => setPending(null)}
        reload={reloadLists}
      />
    </CampaignListPage>
  );
}
