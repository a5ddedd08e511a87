import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ARCHIVE_USER_TEXT,
  UNARCHIVE_USER_TEXT,
  USERS_PAGE_SIZE,
  type UserRow,
} from '@contracts/users/users.schemas';
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
import { exportUsers, setUserArchived, useReloadUserLists, useUsers } from '../api/users';
import { InvoiceDialog } from './invoice-dialog';
import { userColumns, type UserAction } from './user-columns';
import { useUsersListState, type SignedUpBy, type XeroFilter } from './use-users-list-state';

const ARCHIVED_OPTIONS = [
  { value: 'unarchived', label: 'Show Unarchived' },
  { value: 'archived', label: 'Show Archived' },
] as const;
const SIGNED_UP_OPTIONS: { value: SignedUpBy; label: string }[] = [
  { value: 'Both', label: 'Self&Admin' },
  { value: 'Admin', label: 'Only Admin' },
  { value: 'Self', label: 'Only Self sign-ups' },
];
const XERO_OPTIONS: { value: XeroFilter; label: string }[] = [
  { value: 'Both', label: 'With&Without' },
  { value: 'WithXero', label: 'Only With' },
  { value: 'WithoutXero', label: 'Only Without' },
];

type Open = { action: UserAction; row: UserRow } | null;

/** Users (spec 3 §2.10): administrators only. */
export function UsersPage() {
  const notify = useNotify();
  const state = useUsersListState();
  const list = useUsers(state.request);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);

  const { page, setPage } = state;

  const columns = useMemo(() => userColumns((action, row) => setOpen({ action, row })), []);
  const close = () => setOpen(null);
  const reloadLists = useReloadUserLists();
  const refresh = () => reloadLists().catch(() => undefined);

  const archive = async (row: UserRow, archived: boolean) => {
    setBusy(true);
    try {
      await setUserArchived(row.id, archived);
      notify.success(archived ? 'User archived.' : 'User unarchived.');
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
    await refresh();
    setBusy(false);
    close();
  };

  const exportFile = async () => {
    setExporting(true);
    try {
      const file = await exportUsers({
        filter: state.request.filter,
        signedUpBy: state.signedUpBy,
        hasXeroContact: state.hasXeroContact,
      });
      window.location.assign(file.url);
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
    setExporting(false);
  };

  const row = open?.row ?? null;
  return (
    <>
      <PageHeader
        title="Users"
        summary={`Number of users: ${list.data?.totalRows ?? '…'}`}
        summaryTestId="user-count"
        gap={2}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={
                exporting ? <CircularProgress size={16} aria-label="Exporting" /> : <FileDownloadOutlined />
              }
              disabled={exporting}
              onClick={() => void exportFile()}
            >
              Export Unarchived Users
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={paths.manageUsers.createUser.getHref()}
            >
              Add User
            </Button>
          </Box>
        }
      />
      <ListPanel
        searchLabel="Filter users"
        filters={
          <>
            <SearchField
              label="Search by name, email, company or cellphone"
              value={state.search}
              onChange={state.setSearch}
              sx={{ flex: '1 1 260px', maxWidth: { md: 380 } }}
            />
            <Box sx={{ minWidth: 170 }}>
              <SelectBox
                label="Archived"
                value={state.showArchived ? 'archived' : 'unarchived'}
                options={ARCHIVED_OPTIONS}
                onChange={(v) => state.setShowArchived(v === 'archived')}
                fullWidth
              />
            </Box>
            <Box sx={{ minWidth: 170 }}>
              <SelectBox
                label="Signed up by"
                value={state.signedUpBy}
                options={SIGNED_UP_OPTIONS}
                onChange={state.setSignedUpBy}
                fullWidth
              />
            </Box>
            <Box sx={{ minWidth: 170 }}>
              <SelectBox
                label="Xero integration"
                value={state.hasXeroContact}
                options={XERO_OPTIONS}
                onChange={state.setHasXeroContact}
                fullWidth
              />
            </Box>
            <ClearFiltersButton active={state.filtersActive} onClear={state.clearFilters} />
          </>
        }
        error={list.error}
        loading={list.isLoading}
        onRetry={() => void list.mutate()}
        paging={{ page, totalRows: list.data?.totalRows, pageSize: USERS_PAGE_SIZE, onPageChange: setPage }}
      >
        <SortableTable
          label="Users"
          columns={columns}
          rows={list.data?.rows ?? []}
          getRowKey={(r) => r.id}
          sort={state.sort}
          onSortChange={state.setSort}
          emptyText="No users to show"
          loading={list.isLoading}
        />
      </ListPanel>

      <ConfirmDialog
        open={open?.action === 'archive' || open?.action === 'unarchive'}
        title={open?.action === 'unarchive' ? 'Unarchive User' : 'Archive User'}
        message={open?.action === 'unarchive' ? UNARCHIVE_USER_TEXT : ARCHIVE_USER_TEXT}
        confirmLabel={open?.action === 'unarchive' ? 'Unarchive' : 'Archive'}
        destructive={open?.action === 'archive'}
        busy={busy}
        onConfirm={() => row && void archive(row, open?.action === 'archive')}
        onCancel={close}
      />
      {open?.action === 'invoice' && row && (
        <InvoiceDialog user={row} onClose={close} onSent={() => void refresh()} />
      )}
    </>
  );
}
