import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  FIELD_TYPES,
  REQUESTS_PAGE_SIZE,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type StatusFilter,
} from '@contracts/wrapper-logs/wrapper-logs.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { SelectBox } from '@/components/ui/select-box';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { countText, dateTimeText } from '@/lib/format';
import { useWrapperLog, useWrapperLogRequests } from '../api/wrapper-logs';

type Row = Record<string, string | null>;
const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }));

/** A value as the field's type reads: dates as YYYY-MM-DD HH:mm, booleans as Yes / No. */
function valueText(value: string | null, type: number): string {
  if (value === null) return '';
  if (type === FIELD_TYPES.Date) return dateTimeText(value) || value;
  if (type === FIELD_TYPES.Boolean) return ['1', 't', 'true'].includes(value.toLowerCase()) ? 'Yes' : 'No';
  return value;
}

/** The request-log view of a wrapper log (spec 3 §2.8): status filter (default all) and request details. */
export function WrapperLogRequestsPage() {
  const id = Number(useParams().wrapperLogId);
  const log = useWrapperLog(Number.isInteger(id) ? id : null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<Row | null>(null);
  const requests = useWrapperLogRequests(id, { status, page, rowsPerPage: REQUESTS_PAGE_SIZE });
  const titleId = useId();

  const columns: SortableColumn<Row>[] = [
    ...(requests.data?.columns ?? []).map((column) => ({
      field: column.columnName,
      header: column.heading,
      render: (row: Row) => (
        <Box sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {valueText(row[column.columnName] ?? null, column.type)}
        </Box>
      ),
    })),
    {
      field: 'details',
      header: 'Details',
      render: (row: Row) => (
        <Button size="small" onClick={() => setDetails(row)}>
          Details
        </Button>
      ),
    },
  ];
  const fieldsOf = log.data?.fields ?? [];

  return (
    <>
      <PageHeader
        title={log.data ? `Requests: ${log.data.name}` : 'Requests'}
        summary={requests.data ? `Number of requests: ${countText(requests.data.totalRows)}` : ' '}
        actions={
          <Link component={RouterLink} to={paths.wrapperLogs.getHref()}>
            Back to Wrapper Logs
          </Link>
        }
      />
      {requests.data?.statusColumn && (
        <Box sx={{ mb: 2, display: 'flex' }}>
          <SelectBox
            label="Status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            fullWidth={false}
          />
        </Box>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {requests.error !== undefined && !requests.isLoading && (
          <RetryAlert error={requests.error} onRetry={() => void requests.mutate()} sx={{ m: 2 }} />
        )}
        <Box sx={{ '& .MuiTableCell-root:first-of-type': { pl: 2 } }}>
          <SortableTable
            label="Requests"
            columns={columns}
            rows={requests.data?.rows ?? []}
            getRowKey={(row) => JSON.stringify(row)}
            emptyText="No requests to show."
            loading={requests.isLoading || requests.isValidating}
          />
        </Box>
        {requests.data && requests.data.totalRows > REQUESTS_PAGE_SIZE && (
          <Box sx={{ p: 2 }}>
            <Pager
              page={page}
              totalRows={requests.data.totalRows}
              pageSize={REQUESTS_PAGE_SIZE}
              onPageChange={setPage}
            />
          </Box>
        )}
      </Paper>
      <Dialog
        open={details !== null}
        onClose={() => setDetails(null)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth={false}
        slotProps={{ paper: { sx: { maxWidth: 900 } } }}
      >
        <DialogTitle id={titleId}>Request Details</DialogTitle>
        <DialogContent dividers>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
            {fieldsOf.map((field) => (
              <Box key={field.columnName} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {field.heading}
                </Typography>
                <Typography
                  component="dd"
                  sx={{
                    m: 0,
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    fontFamily: 'ui-monospace, monospace',
                    fontSize: 13,
                  }}
                >
                  {valueText(details?.[field.columnName] ?? null, field.type)}
                </Typography>
              </Box>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDetails(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
