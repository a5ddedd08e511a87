import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  EMAIL_SEND_ROUND_PAGE_SIZE,
  type EmailSendRoundRow,
} from '@contracts/email-campaigns/email-campaigns.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { SelectBox } from '@/components/ui/select-box';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { countText, dateTimeText } from '@/lib/format';
import { useAllEmailCampaignNames, useEmailSendRounds } from '../../api/email-campaigns';

export const NO_ROUNDS_TEXT = 'No send rounds to show.';

const count = (value: number) => countText(value);

const columns: SortableColumn<EmailSendRoundRow>[] = [
  {
    field: 'campaignName',
    header: 'Campaign',
    render: (row) => (
      <Link
        component={RouterLink}
        to={paths.email.campaignStatus.getHref(row.campaignId)}
        sx={{ fontWeight: 600, wordBreak: 'break-word' }}
      >
        {row.campaignName}
      </Link>
    ),
  },
  { field: 'sendRound', header: 'Round', align: 'right' },
  {
    field: 'startedDate',
    header: 'Started',
    render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(row.startedDate)}</Box>,
  },
  {
    field: 'lastSentDate',
    header: 'Last sent',
    hideBelow: 'sm',
    render: (row) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>{row.lastSentDate ? dateTimeText(row.lastSentDate) : '–'}</Box>
    ),
  },
  { field: 'total', header: 'Recipients', align: 'right', render: (row) => count(row.total) },
  { field: 'sent', header: 'Sent', align: 'right', render: (row) => count(row.sent) },
  {
    field: 'pending',
    header: 'Waiting',
    align: 'right',
    hideBelow: 'md',
    render: (row) => count(row.pending),
  },
  { field: 'failed', header: 'Failed', align: 'right', hideBelow: 'md', render: (row) => count(row.failed) },
  {
    field: 'suppressed',
    header: 'Suppressed',
    align: 'right',
    hideBelow: 'md',
    render: (row) => count(row.suppressed),
  },
  {
    field: 'bounced',
    header: 'Bounced',
    align: 'right',
    hideBelow: 'lg',
    render: (row) => count(row.bounced),
  },
  { field: 'opened', header: 'Opened', align: 'right', hideBelow: 'sm', render: (row) => count(row.opened) },
  {
    field: 'clicked',
    header: 'Clicked',
    align: 'right',
    hideBelow: 'sm',
    render: (row) => count(row.clicked),
  },
];

/**
 * The e-mail campaigns' Segment Build History: each send round of each campaign (the e-mails queued for it and
 * what became of them), newest first, optionally one campaign's.
 */
export function EmailSendRoundsPage() {
  const [params, setParams] = useSearchParams();
  const campaignParam = params.get('campaignId');
  const campaignId = campaignParam && /^\d+$/.test(campaignParam) ? Number(campaignParam) : undefined;
  const [paging, setPaging] = useState({ campaignId, page: 1 });
  const page = paging.campaignId === campaignId ? paging.page : 1;
  const rounds = useEmailSendRounds({ campaignId, page });
  const campaigns = useAllEmailCampaignNames();
  const options = useMemo(
    () => (campaigns.data?.rows ?? []).map((row) => ({ value: row.id, label: row.name })),
    [campaigns.data],
  );
  return (
    <>
      <PageHeader
        title="Email Segment Build History"
        summary={`Send rounds: ${rounds.data ? countText(rounds.data.totalRows) : '…'}`}
        summaryTestId="send-round-count"
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider', maxWidth: 420 }}>
          <SelectBox
            label="Campaign"
            value={campaignId ?? ''}
            options={options}
            emptyOption="All campaigns"
            onChange={(id) => setParams({ campaignId: String(id) }, { replace: true })}
            onClear={() => setParams({}, { replace: true })}
            fullWidth
          />
        </Box>
        {rounds.error !== undefined && !rounds.isLoading && (
          <RetryAlert error={rounds.error} onRetry={() => void rounds.mutate()} sx={{ m: 2 }} />
        )}
        <SortableTable
          label="Email send rounds"
          columns={columns}
          rows={rounds.data?.rows ?? []}
          getRowKey={(row) => `${row.campaignId}-${row.sendRound}`}
          emptyText={NO_ROUNDS_TEXT}
          loading={rounds.isLoading}
        />
        <Box sx={{ px: 2, borderTop: 1, borderColor: 'divider' }}>
          <Pager
            page={page}
            totalRows={rounds.data?.totalRows ?? 0}
            pageSize={EMAIL_SEND_ROUND_PAGE_SIZE}
            onPageChange={(next) => setPaging({ campaignId, page: next })}
            disabled={rounds.isLoading}
          />
        </Box>
      </Paper>
    </>
  );
}
