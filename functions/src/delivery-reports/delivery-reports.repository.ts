import type { DbOrTrx } from '../platform/db/database';
import type { MessageStatus } from '../sending/sending.table';

/** Statuses a final delivery report may move a message out of (never backwards from a final one). */
const IN_FLIGHT: MessageStatus[] = ['Queued', 'Sending', 'Sent'];

const MESSAGE_COLUMNS = ['id', 'account_id', 'campaign_id', 'recipient', 'status'] as const;

/** The message a provider knows by its own id. */
export function findMessageByProviderMessageId(db: DbOrTrx, providerId: number, providerMessageId: string) {
  return db
    .selectFrom('sms_messages')
    .select(MESSAGE_COLUMNS)
    .where('provider_id', '=', providerId)
    .where('provider_message_id', '=', providerMessageId)
    .executeTakeFirst();
}

/** One of the account's messages by our id (the reference a provider echoes back). */
export function findAccountMessage(db: DbOrTrx, accountId: number, messageId: number) {
  return db
    .selectFrom('sms_messages')
    .select(MESSAGE_COLUMNS)
    .where('id', '=', messageId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export interface NewDeliveryReport {
  provider_id: number;
  provider_message_id: string;
  message_id: number | null;
  account_id: number | null;
  status: string;
  delivered: number;
  reported_at: Date;
}

const ER_DUP_ENTRY = 1062;

/**
 * Keeps a report; false when the same report (provider, provider's message id, status) is already there.
 * A duplicate key fails only this statement, so the caller's transaction goes on.
 */
export async function insertDeliveryReport(db: DbOrTrx, report: NewDeliveryReport): Promise<boolean> {
  try {
    await db.insertInto('sms_delivery_reports').values(report).execute();
    return true;
  } catch (error) {
    if ((error as { errno?: number }).errno === ER_DUP_ENTRY) return false;
    throw error;
  }
}

/**
 * Moves a message still in flight to Delivered or Undelivered; false when it was not in flight (already
 * final, failed or suppressed), so each message is counted once.
 */
export async function finishMessage(
  db: DbOrTrx,
  messageId: number,
  outcome: { delivered: boolean; status: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sms_messages')
    .set(
      outcome.delivered
        ? { status: 'Delivered', delivered_at: outcome.at }
        : { status: 'Undelivered', failed_at: outcome.at, fail_reason: outcome.status },
    )
    .where('id', '=', messageId)
    .where('status', 'in', IN_FLIGHT)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The provider's message id of a report this provider already sent about our message: proof that an earlier
 * attempt reached it (the report found the message by the reference it echoes), whatever that attempt's
 * answer was. Null when none came.
 */
export async function findReportedProviderMessageId(
  db: DbOrTrx,
  messageId: number,
  providerId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('sms_delivery_reports')
    .select('provider_message_id')
    .where('message_id', '=', messageId)
    .where('provider_id', '=', providerId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.provider_message_id ?? null;
}
