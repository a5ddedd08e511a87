import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import { HISTORY_PAGE_SIZE } from '@contracts/sms-history/sms-history.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { Pager } from '@/components/ui/pager';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import type { PanelName } from '../api/history';
import { countSentence, PANEL_TEXTS } from '../utils/history-texts';

export type PanelState<Row> = {
  data: { rows: Row[]; totalRows: number } | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
};

export type HistoryPanelProps<Row> = {
  name: PanelName;
  state: PanelState<Row>;
  columns: readonly SortableColumn<Row>[];
  getRowKey: (row: Row) => Key;
  /** The messages and delivery-reports panels page (spec 2 §2.2): 10 rows, a pager of 5 buttons. */
  paging?: { page: number; onPageChange: (page: number) => void };
  /** Shown under the table (the Marketing Lists panel's consent record). */
  children?: ReactNode;
};

/** One panel of History by Cellphone: its loading text, then its count sentence and table. */
export function HistoryPanel<Row>({
  name,
  state,
  columns,
  getRowKey,
  paging,
  children,
}: HistoryPanelProps<Row>) {
  const texts = PANEL_TEXTS[name];
  const { data, error, isLoading } = state;
  const titleId = `history-${name}-title`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ mb: 3, overflow: 'hidden' }}
    >
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography id={titleId} variant="h3" component="h2">
          {texts.title}
        </Typography>
        {data === undefined && isLoading && (
          <Typography
            role="status"
            color="text.secondary"
            sx={{ mt: 1 }}
            data-testid={`history-${name}-loading`}
          >
            {texts.loading}
          </Typography>
        )}
        {data !== undefined && data.totalRows > 0 && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid={`history-${name}-count`}>
            {countSentence(texts, data.totalRows, data.rows.length, paging !== undefined)}
          </Typography>
        )}
      </Box>
      {error !== undefined && !isLoading && (
        <RetryAlert error={error} onRetry={() => void state.mutate()} sx={{ mx: 2, mb: 2 }} />
      )}
      {data !== undefined && (
        <Box
          sx={{
            '& .MuiTableCell-root': { fontSize: 13 },
            '& .MuiTableCell-head': { bgcolor: '#fafbfe', fontSize: 12.5 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
            '& .MuiTableCell-root:last-of-type': { pr: 2 },
          }}
        >
          <SortableTable
            label={texts.title}
            columns={columns}
            rows={data.rows}
            getRowKey={getRowKey}
            emptyText={texts.empty}
            loading={isLoading}
          />
        </Box>
      )}
      {paging && data !== undefined && data.totalRows > HISTORY_PAGE_SIZE && (
        <Box sx={{ px: 2 }}>
          <Pager
            page={paging.page}
            totalRows={data.totalRows}
            pageSize={HISTORY_PAGE_SIZE}
            onPageChange={paging.onPageChange}
            disabled={isLoading}
            label={`${texts.title} pages`}
          />
        </Box>
      )}
      {children}
    </Paper>
  );
}
