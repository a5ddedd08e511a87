import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';

export interface NewEmail {
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Stores an e-mail in the outbox as Queued. */
export async function insertEmail(db: DbOrTrx, scope: TenantScope, email: NewEmail): Promise<number> {
  const result = await db
    .insertInto('email_messages')
    .values({
      account_id: scope.accountId,
      user_id: email.userId,
      to_address: email.to,
      subject: email.subject,
      body_text: email.text,
      body_html: email.html,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** An e-mail of the caller's account. */
export function findEmailInAccount(db: DbOrTrx, scope: TenantScope, emailId: number) {
  return db
    .selectFrom('email_messages')
    .selectAll()
    .where('id', '=', emailId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

export type EmailRow = NonNullable<Awaited<ReturnType<typeof findEmailInAccount>>>;

/**
 * Claims an e-mail for sending (the worker acts for the system, not a tenant: the id comes from our
 * own queue). Returns the row when it was Queued or left Sending by a worker that died; null when it
 * was already sent or failed for good, so a redelivered message does nothing.
 */
export async function claimEmailForSending(db: DbOrTrx, emailId: number) {
  const result = await db
    .updateTable('email_messages')
    .set((eb) => ({ status: 'Sending', attempts: eb('attempts', '+', 1) }))
    .where('id', '=', emailId)
    .where('status', 'in', ['Queued', 'Sending'])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return db.selectFrom('email_messages').selectAll().where('id', '=', emailId).executeTakeFirst();
}

/** Marks an e-mail sent. */
export async function markEmailSent(db: DbOrTrx, emailId: number, providerMessageId: string): Promise<void> {
  await db
    .updateTable('email_messages')
    .set({ status: 'Sent', provider_message_id: providerMessageId, sent_at: new Date(), error_text: null })
    .where('id', '=', emailId)
    .execute();
}

/** Records a failed attempt; the final one marks the e-mail Failed. */
export async function markEmailAttemptFailed(db: DbOrTrx, emailId: number, error: string, final: boolean) {
  await db
    .updateTable('email_messages')
    .set({ status: final ? 'Failed' : 'Sending', error_text: error.slice(0, 1000) })
    .where('id', '=', emailId)
    .execute();
}
