/** GET /api/sms/campaigns/{id}/dispatch-log answers 403 with this when the account's downloads are limited. */
export const DISPATCH_LOG_REFUSED = 'Downloads are turned off for this account.';

/** The dispatch log's columns, in order (docs/areas/direct-marketing-times.md). */
export const DISPATCH_LOG_HEADER = [
  'Message ID',
  'Recipient',
  'Dispatched (SAST)',
  'Dispatched (UTC)',
  'Provider',
  'Provider message ID',
  'Status',
  'Delivered (SAST)',
  'Delivered (UTC)',
] as const;
