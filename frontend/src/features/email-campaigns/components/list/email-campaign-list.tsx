import AddIcon from '@mui/icons-material/Add';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  EMAIL_CAMPAIGN_PAGE_SIZE,
  type EmailCampaignRow,
} from '@contracts/email-campaigns/email-campaigns.schemas';
import { flattenCategoryGroups } from '@/components/campaigns/category-picker';
import { RetryAlert } from '@/components/errors/retry-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { SortableTable } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import {
  runEmailRowAction,
  useEmailCampaignList,
  useEmailCategories,
  useReloadEmailCampaignLists,
  type EmailRowAction,
} from '../../api/email-campaigns';
import { emailCampaignColumns } from './email-campaign-columns';
import { EmailCampaignListFilters } from './email-campaign-list-filters';
import { useEmailCampaignListState, type CategoryKnowledge } from './use-email-campaign-list-state';

export const EMPTY_EMAIL_LIST_TEXT = 'No email campaigns to show';

/** Our confirmations (spec 2 §4 leaves open whether e-mail uses one; the SMS list does). */
export const EMAIL_ROW_ACTION_TEXTS: Record<
  EmailRowAction,
  { title: string; message: string; confirm: string; done: string; destructive: boolean }
> = {
  copy: {
    title: 'Copy campaign',
    message: 'You are about to make a copy of this campaign. Are you sure?',
    confirm: 'Copy',
    done: 'Campaign copied.',
    destructive: false,
  },
  archive: {
    title: 'Archive campaign',
    message:
      'You are about to archive this Email Campaign. Archiving a campaign will automatically disable the campaign. Are you sure?',
    confirm: 'Archive',
    done: 'Campaign archived.',
    destructive: true,
  },
  unarchive: {
    title: 'Unarchive campaign',
    message: 'You are about to unarchive this Email Campaign. Are you sure?',
    confirm: 'Unarchive',
    done: 'Campaign unarchived.',
    destructive: false,
  },
};

type Pending = { action: EmailRowAction; row: EmailCampaignRow };

/** The e-mail campaign list (spec 2 §2.10). */
export function EmailCampaignList() {
  const categoriesQuery = useEmailCategories();
  const categories = useMemo(() => flattenCategoryGroups(categoriesQuery.data ?? []), [categoriesQuery.data]);
  const knowledge: CategoryKnowledge =
    categoriesQuery.data || categoriesQuery.error
      ? { loaded: true, ids: new Set(categories.map((category) => category.id)) }
      : { loaded: false };
  const state = useEmailCampaignListState(knowledge);
  const list = useEmailCampaignList(state.request);
  const reload = useReloadEmailCampaignLists();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, setShown] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  if (pending && pending !== shown) setShown(pending);
  const texts = EMAIL_ROW_ACTION_TEXTS[shown?.action ?? 'copy'];

  const totalRows = list.data?.totalRows ?? 0;
  const lastPage = pageCount(totalRows, EMAIL_CAMPAIGN_PAGE_SIZE);
  const { page, setPage } = state;
  useEffect(() => {
    if (list.data && page > lastPage) setPage(lastPage);
  }, [list.data, page, lastPage, setPage]);

  const columns = useMemo(() => emailCampaignColumns((action, row) => setPending({ action, row })), []);

  // Spec 2 §8: failures are swallowed; the list reloads either way.
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const ok = await runEmailRowAction(pending.action, pending.row.id);
    await reload().catch(() => undefined);
    setBusy(false);
    setPending(null);
    if (ok) notify.success(EMAIL_ROW_ACTION_TEXTS[pending.action].done);
  };

  return (
    <>
      <PageHeader
        title="Email Campaigns"
        summary={`Number of campaigns: ${list.data ? totalRows : '…'}`}
        summaryTestId="email-campaign-count"
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.email.sendRounds.getHref()}
              variant="outlined"
              startIcon={<HistoryOutlined />}
            >
              Segment Build History
            </Button>
            <Button
              component={RouterLink}
              to={paths.email.newCampaign.getHref()}
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
          <EmailCampaignListFilters state={state} categories={categories} />
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
            label="Email campaigns"
            columns={columns}
            rows={list.data?.rows ?? []}
            getRowKey={(row) => row.id}
            sort={state.sort}
            onSortChange={state.setSort}
            emptyText={EMPTY_EMAIL_LIST_TEXT}
            loading={list.isLoading || state.request === null}
          />
        </Box>
        <Box sx={{ px: 2, borderTop: 1, borderColor: 'divider' }}>
          <Pager
            page={Math.min(page, lastPage)}
            totalRows={totalRows}
            pageSize={EMAIL_CAMPAIGN_PAGE_SIZE}
            onPageChange={setPage}
            disabled={list.isLoading}
          />
        </Box>
      </Paper>
      <ConfirmDialog
        open={pending !== null}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirm}
        destructive={texts.destructive}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
