import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { dateTimeText } from '@/lib/format';
import { StatusCodeLabel } from './status-code-label';

const TYPE_LABELS: Record<WebhookCallRow['type'], string> = {
  Reply: 'Reply',
  Lead: 'Lead',
  Optout: 'Opt-out',
  DeliveryReport: 'Delivery Report',
};

const date = (iso: string | null) => <Box sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(iso) || '–'}</Box>;

/** The Webhooks History columns (spec 3 §2.9), every one sortable but Details. */
export function historyColumns(onDetails: (call: WebhookCallRow) => void): SortableColumn<WebhookCallRow>[] {
  return [
    { field: 'type', header: 'Type', sortable: true, render: (call) => TYPE_LABELS[call.type] },
    {
      field: 'callbackUrl',
      header: 'Url',
      sortable: true,
      render: (call) => (
        <Box
          sx={{
            maxWidth: 280,
            wordBreak: 'break-all',
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            fontSize: 12,
          }}
        >
          {call.callbackUrl}
        </Box>
      ),
    },
    { field: 'requestHttpMethod', header: 'Method', sortable: true, hideBelow: 'md' },
    { field: 'requestContentType', header: 'Content Type', sortable: true, hideBelow: 'lg' },
    { field: 'sendAttempts', header: 'Attempts', sortable: true, align: 'right' },
    { field: 'sent', header: 'Sent', sortable: true, render: (call) => (call.sent ? 'Yes' : 'No') },
    {
      field: 'lastStatusCode',
      header: 'Last Status Code',
      sortable: true,
      wrapHeader: true,
      render: (call) => <StatusCodeLabel call={call} />,
    },
    {
      field: 'dateCreated',
      header: 'Created',
      sortable: true,
      hideBelow: 'md',
      render: (call) => date(call.dateCreated),
    },
    {
      field: 'dateSent',
      header: 'Date Sent',
      sortable: true,
      wrapHeader: true,
      render: (call) => date(call.dateSent),
    },
    {
      field: 'dateToBeSent',
      header: 'Date to be Sent',
      sortable: true,
      wrapHeader: true,
      hideBelow: 'sm',
      render: (call) => date(call.dateToBeSent),
    },
    {
      field: 'details',
      header: 'Details',
      render: (call) => (
        <Button size="small" onClick={() => onDetails(call)} aria-label={`Details of call ${call.id}`}>
          Details
        </Button>
      ),
    },
  ];
}
