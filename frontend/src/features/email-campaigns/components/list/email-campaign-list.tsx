import { useMemo, useState } from 'react';
import {
  EMAIL_CAMPAIGN_PAGE_SIZE,
  emailCampaignSortFieldSchema,
  type EmailCampaignRow,
} from '@contracts/email-campaigns/email-campaigns.schemas';
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
import {
  runEmailRowAction,
  useEmailCampaignList,
  useEmailCategories,
  useReloadEmailCampaignLists,
} from '../../api/email-campaigns';
import {
  buildEmailListRequest,
  DEFAULT_EMAIL_CAMPAIGN_SORT,
  type ArchivedStatus,
} from '../../utils/list-request';
import { emailCampaignColumns } from './email-campaign-columns';

export const EMPTY_EMAIL_LIST_TEXT = 'No email campaigns to show';

/** Our confirmations (spec 2 §4 leaves open whether e-mail uses one; the SMS list does). */
export const EMAIL_ROW_ACTION_TEXTS = campaignActionTexts('Email');

const ARCHIVED_OPTIONS: SelectOption<ArchivedStatus>[] = [
  { value: 'Unarchived', label: 'Unarchived' },
  { value: 'Archived', label: 'Archived' },
  { value: 'Both', label: 'Both' },
];

const DEFAULT_ARCHIVED: ArchivedStatus = 'Unarchived';

/** The e-mail campaign list (spec 2 §2.10). */
export function EmailCampaignList() {
  const categoriesQuery = useEmailCategories();
  const { categories, knowledge } = useCategoryKnowledge(categoriesQuery);
  const state = useCampaignListState(knowledge, {
    defaultSort: DEFAULT_EMAIL_CAMPAIGN_SORT,
    sortField: emailCampaignSortFieldSchema,
    defaultArchived: DEFAULT_ARCHIVED,
    buildRequest: (query) => buildEmailListRequest({ ...query, archivedStatus: query.archived }),
  });
  const list = useEmailCampaignList(state.request);
  const reload = useReloadEmailCampaignLists();
  const [pending, setPending] = useState<PendingCampaignAction<EmailCampaignRow> | null>(null);
  const columns = useMemo(() => emailCampaignColumns((action, row) => setPending({ action, row })), []);

  return (
    <CampaignListPage
      title="Email Campaigns"
      countTestId="email-campaign-count"
      historyHref={paths.email.sendRounds.getHref()}
      createHref={paths.email.newCampaign.getHref()}
      filters={
        <CampaignListFilters
          label="Filter email campaigns"
          state={state}
          categories={categories}
          archived={{ value: state.archived, options: ARCHIVED_OPTIONS, onChange: state.setArchived }}
        />
      }
      state={state}
      list={list}
      columns={columns}
      tableLabel="Email campaigns"
      emptyText={EMPTY_EMAIL_LIST_TEXT}
      pageSize={EMAIL_CAMPAIGN_PAGE_SIZE}
    >
      {/* Spec 2 §8: failures are swallowed; the list reloads either way. */}
      <CampaignActionDialog
        pending={pending}
        texts={EMAIL_ROW_ACTION_TEXTS}
        run={runEmailRowAction}
        onClose={() => setPending(null)}
        reload={reload}
      />
    </CampaignListPage>
  );
}
