import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WebhookCallRow } from '@contracts/webhooks/webhooks.schemas';
import { isError } from '../utils/history-view';

/** Last Status Code: green under 300, red at 300 or more (or no answer), with the status text and code. */
export function StatusCodeLabel({ call }: { call: WebhookCallRow }) {
  if (call.lastStatusCode === null && call.sendAttempts === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontSize: 'inherit' }}>
        Not sent yet
      </Typography>
    );
  }
  const label =
    call.lastStatusCode === null
      ? (call.statusCodeString ?? 'No response')
      : `${call.statusCodeString ?? ''} (${call.lastStatusCode})`.trim();
  const chip = (
    <Chip
      size="small"
      label={label}
      color={isError(call) ? 'error' : 'success'}
      data-testid="status-code-label"
      sx={{ fontWeight: 600, height: 22, fontSize: 11.5 }}
    />
  );
  return call.lastError ? (
    <Tooltip title={call.lastError}>
      <span>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}
