import type { Generated } from 'kysely';

export type EmailStatus = 'Queued' | 'Sending' | 'Sent' | 'Failed';

export interface EmailMessagesTable {
  id: Generated<number>;
  account_id: number;
  user_id: number | null;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  provider_message_id: string | null;
  error_text: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}
