import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { PageHeader } from '@/components/ui/page-header';
import { SelectBox } from '@/components/ui/select-box';
import { SortableTable } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { countText } from '@/lib/format';
import { useWebhookHistory } from '../api/webhook-history';
import {
  DEFAULT_HISTORY_SORT,
  filterCalls,
  HISTORY_FILTERS,
  isHistorySortField,
  sortCalls,
  type HistoryFilter,
  type HistorySort,
} from '../utils/history-view';
import { historyColumns } from './history-columns';
import { RequestDetailsDialog } from './request-details-dialog';

/** Spec 3 §2.9. */
export const NO_CALLS_TEXT = 'There is no data for this user.';

/** Webhooks History: the account's last web-service calls, filtered and sorted in the browser. */
export function WebhooksHistoryPage() {
  const history = useWebhookHistory();
  const [filter, setFilter] = useState<HistoryFilter>('All');
  const [sort, setSort] = useState<HistorySort>(DEFAULT_HISTORY_SORT);
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const rows = useMemo(
    () => sortCalls(filterCalls(history.data?.data.rows ?? [], filter), sort),
    [history.data, filter, sort],
  );
  const columns = useMemo(() => historyColumns((call: WebhookCallRow) => setDetailsOf(call.id)), []);
  const summary = history.data
    ? `Showing last ${countText(history.data.data.totalRows)} calls out of ${countText(history.data.totalCount)}`
    : undefined;

  return (
    <>
      <PageHeader
        title="Webhooks History"
        summary={summary ?? ' '}
        summaryTestId="webhook-history-summary"
        gap={2}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        The calls made to your campaigns' callback URLs (set on a campaign's Replies step), with every retry.
        Calls are signed with your{' '}
        <Link component={RouterLink} to={paths.settings.getHref('webhook-secret')}>
          webhook signing secret
        </Link>
        .
      </Typography>
      <Box sx={{ mb: 2, display: 'flex' }}>
        <SelectBox
          label="Show"
          value={filter}
          options={HISTORY_FILTERS}
          onChange={(value) => setFilter(value)}
          fullWidth={false}
        />
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {history.error !== undefined && !history.isLoading && (
          <RetryAlert error={history.error} onRetry={() => void history.mutate()} sx={{ m: 2 }} />
        )}
        <Box
          sx={{
            '& .MuiTableCell-root': { fontSize: 13 },
            '& .MuiTableCell-head': { bgcolor: '#fafbfe', fontSize: 12.5 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
            '& .MuiTableCell-root:last-of-type': { pr: 2 },
          }}
        >
          <SortableTable
            label="Web-hook calls"
            columns={columns}
            rows={rows}
            getRowKey={(call) => call.id}
            sort={sort}
            onSortChange={(next) => {
              if (isHistorySortField(next.field)) setSort({ field: next.field, direction: next.direction });
            }}
            emptyText={NO_CALLS_TEXT}
            loading={history.isLoading}
          />
        </Box>
      </Paper>
      <RequestDetailsDialog callId={detailsOf} onClose={() => setDetailsOf(null)} />
    </>
  );
}
