import AddIcon from '@mui/icons-material/Add';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CAMPAIGN_PAGE_SIZE } from '@contracts/campaigns/campaigns.schemas';
import { Pager, pageCount } from '@/components/ui/pager';
import { PageHeader } from '@/components/ui/page-header';
import { SortableTable } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useCampaignList, useReloadCampaignLists, type RowAction } from '../../api/campaign-list';
import { flattenCategoryGroups, useSmsCategories } from '../../api/categories';
import { CampaignActionDialog, type PendingAction } from './campaign-action-dialog';
import { campaignColumns } from './campaign-columns';
import { CampaignListFilters } from './campaign-list-filters';
import { useCampaignListState, type CategoryKnowledge } from './use-campaign-list-state';

export const EMPTY_LIST_TEXT = 'No sms campaigns to show';

/** The SMS campaign list (spec 1 §2.1). */
export function CampaignList() {
  const categoriesQuery = useSmsCategories();
  const categories = useMemo(() => flattenCategoryGroups(categoriesQuery.data ?? []), [categoriesQuery.data]);
  const knowledge: CategoryKnowledge =
    categoriesQuery.data || categoriesQuery.error
      ? { loaded: true, ids: new Set(categories.map((category) => category.id)) }
      : { loaded: false };
  const state = useCampaignListState(knowledge);
  const list = useCampaignList(state.request);
  const reloadLists = useReloadCampaignLists();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const totalRows = list.data?.totalRows ?? 0;
  const lastPage = pageCount(totalRows, CAMPAIGN_PAGE_SIZE);
  const { page, setPage } = state;
  // After an archive or a filter elsewhere the current page may no longer exist.
  useEffect(() => {
    if (list.data && page > lastPage) setPage(lastPage);
  }, [list.data, page, lastPage, setPage]);

  const columns = useMemo(() => campaignColumns((action: RowAction, row) => setPending({ action, row })), []);

  return (
    <>
      <PageHeader
        title="SMS Campaigns"
        summary={`Number of campaigns: ${list.data ? totalRows : '…'}`}
        summaryTestId="campaign-count"
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.segmentBuildHistory.getHref()}
              variant="outlined"
              startIcon={<HistoryOutlined />}
            >
              Segment Build History
            </Button>
            <Button
              component={RouterLink}
              to={paths.sms.createCampaign.getHref()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Create Campaign
            </Button>
          </>
        }
      />

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <CampaignListFilters state={state} categories={categories} />
        </Box>
        {list.error !== undefined && !list.isLoading && (
          <RetryAlert error={list.error} onRetry={() => void list.mutate()} sx={{ m: 2 }} />
        )}
        <Box
          sx={{
            '& .MuiTableCell-root': { px: 0.75, verticalAlign: 'top', fontSize: 13 },
            '& .MuiTableCell-head': { verticalAlign: 'bottom', bgcolor: '#fafbfe', fontSize: 12.5 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
            '& .MuiTableCell-root:last-of-type': { pr: 2 },
          }}
        >
          <SortableTable
            label="SMS campaigns"
            columns={columns}
            rows={list.data?.rows ?? []}
            getRowKey={(row) => row.id}
            sort={state.sort}
            onSortChange={state.setSort}
            emptyText={EMPTY_LIST_TEXT}
            loading={list.isLoading || state.request === null}
          />
        </Box>
        <Box sx={{ px: 2, borderTop: 1, borderColor: 'divider' }}>
          <Pager
            page={Math.min(page, lastPage)}
            totalRows={totalRows}
            pageSize={CAMPAIGN_PAGE_SIZE}
            onPageChange={setPage}
            disabled={list.isLoading}
          />
        </Box>
      </Paper>

      <CampaignActionDialog pending={pending} onClose={() => setPending(null)} reload={reloadLists} />
    </>
  );
}
