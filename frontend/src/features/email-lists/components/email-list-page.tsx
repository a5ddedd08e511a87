import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { EmailListRow } from '@contracts/email-lists/email-lists.schemas';
import { LIST_PAGE_SIZE, listSortFieldSchema, type ListListsRequest } from '@contracts/lists/lists.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Pager, pageCount } from '@/components/ui/pager';
import { SearchField } from '@/components/ui/search-field';
import { SortableTable, type SortState } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import { deleteEmailList, useAccountSettings, useEmailLists } from '../api/email-lists';
import { EMPTY_EMAIL_LISTS_TEXT, emailListColumns } from './email-list-columns';

const SEARCH_DELAY_MS = 300;
type ListSort = NonNullable<ListListsRequest['sort']>;

export const deleteEmailListMessage = (name: string) =>
  `You are about to delete the list "${name}" and all its contacts. This cannot be undone. Are you sure?`;

/** Search (applied after a pause in typing), sort and page; a new search or sort goes back to page 1. */
function useEmailListState() {
  const [search, setSearchText] = useState('');
  const [applied, setApplied] = useState('');
  const [sort, setSortState] = useState<ListSort>({ field: 'name', direction: 'asc' });
  const filterKey = JSON.stringify([applied.trim(), sort]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ filterKey, page: next }), [filterKey]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const setSearch = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setApplied(text), SEARCH_DELAY_MS);
  };
  const setSort = (next: SortState) => {
    const field = listSortFieldSchema.safeParse(next.field);
    if (field.success) setSortState({ field: field.data, direction: next.direction });
  };
  const request: ListListsRequest = {
    sort,
    filter: applied.trim(),
    pagination: { page, rowsPerPage: LIST_PAGE_SIZE },
  };
  return { search, setSearch, sort, setSort, page, setPage, request };
}

/** Email Lists (spec 2 §2.11). */
export function EmailListPage() {
  const notify = useNotify();
  const settings = useAccountSettings();
  // Until the settings say otherwise, hide what limitDownloads hides.
  const limitDownloads = settings.data?.limitDownloads ?? true;
  const state = useEmailListState();
  const lists = useEmailLists(state.request);
  const [deleting, setDeleting] = useState<EmailListRow | null>(null);
  const [shownDelete, setShownDelete] = useState<EmailListRow | null>(null);
  if (deleting && deleting !== shownDelete) setShownDelete(deleting);
  const [busy, setBusy] = useState(false);

  const totalRows = lists.data?.totalRows ?? 0;
  const lastPage = pageCount(totalRows, LIST_PAGE_SIZE);
  const { page, setPage } = state;
  useEffect(() => {
    if (lists.data && page > lastPage) setPage(lastPage);
  }, [lists.data, page, lastPage, setPage]);

  const columns = useMemo(() => emailListColumns(setDeleting), []);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteEmailList(deleting.id);
      notify.success('List deleted.');
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
    await lists.mutate().catch(() => undefined);
    setBusy(false);
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Email Lists"
        summary={`Number of lists: ${lists.data ? totalRows : '…'}`}
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
              to={paths.email.newList.getHref()}
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
        <Box role="search" aria-label="Filter lists" sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <SearchField
            label="Search by name"
            value={state.search}
            onChange={state.setSearch}
            sx={{ width: '100%', maxWidth: { md: 420 } }}
          />
        </Box>
        {lists.error !== undefined && !lists.isLoading && (
          <RetryAlert error={lists.error} onRetry={() => void lists.mutate()} sx={{ m: 2 }} />
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
            label="Email lists"
            columns={columns}
            rows={lists.data?.rows ?? []}
            getRowKey={(row) => row.id}
            sort={state.sort}
            onSortChange={state.setSort}
            emptyText={EMPTY_EMAIL_LISTS_TEXT}
            loading={lists.isLoading}
          />
        </Box>
        <Box sx={{ px: 2, borderTop: 1, borderColor: 'divider' }}>
          <Pager
            page={Math.min(page, lastPage)}
            totalRows={totalRows}
            pageSize={LIST_PAGE_SIZE}
            onPageChange={setPage}
            disabled={lists.isLoading}
          />
        </Box>
      </Paper>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete list"
        message={deleteEmailListMessage(shownDelete?.name ?? '')}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
