import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LIST_PAGE_SIZE } from '@contracts/lists/lists.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { ListPanel } from '@/components/ui/list-panel';
import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { SearchField } from '@/components/ui/search-field';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import { deleteListMessage, EMPTY_LISTS_TEXT } from './list-display';
import type { ListState } from './use-list-state';

/** What the page reads of the lists' SWR response. */
export type ListsResponse<Row> = {
  data?: { rows: Row[]; totalRows: number };
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
};

export type ListsPageProps<Row extends { id: number; name: string }> = {
  title: string;
  /** The table's accessible name. */
  tableLabel: string;
  newListHref: string;
  state: ListState;
  lists: ListsResponse<Row>;
  /** The columns, given what a row's Delete action calls; a stable function (useCallback). */
  columns: (onDelete: (row: Row) => void) => SortableColumn<Row>[];
  deleteList: (listId: number) => Promise<void>;
  /** Reloads every cached page and search of the lists (useReloadLists) after a delete. */
  reloadLists: () => Promise<unknown>;
  /** Hides the DMA processing links. */
  limitDownloads: boolean;
  /** Shows a Clear filters button beside the search. */
  clearFilters?: boolean;
};

const DMA_LINK_SX = { display: 'inline-flex', alignItems: 'center', gap: 0.5 } as const;

/** A lists page (SMS Lists, spec 1 §2.4; Email Lists, spec 2 §2.11): search, sortable table, pager, delete. */
export function ListsPage<Row extends { id: number; name: string }>({
  title,
  tableLabel,
  newListHref,
  state,
  lists,
  columns: columnsFor,
  deleteList,
  reloadLists,
  limitDownloads,
  clearFilters = false,
}: ListsPageProps<Row>) {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [shownDelete, setShownDelete] = useState<Row | null>(null);
  if (deleting && deleting !== shownDelete) setShownDelete(deleting);
  const [busy, setBusy] = useState(false);

  const { page, setPage } = state;

  const columns = useMemo(() => columnsFor(setDeleting), [columnsFor]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteList(deleting.id);
      notify.success('List deleted.');
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
    await reloadLists().catch(() => undefined);
    setBusy(false);
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title={title}
        summary={`Number of lists: ${lists.data?.totalRows ?? '…'}`}
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
            <Button component={RouterLink} to={newListHref} variant="contained" startIcon={<AddIcon />}>
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
          <Link component={RouterLink} to={paths.sms.dmaDownloadCellphones.getHref()} sx={DMA_LINK_SX}>
            <FileDownloadOutlined fontSize="small" />
            Download Cellphone Numbers for DMA Processing
          </Link>
          <Link component={RouterLink} to={paths.sms.dmaDownloadIdNumbers.getHref()} sx={DMA_LINK_SX}>
            <FileDownloadOutlined fontSize="small" />
            Download ID Numbers for DMA Processing
          </Link>
          <Link component={RouterLink} to={paths.sms.dmaUpload.getHref()} sx={DMA_LINK_SX}>
            <FileUploadOutlined fontSize="small" />
            Upload DMA List
          </Link>
        </Box>
      )}

      <ListPanel
        searchLabel="Filter lists"
        filters={
          <>
            <SearchField
              label="Search by name"
              value={state.search}
              onChange={state.setSearch}
              sx={{ flex: '1 1 260px', maxWidth: { md: 420 } }}
            />
            {clearFilters && <ClearFiltersButton active={state.filtersActive} onClear={state.clearFilters} />}
          </>
        }
        error={lists.error}
        loading={lists.isLoading}
        onRetry={() => void lists.mutate()}
        paging={{ page, totalRows: lists.data?.totalRows, pageSize: LIST_PAGE_SIZE, onPageChange: setPage }}
      >
        <SortableTable
          label={tableLabel}
          columns={columns}
          rows={lists.data?.rows ?? []}
          getRowKey={(row) => row.id}
          sort={state.sort}
          onSortChange={state.setSort}
          emptyText={EMPTY_LISTS_TEXT}
          loading={lists.isLoading}
        />
      </ListPanel>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete list"
        message={deleteListMessage(shownDelete?.name ?? '')}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
