import type { ColumnType, Generated } from 'kysely';

/** PageLead (migration 0023): a landing page form's lead action, with no campaign. */
export type CallbackEventType = 'Reply' | 'Lead' | 'Optout' | 'DeliveryReport' | 'PageLead';

/** One web-service callback (migration 0013): the outbox row its worker delivers, retries and records. */
export interface WebhookCallsTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number | null;
  /** The cellphone the event is about (migration 0014), for SMS History by Cellphone. */
  cellphone: ColumnType<string | null, string | null | undefined, string | null>;
  event_type: CallbackEventType;
  /** Unique per account: the event it reports (e.g. reply:123:Lead), so an event is posted once. */
  event_key: string;
  callback_url: string;
  http_method: Generated<string>;
  content_type: Generated<string>;
  /** The JSON body posted (the same on every attempt). */
  payload: string;
  send_attempts: Generated<number>;
  sent: Generated<number>;
  given_up: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  /** Date to be sent: when the next attempt is due; null once sent or given up. */
  next_attempt_at: Date | null;
  enqueued_at: Date | null;
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  lease_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  sent_at: Date | null;
  /** A requested replay (migration 0046): the attempt number it takes; null when none is pending. */
  replay_attempt: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One attempt at a callback, with the raw request as it went out. */
export interface WebhookAttemptsTable {
  id: Generated<number>;
  call_id: number;
  attempt: number;
  started_at: Date;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  request_text: string;
  response_excerpt: string | null;
  /** 1: the attempt was a replay asked for from Webhooks History or the API (migration 0046). */
  replay: ColumnType<number, number | undefined, number>;
}
