import { statusText } from './callback-http';
import type { CallHistoryRow } from './webhooks.repository';
import type { WebhookCallRow } from './webhooks.schemas';

/** The status column's text: the code's reason phrase, 'No response' after an attempt without one. */
export function statusCodeStringOf(
  row: Pick<CallHistoryRow, 'last_status_code' | 'send_attempts'>,
): string | null {
  if (row.last_status_code !== null) return statusText(row.last_status_code);
  return row.send_attempts > 0 ? 'No response' : null;
}

/** A call as the Webhooks History shows it. */
export function toWebhookCallRow(row: CallHistoryRow): WebhookCallRow {
  return {
    id: Number(row.id),
    type: row.event_type,
    callbackUrl: row.callback_url,
    requestHttpMethod: row.http_method,
    requestContentType: row.content_type,
    sendAttempts: row.send_attempts,
    sent: row.sent === 1,
    lastStatusCode: row.last_status_code,
    statusCodeString: statusCodeStringOf(row),
    lastError: row.last_error,
    dateCreated: row.created_at.toISOString(),
    dateSent: row.sent_at?.toISOString() ?? null,
    dateToBeSent: row.next_attempt_at?.toISOString() ?? null,
    replayPending: row.replay_attempt !== null,
  };
}
