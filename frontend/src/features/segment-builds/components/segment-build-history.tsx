import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SEGMENT_BUILD_PAGE_SIZE, type SegmentBuildRow } from '@contracts/segments/segment-builds.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { JobStatusChip } from '@/components/ui/job-status-chip';
import { Pager } from '@/components/ui/pager/pager';
import { SelectBox } from '@/components/ui/select-box';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { countText, dateTimeText } from '@/lib/format';
import { useSegmentBuilds, useSegmentCampaigns } from '../api/segment-builds';

export const NO_BUILDS_TEXT = 'No segment builds to show.';

/** 0.4 s, 12.5 s, 3 min 5 s. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '–';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

const count = (value: number) => countText(value);

const columns: SortableColumn<SegmentBuildRow>[] = [
  { field: 'id', header: 'Build', hideBelow: 'lg' },
  {
    field: 'campaignName',
    header: 'Campaign',
    render: (row) => (
      <Link
        component={RouterLink}
        to={paths.sms.campaignStatus.getHref(row.campaignId)}
        sx={{ fontWeight: 600, wordBreak: 'break-word' }}
      >
        {row.campaignName}
      </Link>
    ),
  },
  { field: 'status', header: 'Status', render: (row) => <JobStatusChip status={row.status} /> },
  {
    field: 'time',
    header: 'Started',
    render: (row) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(row.startedDate ?? row.createdDate)}</Box>
    ),
  },
  {
    field: 'duration',
    header: 'Duration',
    align: 'right',
    hideBelow: 'sm',
    render: (row) => durationText(row.durationSeconds),
  },
  { field: 'candidates', header: 'Candidates', align: 'right', render: (row) => count(row.candidates) },
  {
    field: 'duplicates',
    header: 'Duplicates',
    align: 'right',
    hideBelow: 'md',
    render: (row) => count(row.duplicates),
  },
  {
    field: 'excluded',
    header: 'Excluded',
    align: 'right',
    hideBelow: 'md',
    render: (row) => (
      <Box sx={{ whiteSpace: 'nowrap', fontSize: 12.5, display: 'grid' }}>
        <span>{count(row.excludedOptout)} opt-out</span>
        <span>{count(row.excludedDma)} DMA</span>
        <span>{count(row.excludedList)} exclusion list</span>
        <span>{count(row.excludedRest)} rest period</span>
      </Box>
    ),
  },
  {
    field: 'queued',
    header: 'Queued',
    align: 'right',
    render: (row) => <strong>{count(row.queued)}</strong>,
  },
  {
    field: 'details',
    header: 'Details',
    render: (row) =>
      row.errorMessage && (
        <Typography color="error" sx={{ fontSize: 'inherit', maxWidth: 260 }} data-testid="build-error">
          {row.errorMessage}
        </Typography>
      ),
  },
];

/** Segment Build History: every segment build of the account's campaigns, newest first, by campaign. */
export function SegmentBuildHistory() {
  const [params, setParams] = useSearchParams();
  const campaignParam = Number(params.get('campaignId'));
  const campaignId = Number.isInteger(campaignParam) && campaignParam > 0 ? campaignParam : null;
  const [page, setPage] = useState(1);
  const campaigns = useSegmentCampaigns();
  const builds = useSegmentBuilds({ campaignId, page, rowsPerPage: SEGMENT_BUILD_PAGE_SIZE });
  const chooseCampaign = (id: number | null) => {
    setPage(1);
    setParams(id === null ? {} : { campaignId: String(id) }, { replace: true });
  };

  return (
    <>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Segment Build History
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Every segment your Simple and Long Running campaigns built, newest first: who was a candidate, who was
        left out and why, and how many messages were queued.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ minWidth: 260 }}>
          <SelectBox<number>
            label="Campaign"
            value={campaignId ?? ''}
            options={(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(id) => chooseCampaign(id)}
            emptyOption="All Campaigns"
            onClear={() => chooseCampaign(null)}
            fullWidth
          />
        </Box>
        <Button onClick={() => chooseCampaign(null)} disabled={campaignId === null}>
          Clear filters
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {builds.error !== undefined && !builds.isLoading && (
          <RetryAlert error={builds.error} onRetry={() => void builds.mutate()} sx={{ m: 2 }} />
        )}
        <Box
          sx={{
            '& .MuiTableCell-root': { verticalAlign: 'top', fontSize: 13 },
            '& .MuiTableCell-head': { verticalAlign: 'bottom', bgcolor: '#fafbfe', fontSize: 12.5 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
            '& .MuiTableCell-root:last-of-type': { pr: 2 },
          }}
        >
          <SortableTable
            label="Segment builds"
            columns={columns}
            rows={builds.data?.rows ?? []}
            getRowKey={(row) => row.id}
            emptyText={NO_BUILDS_TEXT}
            loading={builds.isLoading}
          />
        </Box>
        <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Pager
            page={page}
            totalRows={builds.data?.totalRows ?? 0}
            pageSize={SEGMENT_BUILD_PAGE_SIZE}
            onPageChange={setPage}
          />
        </Box>
      </Paper>
    </>
  );
}
