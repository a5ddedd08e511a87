import type { AuthContext } from '../auth/auth-context';
import { config } from '../platform/config';
import type { Db } from '../platform/db/database';
import type { EmailSender } from '../platform/email/email-sender';
import { notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { sendToQueue } from '../platform/queue/queues';
import type { TenantScope } from '../platform/tenancy';
import { findUserInAccount } from '../users/users.repository';
import type { Email } from './emails.schemas';
import * as repo from './emails.repository';
import { toEmail } from './emails.mapper';

/** Puts an e-mail in the outbox and on the e-mail queue; the worker sends it. */
export async function queueEmail(db: Db, scope: TenantScope, email: repo.NewEmail): Promise<number> {
  const emailId = await repo.insertEmail(db, scope, email);
  try {
    await sendToQueue('Emails', { emailId });
  } catch (error) {
    await repo.markEmailAttemptFailed(db, emailId, 'The e-mail could not be queued for sending.', true);
    throw error;
  }
  return emailId;
}

/** Sends the signed-in user a test e-mail, through the queue, to prove delivery works. */
export async function sendTestEmail(db: Db, auth: AuthContext): Promise<Email> {
  const user = await findUserInAccount(db, auth.scope, auth.userId);
  if (!user) throw notFound('The user');
  const emailId = await queueEmail(db, auth.scope, {
    userId: user.id,
    to: user.email,
    subject: 'Test e-mail from Pulsar Messaging',
    text: `Hello ${user.first_name},\n\nThis is a test e-mail from Pulsar Messaging (${config.appBaseUrl}). If you can read it, e-mail delivery to your address works.\n`,
    html: null,
  });
  return getEmail(db, auth, emailId);
}

/** One e-mail of the caller's account. */
export async function getEmail(db: Db, auth: AuthContext, emailId: number): Promise<Email> {
  const row = await repo.findEmailInAccount(db, auth.scope, emailId);
  if (!row) throw notFound('The e-mail');
  return toEmail(row);
}

/**
 * Sends a queued e-mail. Safe to run twice for one message: a Sent or Failed e-mail is skipped.
 * Throws on a failed attempt so SQS retries it; the last allowed attempt marks it Failed.
 */
export async function deliverEmail(
  db: Db,
  sender: EmailSender,
  emailId: number,
  attempt: { number: number; isLast: boolean },
  log: Logger,
): Promise<void> {
  const email = await repo.claimEmailForSending(db, emailId);
  if (!email) {
    log.info('e-mail already handled', { emailId });
    return;
  }
  try {
    const providerId = await sender.send({
      from: config.emailFrom,
      to: email.to_address,
      subject: email.subject,
      text: email.body_text,
      ...(email.body_html ? { html: email.body_html } : {}),
    });
    await repo.markEmailSent(db, emailId, providerId);
    log.info('e-mail sent', { emailId, attempt: attempt.number });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await repo.markEmailAttemptFailed(db, emailId, message, attempt.isLast);
    throw error;
  }
}
