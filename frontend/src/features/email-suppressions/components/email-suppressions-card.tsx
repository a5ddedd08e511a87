import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  EMAIL_SUPPRESSION_PAGE_SIZE,
  type EmailSuppressionRow,
} from '@contracts/email-suppressions/email-suppressions.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPanel } from '@/components/ui/list-panel';
import { useNotify } from '@/components/ui/notifications';
import { SearchField } from '@/components/ui/search-field';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { errorMessageOf } from '@/lib/api-error';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { liftEmailSuppression, useEmailSuppressions } from '../api/email-suppressions';

export const EMAIL_SUPPRESSIONS_SECTION_ID = 'email-suppressions';

const REASON_LABEL: Record<EmailSuppressionRow['reason'], string> = {
  Unsubscribe: 'Unsubscribed',
  Bounce: 'Bounced',
  Complaint: 'Complaint',
  Manual: 'Manual',
};

const date = (iso: string) =>
  new Date(iso).toLocaleString('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

function columns(onLift: (row: EmailSuppressionRow) => void): SortableColumn<EmailSuppressionRow>[] {
  return [
    {
      field: 'email',
      header: 'Address',
      render: (r) => <Box sx={{ wordBreak: 'break-all' }}>{r.email}</Box>,
    },
    { field: 'reason', header: 'Reason', render: (r) => REASON_LABEL[r.reason] },
    { field: 'createdDate', header: 'Suppressed', render: (r) => date(r.createdDate), hideBelow: 'sm' },
    {
      field: 'status',
      header: 'Status',
      render: (r) =>
        r.liftedDate ? (
          <Box>
            <Chip size="small" variant="outlined" label="Lifted" />
            <Typography variant="body2" color="text.secondary" sx={{ fontSize: 12, mt: 0.5 }}>
              by {r.liftedBy} on {date(r.liftedDate)}
            </Typography>
          </Box>
        ) : (
          <Chip size="small" variant="outlined" color="warning" label="Suppressed" />
        ),
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      render: (r) =>
        r.liftedDate ? null : (
          <Button size="small" onClick={() => onLift(r)} aria-label={`Lift ${r.email}`}>
            Lift
          </Button>
        ),
    },
  ];
}

/**
 * Settings › Email suppressions: the addresses the account's campaigns no longer e-mail (unsubscribed, hard
 * bounce, complaint), newest first, and the ones lifted (who, when). Lifting one lets the next send reach it.
 */
export function EmailSuppressionsCard() {
  const notify = useNotify();
  const { search, appliedSearch, setSearch } = useDebouncedSearch();
  const [page, setPage] = useState(1);
  const list = useEmailSuppressions(appliedSearch, page);
  const [lifting, setLifting] = useState<EmailSuppressionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const cols = useMemo(() => columns(setLifting), []);

  const lift = async () => {
    if (!lifting) return;
    setBusy(true);
    try {
      await liftEmailSuppression(lifting.id);
      notify.success(`${lifting.email} can be e-mailed again.`);
      await list.mutate();
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setBusy(false);
      setLifting(null);
    }
  };

  return (
    <Paper
      component="section"
      id={EMAIL_SUPPRESSIONS_SECTION_ID}
      aria-labelledby="email-suppressions-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, scrollMarginTop: 80 }}
    >
      <Box>
        <Typography id="email-suppressions-heading" variant="h2" sx={{ mb: 0.5 }}>
          Email suppressions
        </Typography>
        <Typography variant="body2" color="text.secondary">
          E-mail campaigns skip these addresses: they unsubscribed, their mail bounced permanently, or they
          reported an e-mail as spam. Lift one only when you know the address can receive your e-mail again.
        </Typography>
      </Box>
      <ListPanel
        searchLabel="Filter email suppressions"
        filters={
          <SearchField
            label="Search by address"
            value={search}
            onChange={(text) => {
              setSearch(text);
              setPage(1);
            }}
            sx={{ flex: '1 1 260px', maxWidth: { md: 380 } }}
          />
        }
        error={list.error}
        loading={list.isLoading}
        onRetry={() => void list.mutate()}
        paging={{
          page,
          totalRows: list.data?.totalRows,
          pageSize: EMAIL_SUPPRESSION_PAGE_SIZE,
          onPageChange: setPage,
        }}
      >
        <SortableTable
          label="Email suppressions"
          columns={cols}
          rows={list.data?.rows ?? []}
          getRowKey={(r) => r.id}
          emptyText="No suppressed addresses"
          loading={list.isLoading}
        />
      </ListPanel>
      <ConfirmDialog
        open={lifting !== null}
        title="Lift suppression"
        message={`Campaigns will e-mail ${lifting?.email ?? ''} again from their next send. Lift the suppression?`}
        confirmLabel="Lift"
        busy={busy}
        onConfirm={() => void lift()}
        onCancel={() => setLifting(null)}
      />
    </Paper>
  );
}
