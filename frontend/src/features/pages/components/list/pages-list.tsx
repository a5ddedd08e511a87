import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_PAGE_SIZE, PAGE_TEXTS, type PageRow } from '@contracts/pages/pages.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { ListPanel } from '@/components/ui/list-panel';
import { SearchField } from '@/components/ui/search-field';
import { SelectBox } from '@/components/ui/select-box';
import { SortableTable } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import {
  clonePage,
  createPage,
  deletePage,
  setPageArchived,
  usePages,
  useReloadPageLists,
} from '../../api/pages';
import { pageColumns, type PageAction } from './page-columns';
import { ClonePageDialog, DeletePageDialog, NewPageDialog } from './page-dialogs';
import { usePagesListState } from './use-pages-list-state';

const ARCHIVED_OPTIONS = [
  { value: 'unarchived', label: 'Show Unarchived' },
  { value: 'archived', label: 'Show Archived' },
] as const;

type Open = { action: PageAction | 'new'; row: PageRow | null } | null;

/** Pages (spec §2.3). */
export function PagesList() {
  const notify = useNotify();
  const navigate = useNavigate();
  const state = usePagesListState();
  const list = usePages(state.request);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);

  const { page, setPage } = state;

  const columns = useMemo(() => pageColumns((action, row) => setOpen({ action, row })), []);
  const close = () => setOpen(null);
  const reloadLists = useReloadPageLists();
  const refresh = () => reloadLists().catch(() => undefined);

  const archive = async (row: PageRow, archived: boolean) => {
    setBusy(true);
    try {
      await setPageArchived(row.key, archived);
      notify.success(archived ? 'Page archived.' : 'Page unarchived.');
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
    await refresh();
    setBusy(false);
    close();
  };

  const row = open?.row ?? null;
  return (
    <>
      <PageHeader
        title="Pages"
        summary={`Number of pages: ${list.data?.totalRows ?? '…'}`}
        summaryTestId="page-count"
        gap={2}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ action: 'new', row: null })}
          >
            Create Page
          </Button>
        }
      />
      <ListPanel
        searchLabel="Filter pages"
        filters={
          <>
            <SearchField
              label="Search by name or key"
              value={state.search}
              onChange={state.setSearch}
              sx={{ flex: '1 1 260px', maxWidth: { md: 420 } }}
            />
            <Box sx={{ minWidth: 190 }}>
              <SelectBox
                label="Archived"
                value={state.showArchived ? 'archived' : 'unarchived'}
                options={ARCHIVED_OPTIONS}
                onChange={(v) => state.setShowArchived(v === 'archived')}
                fullWidth
              />
            </Box>
            <ClearFiltersButton active={state.filtersActive} onClear={state.clearFilters} />
          </>
        }
        error={list.error}
        loading={list.isLoading}
        onRetry={() => void list.mutate()}
        paging={{ page, totalRows: list.data?.totalRows, pageSize: PAGE_PAGE_SIZE, onPageChange: setPage }}
      >
        <SortableTable
          label="Pages"
          columns={columns}
          rows={list.data?.rows ?? []}
          getRowKey={(r) => r.id}
          sort={state.sort}
          onSortChange={state.setSort}
          emptyText={PAGE_TEXTS.emptyList}
          loading={list.isLoading}
        />
      </ListPanel>

      {open?.action === 'new' && (
        <NewPageDialog
          save={createPage}
          onSaved={(created) => {
            close();
            void navigate(paths.editPage.getHref(created.key));
          }}
          onClose={close}
        />
      )}
      {open?.action === 'clone' && row && (
        <ClonePageDialog
          source={row}
          save={(body) => clonePage(row.key, body)}
          onSaved={() => {
            notify.success('Page cloned.');
            close();
            void refresh();
          }}
          onClose={close}
        />
      )}
      {open?.action === 'delete' && row && (
        <DeletePageDialog
          row={row}
          onDelete={async () => {
            await deletePage(row.key);
            notify.success('Page deleted.');
            close();
            await refresh();
          }}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={open?.action === 'archive' || open?.action === 'unarchive'}
        title={open?.action === 'unarchive' ? 'Unarchive Page' : 'Archive Page'}
        message={open?.action === 'unarchive' ? PAGE_TEXTS.unarchiveQuestion : PAGE_TEXTS.archiveQuestion}
        confirmLabel={open?.action === 'unarchive' ? 'Unarchive' : 'Archive'}
        busy={busy}
        onConfirm={() => row && void archive(row, open?.action === 'archive')}
        onCancel={close}
      />
    </>
  );
}
