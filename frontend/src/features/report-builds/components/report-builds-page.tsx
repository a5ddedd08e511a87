import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  REPORT_BUILDS_TEXTS,
  REPORT_BUILD_KINDS,
  REPORT_BUILD_KIND_LABELS,
  REPORT_BUILD_PAGE_SIZE,
  REPORT_BUILD_STATUSES,
  type ReportBuildRow,
} from '@contracts/report-builds/report-builds.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { JobStatusChip } from '@/components/ui/job-status-chip';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager/pager';
import { SelectBox } from '@/components/ui/select-box';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { errorMessageOf } from '@/lib/api-error';
import { countText, dateTimeText } from '@/lib/format';
import { runConsolidation, useReportBuilds, type BuildFilters } from '../api/report-builds';
import { RebuildDialog } from './rebuild-dialog';
import { ReportSchedules } from './report-schedules';

export const NO_REPORT_BUILDS_TEXT = 'No report builds to show.';
const STATUS_LABELS = {
  Queued: 'Queued',
  InProgress: 'Processing...',
  Completed: 'Completed',
  Failed: 'Failed',
};

/** 0.4 s, 12.5 s, 3 min 5 s; '–' while it has not finished. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '–';
  if (seconds < 60) return `${Math.round(seconds * 10) / 10} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

const periodText = (row: ReportBuildRow) =>
  row.periodFrom === row.periodTo ? row.periodFrom : `${row.periodFrom} to ${row.periodTo}`;

const columns: SortableColumn<ReportBuildRow>[] = [
  {
    field: 'kind',
    header: 'Kind',
    render: (row) => (
      <Box sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{REPORT_BUILD_KIND_LABELS[row.kind]}</Box>
    ),
  },
  { field: 'account', header: 'Account', render: (row) => row.accountName ?? 'All accounts' },
  {
    field: 'period',
    header: 'Period',
    render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{periodText(row)}</Box>,
  },
  {
    field: 'requestedBy',
    header: 'Requested by',
    hideBelow: 'md',
    render: (row) => (
      <Box sx={{ wordBreak: 'break-word', maxWidth: 220 }}>
        {row.requestedBy}
        <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{dateTimeText(row.createdDate)}</Box>
      </Box>
    ),
  },
  {
    field: 'status',
    header: 'Status',
    render: (row) => (
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <JobStatusChip status={row.status} />
        {row.progress && row.status === 'InProgress' && (
          <Box sx={{ fontSize: 12 }}>
            {row.progress.done} of {row.progress.total} days
          </Box>
        )}
        {row.errorText && (
          <Typography
            color={row.status === 'Failed' ? 'error' : 'text.secondary'}
            sx={{ fontSize: 12, maxWidth: 260 }}
          >
            {row.errorText}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    field: 'duration',
    header: 'Duration',
    align: 'right',
    render: (row) => durationText(row.durationSeconds),
  },
  { field: 'rows', header: 'Rows', align: 'right', render: (row) => countText(row.rows) },
  {
    field: 'download',
    header: 'Download',
    render: (row) =>
      row.downloadUrl ? (
        <Link
          href={row.downloadUrl}
          aria-label={`Download the cross-campaign report ${periodText(row)} of ${row.accountName ?? ''}`}
        >
          Download
        </Link>
      ) : (
        '–'
      ),
  },
];

/**
 * Report Builds (administrators): every account's report builds (overview rebuilds, consolidation runs,
 * cross-campaign reports) newest first, by kind and status; queue a rebuild or a consolidation run; and
 * the scheduled cross-campaign reports.
 */
export function ReportBuildsPage() {
  const notify = useNotify();
  const [filters, setFilters] = useState<BuildFilters>({
    kind: null,
    status: null,
    page: 1,
    rowsPerPage: REPORT_BUILD_PAGE_SIZE,
  });
  const builds = useReportBuilds(filters);
  const [rebuilding, setRebuilding] = useState(false);
  const [consolidating, setConsolidating] = useState(false);
  const filter = (patch: Partial<BuildFilters>) =>
    setFilters((current) => ({ ...current, ...patch, page: 1 }));

  const consolidate = async () => {
    setConsolidating(true);
    try {
      notify.success((await runConsolidation()).message);
      await builds.mutate();
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setConsolidating(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Report Builds"
        summary="Every account's overview rebuilds, consolidation runs and cross-campaign reports, newest first."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void consolidate()} disabled={consolidating}>
              Run consolidation now
            </Button>
            <Button variant="contained" onClick={() => setRebuilding(true)}>
              Rebuild overviews
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ minWidth: 220 }}>
          <SelectBox
            label="Kind"
            value={filters.kind ?? ''}
            options={REPORT_BUILD_KINDS.map((kind) => ({
              value: kind,
              label: REPORT_BUILD_KIND_LABELS[kind],
            }))}
            onChange={(kind) => filter({ kind })}
            emptyOption="All kinds"
            onClear={() => filter({ kind: null })}
            fullWidth
          />
        </Box>
        <Box sx={{ minWidth: 180 }}>
          <SelectBox
            label="Status"
            value={filters.status ?? ''}
            options={REPORT_BUILD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            onChange={(status) => filter({ status })}
            emptyOption="All statuses"
            onClear={() => filter({ status: null })}
            fullWidth
          />
        </Box>
        <Button
          onClick={() => filter({ kind: null, status: null })}
          disabled={!filters.kind && !filters.status}
        >
          Clear filters
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {builds.error !== undefined && !builds.isLoading && (
          <RetryAlert error={builds.error} onRetry={() => void builds.mutate()} sx={{ m: 2 }} />
        )}
        <Box
          sx={{
            '& .MuiTableCell-root': { verticalAlign: 'top', fontSize: 13 },
            '& .MuiTableCell-head': { verticalAlign: 'bottom', bgcolor: '#fafbfe', fontSize: 12.5 },
          }}
        >
          <SortableTable
            label="Report builds"
            columns={columns}
            rows={builds.data?.rows ?? []}
            getRowKey={(row) => row.key}
            emptyText={NO_REPORT_BUILDS_TEXT}
            loading={builds.isLoading}
          />
        </Box>
        <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Pager
            page={filters.page}
            totalRows={builds.data?.totalRows ?? 0}
            pageSize={filters.rowsPerPage}
            onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </Box>
      </Paper>
      <ReportSchedules />
      {rebuilding && (
        <RebuildDialog
          onClose={() => setRebuilding(false)}
          onQueued={() => {
            setRebuilding(false);
            notify.success(REPORT_BUILDS_TEXTS.rebuildQueued);
            void builds.mutate();
          }}
        />
      )}
    </>
  );
}
