import type { Generated } from 'kysely';

/**
 * One opt-out confirmation per account, number and South African day (migration 0040): the primary key is what
 * keeps a second opt-out the same day from sending a second confirmation, whichever instance receives it.
 */
export interface SmsOptoutConfirmationsTable {
  account_id: number;
  cellphone: string;
  /** YYYY-MM-DD in Africa/Johannesburg. */
  sast_day: string;
  /** The confirmation message; null only inside the transaction that writes it. */
  message_id: number | null;
  created_at: Generated<Date>;
}
