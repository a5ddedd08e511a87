import type { Generated } from 'kysely';

/** Every delivery report a provider posted (migration 0012); one row per message and status. */
export interface SmsDeliveryReportsTable {
  id: Generated<number>;
  provider_id: number;
  provider_message_id: string;
  /** Null when the provider's id matches no message of ours (acknowledged and kept). */
  message_id: number | null;
  account_id: number | null;
  status: string;
  delivered: number;
  reported_at: Date;
  received_at: Generated<Date>;
}
