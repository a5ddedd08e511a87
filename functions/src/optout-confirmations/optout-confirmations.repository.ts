// The day's claim on a number's confirmation, and the account's setting and sender.
import type { DbOrTrx } from '../platform/db/database';

/** Whether the account confirms opt-outs, and the name it sends as. */
export function findConfirmationSettings(db: DbOrTrx, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['name', 'sender_name', 'optout_confirmation'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/**
 * Claims the number's confirmation for the day: true for the first claim, false when one was already made
 * (INSERT IGNORE on the primary key; a parallel claim waits for the first transaction and is then ignored).
 */
export async function claimConfirmationDay(
  db: DbOrTrx,
  accountId: number,
  cellphone: string,
  sastDay: string,
): Promise<boolean> {
  const result = await db
    .insertInto('sms_optout_confirmations')
    .ignore()
    .values({ account_id: accountId, cellphone, sast_day: sastDay, message_id: null })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function recordConfirmationMessage(
  db: DbOrTrx,
  accountId: number,
  cellphone: string,
  sastDay: string,
  messageId: number,
): Promise<void> {
  await db
    .updateTable('sms_optout_confirmations')
    .set({ message_id: messageId })
    .where('account_id', '=', accountId)
    .where('cellphone', '=', cellphone)
    .where('sast_day', '=', sastDay)
    .execute();
}

/** The account's setting (Settings, "Confirm opt-outs"). */
export async function setOptoutConfirmation(db: DbOrTrx, accountId: number, on: boolean): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ optout_confirmation: on ? 1 : 0 })
    .where('id', '=', accountId)
    .execute();
}
