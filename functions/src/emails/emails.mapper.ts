import type { Email } from './emails.schemas';
import type { EmailRow } from './emails.repository';

/** The API's view of an outbox row. */
export function toEmail(row: EmailRow): Email {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    createdDate: row.created_at.toISOString(),
    sentDate: row.sent_at ? row.sent_at.toISOString() : null,
    errorMessage: row.error_text,
  };
}
