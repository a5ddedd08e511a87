import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { dateTimeText } from '@/lib/format';
import { canReplay } from '../utils/history-view';
import { StatusCodeLabel } from './status-code-label';

const TYPE_LABELS: Record<WebhookCallRow['type'], string> = {
  Reply: 'Reply',
  Lead: 'Lead',
  Optout: 'Opt-out',
  DeliveryReport: 'Delivery Report',
  PageLead: 'Page Lead',
};

// YYYY-MM-DD HH:mm, allowed to break between the date and the time so that every column fits a laptop.
const date = (iso: string | null) => <Box sx={{ minWidth: 78 }}>{dateTimeText(iso) || '–'}</Box>;

/**
 * The Webhooks History columns (spec 3 §2.9), every one sortable but Replay (issue 31) and Details. Below 1536 px wide Method,
 * Content Type (the same for every call) and Created are left out, so Date Sent and Date to be Sent stay in view.
 */
export function historyColumns(
  onDetails: (call: WebhookCallRow) => void,
  onReplay: (call: WebhookCallRow) => void,
): SortableColumn<WebhookCallRow>[] {
  return [
    { field: 'type', header: 'Type', sortable: true, render: (call) => TYPE_LABELS[call.type] },
    {
      field: 'callbackUrl',
      header: 'Url',
      sortable: true,
      render: (call) => (
        <Box
          sx={{
            minWidth: 160,
            maxWidth: 320,
            wordBreak: 'break-all',
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            fontSize: 12,
          }}
        >
          {call.callbackUrl}
        </Box>
      ),
    },
    { field: 'requestHttpMethod', header: 'Method', sortable: true, hideBelow: 'xl' },
    { field: 'requestContentType', header: 'Content Type', sortable: true, hideBelow: 'xl' },
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
      hideBelow: 'xl',
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
      field: 'replay',
      header: 'Replay',
      render: (call) =>
        call.replayPending ? (
          'Queued'
        ) : canReplay(call) ? (
          <Button size="small" onClick={() => onReplay(call)} aria-label={`Replay call ${call.id}`}>
            Replay
          </Button>
        ) : (
          '–'
        ),
    },
    {
      field: 'details',
      header: 'Details',
      sticky: 'right',
      render: (call) => (
        <Button size="small" onClick={() => onDetails(call)} aria-label={`Details of call ${call.id}`}>
          Details
        </Button>
      ),
    },
  ];
}
