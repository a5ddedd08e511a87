import { SearchField } from '@/components/ui/search-field';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LIST_PAGE_SIZE, type SmsListRow } from '@contracts/lists/lists.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { Pager, pageCount } from '@/components/ui/pager';
import { PageHeader } from '@/components/ui/page-header';
import { SortableTable } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import { RetryAlert } from '@/components/errors/retry-alert';
import { deleteSmsList, useAccountSettings, useSmsLists } from '../../api/sms-lists';
import { EMPTY_LISTS_TEXT } from '../../utils/list-display';
import { listColumns } from './list-columns';
import { useSmsListState } from './use-sms-list-state';

export const deleteMessage = (name: string) =>
  `You are about to delete the list "${name}" and all its contacts. This cannot be undone. Are you sure?`;

/** SMS Lists (spec 1 §2.4). */
export function SmsListPage() {
  const notify = useNotify();
  const settings = useAccountSettings();
  // Until the settings say otherwise, hide what limitDownloads hides.
  const limitDownloads = settings.data?.limitDownloads ?? true;
  const state = useSmsListState();
  const list = useSmsLists(state.request);
  const [deleting, setDeleting] = useState<SmsListRow | null>(null);
  const [shownDelete, setShownDelete] = useState<SmsListRow | null>(null);
  if (deleting && deleting !== shownDelete) setShownDelete(deleting);
  const [busy, setBusy] = useState(false);

  const totalRows = list.data?.totalRows ?? 0;
  const lastPage = pageCount(totalRows, LIST_PAGE_SIZE);
  const { page, setPage } = state;
  useEffect(() => {
    if (list.data && page > lastPage) setPage(lastPage);
  }, [list.data, page, lastPage, setPage]);

  const columns = useMemo(() => listColumns(limitDownloads, setDeleting), [limitDownloads]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteSmsList(deleting.id);
      notify.success('List deleted.');
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
    await list.mutate().catch(() => undefined);
    setBusy(false);
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="SMS Lists"
        summary={`Number of lists: ${list.data ? totalRows : '…'}`}
        summaryTestId="list-count"
        gap={2}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.listProcessQueue.getHref()}
              variant="outlined"
              startIcon={<PlaylistAddCheckOutlined />}
            >
              List Process Queue
            </Button>
            <Button
              component={RouterLink}
              to={paths.sms.newList.getHref()}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Create List
            </Button>
          </>
        }
      />

      {!limitDownloads && (
        <Box
          component="nav"
          aria-label="DMA processing"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2, fontSize: 14 }}
        >
          <Link
            component={RouterLink}
            to={paths.sms.dmaDownloadCellphones.getHref()}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <FileDownloadOutlined fontSize="small" />
            Download Cellphone Numbers for DMA Processing
          </Link>
          <Link
            component={RouterLink}
            to={paths.sms.dmaDownloadIdNumbers.getHref()}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <FileDownloadOutlined fontSize="small" />
            Download ID Numbers for DMA Processing
          </Link>
          <Link
            component={RouterLink}
            to={paths.sms.dmaUpload.getHref()}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <FileUploadOutlined fontSize="small" />
            Upload DMA List
          </Link>
        </Box>
      )}

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          role="search"
          aria-label="Filter lists"
          sx={{
            p: 2,
            borderBottom: 1,
            borderColor: 'divider',
            display: 'flex',
            gap: 1.5,
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          <SearchField
            label="Search by name"
            value={state.search}
            onChange={state.setSearch}
            sx={{ flex: '1 1 260px', maxWidth: { md: 420 } }}
          />
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<FilterAltOffOutlined />}
            disabled={!state.filtersActive}
            onClick={state.clearFilters}
            sx={{ whiteSpace: 'nowrap', height: 40 }}
          >
            Clear filters
          </Button>
        </Box>
        {list.error !== undefined && !list.isLoading && (
          <RetryAlert error={list.error} onRetry={() => void list.mutate()} sx={{ m: 2 }} />
        )}
        <Box
          sx={{
            '& .MuiTableCell-root': { verticalAlign: 'top', fontSize: 13, px: 1 },
            '& .MuiTableCell-head': { verticalAlign: 'bottom', bgcolor: '#fafbfe', fontSize: 12.5 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
            '& .MuiTableCell-root:last-of-type': { pr: 2 },
          }}
        >
          <SortableTable
            label="SMS lists"
            columns={columns}
            rows={list.data?.rows ?? []}
            getRowKey={(row) => row.id}
            sort={state.sort}
            onSortChange={state.setSort}
            emptyText={EMPTY_LISTS_TEXT}
            loading={list.isLoading}
          />
        </Box>
        <Box sx={{ px: 2, borderTop: 1, borderColor: 'divider' }}>
          <Pager
            page={Math.min(page, lastPage)}
            totalRows={totalRows}
            pageSize={LIST_PAGE_SIZE}
            onPageChange={setPage}
            disabled={list.isLoading}
          />
        </Box>
      </Paper>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete list"
        message={deleteMessage(shownDelete?.name ?? '')}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
