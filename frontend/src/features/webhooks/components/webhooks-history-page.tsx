import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { PageHeader } from '@/components/ui/page-header';
import { SelectBox } from '@/components/ui/select-box';
import { SortableTable } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { countText } from '@/lib/format';
import { replayCall, replayFailedCalls, useWebhookHistory } from '../api/webhook-history';
import {
  DEFAULT_HISTORY_SORT,
  filterByCreated,
  filterCalls,
  HISTORY_FILTERS,
  isHistorySortField,
  rangeInstants,
  sortCalls,
  type CreatedRange,
  type HistoryFilter,
  type HistorySort,
} from '../utils/history-view';
import { historyColumns } from './history-columns';
import { ReplayDialog, type ReplayTarget } from './replay-dialog';
import { RequestDetailsDialog } from './request-details-dialog';

/** Spec 3 §2.9. */
export const NO_CALLS_TEXT = 'There is no data for this user.';
export const REPLAY_RANGE_HINT = 'Choose the From and To days to replay the failed calls created in them.';

/** Webhooks History: the account's last web-service calls, filtered and sorted in the browser. */
export function WebhooksHistoryPage() {
  const history = useWebhookHistory();
  const [filter, setFilter] = useState<HistoryFilter>('All');
  const [sort, setSort] = useState<HistorySort>(DEFAULT_HISTORY_SORT);
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const [range, setRange] = useState<CreatedRange>({ from: '', to: '' });
  const [replaying, setReplaying] = useState<ReplayTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const hintId = useId();
  const rows = useMemo(
    () => sortCalls(filterByCreated(filterCalls(history.data?.data.rows ?? [], filter), range), sort),
    [history.data, filter, range, sort],
  );
  const columns = useMemo(
    () =>
      historyColumns(
        (call: WebhookCallRow) => setDetailsOf(call.id),
        (call: WebhookCallRow) => setReplaying({ kind: 'one', call }),
      ),
    [],
  );
  const instants = rangeInstants(range);

  async function replay(target: ReplayTarget) {
    setBusy(true);
    try {
      const answer =
        target.kind === 'one'
          ? await replayCall(target.call.id)
          : await replayFailedCalls(instants!.from, instants!.to);
      setResult({ ok: true, text: answer.message });
      void history.mutate();
    } catch (error) {
      setResult({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      setReplaying(null);
    }
  }
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
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SelectBox
          label="Show"
          value={filter}
          options={HISTORY_FILTERS}
          onChange={(value) => setFilter(value)}
          fullWidth={false}
        />
        <TextField
          label="Created from"
          type="date"
          size="small"
          fullWidth={false}
          sx={{ width: 190 }}
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Created to"
          type="date"
          size="small"
          fullWidth={false}
          sx={{ width: 190 }}
          value={range.to}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || undefined } }}
        />
        <Button
          variant="outlined"
          disabled={!instants || instants.from > instants.to}
          aria-describedby={instants ? undefined : hintId}
          onClick={() => setReplaying({ kind: 'failed', from: range.from, to: range.to })}
        >
          Replay failed calls
        </Button>
        {!instants && (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {REPLAY_RANGE_HINT}
          </Typography>
        )}
      </Box>
      <Box role="status" sx={{ mb: result ? 2 : 0 }}>
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} onClose={() => setResult(null)}>
            {result.text}
          </Alert>
        )}
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
      <ReplayDialog
        target={replaying}
        busy={busy}
        onConfirm={(target) => void replay(target)}
        onCancel={() => setReplaying(null)}
      />
    </>
  );
}
