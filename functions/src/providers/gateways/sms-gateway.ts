// The one interface the send worker and the webhook functions use to talk to an SMS provider. Each
// provider type (today BulkSMS's JSON REST API) implements it against its published wire protocol.
import type { ProviderType } from '../providers.table';

/** What the worker asks a provider to send. */
export interface OutboundSms {
  /** Our message id, sent as the provider's deduplication / reference key so a retry never sends twice. */
  reference: string;
  /** E.164, e.g. +27821234567. */
  to: string;
  body: string;
  encoding: 'GSM7' | 'UCS2';
}

export type SendOutcome =
  | { ok: true; providerMessageId: string }
  | {
      ok: false;
      /** True for throttling, 5xx, time-outs and network errors: try again later (maybe elsewhere). */
      retryable: boolean;
      /** The provider's Retry-After, when it gave one. */
      retryAfterMs?: number;
      /** A short reason for the message's history, never containing credentials. */
      reason: string;
      httpStatus?: number;
    };

/** A provider row opened for use: endpoint and decrypted credentials. */
export interface ProviderConnection {
  id: number;
  type: ProviderType;
  baseUrl: string;
  credentials: { username: string; password: string };
  webhookSecret: string | null;
}

export interface SmsGateway {
  send(message: OutboundSms, options?: { timeoutMs?: number }): Promise<SendOutcome>;
}

/** A delivery report parsed from a provider's webhook. */
export interface DeliveryReport {
  providerMessageId: string;
  /** The provider's status text, e.g. DELIVERED, FAILED.UNDELIVERABLE. */
  status: string;
  /** True when the handset received it; false when it finally failed; null while still in progress. */
  delivered: boolean | null;
  reportedAt: Date;
}

/** An inbound SMS parsed from a provider's webhook (the replies issue consumes these). */
export interface InboundSms {
  providerMessageId: string;
  from: string;
  to: string;
  body: string;
  receivedAt: Date;
}
