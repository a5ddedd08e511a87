// The one interface the send worker and the webhook functions use to talk to an SMS provider. Each
// provider type (BulkSMS's JSON REST API, Twilio's Programmable Messaging, Clickatell's Platform One API)
// implements it against its published wire protocol.
import type { ProviderType } from '../providers.table';

/** What the worker asks a provider to send. */
export interface OutboundSms {
  /** Our message id, sent as the provider's deduplication / reference key so a retry never sends twice. */
  reference: string;
  /** E.164, e.g. +27821234567. */
  to: string;
  body: string;
  encoding: 'GSM7' | 'UCS2';
  /** Ask the provider to collect replies (BulkSMS: from.type REPLIABLE); otherwise the account's default. */
  repliable?: boolean;
  /**
   * A provider attempt for this message may already have been made (a retry after a time-out, a 5xx or a
   * crash): a provider without a deduplication key (Twilio) first looks for what it already accepted since
   * this time, so a retry never sends twice.
   */
  resubmissionSince?: Date;
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
      /** The provider refused because the recipient opted out with it (Twilio 21610: replied STOP). */
      recipientOptedOut?: boolean;
    };

/** BulkSMS: an API token (its id as username, its secret as password). */
export interface BulkSmsCredentials {
  username: string;
  password: string;
}

/**
 * Twilio: the Account SID and its auth token (Basic auth, and the key of X-Twilio-Signature), and the sender:
 * a phone number in E.164 (`From`) or a Messaging Service SID (`MG…`, `MessagingServiceSid`).
 */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * Clickatell (Platform / One API): the integration's API key (sent as the Authorization header) and, for a
 * two-way integration, its number (`from`, digits in international format); without one Clickatell uses the
 * integration's default sender.
 */
export interface ClickatellCredentials {
  apiKey: string;
  from?: string;
}

interface ConnectionBase {
  id: number;
  baseUrl: string;
  webhookSecret: string | null;
}

/** A provider row opened for use: endpoint and decrypted credentials, by type. */
export type ProviderConnection =
  | (ConnectionBase & { type: 'BulkSms'; credentials: BulkSmsCredentials })
  | (ConnectionBase & { type: 'Twilio'; credentials: TwilioCredentials })
  | (ConnectionBase & { type: 'Clickatell'; credentials: ClickatellCredentials });

/** The provider types an adapter exists for. */
export type ConnectableType = ProviderConnection['type'];
export type { ProviderType };

/** The product's webhook URLs a provider should call (each already carrying its secret). */
export interface WebhookUrls {
  /** Status updates of sent messages (delivery reports). */
  deliveryReports?: string;
  /** Messages received from handsets (replies). */
  inbound?: string;
}

/** A webhook as the provider registered it. */
export interface RegisteredWebhook {
  id: string;
  name: string;
  kind: keyof WebhookUrls;
}

/** The answer to a test of a provider's credentials: the provider's own words, never the credentials. */
export type ConnectionTest = { ok: true; detail?: string } | { ok: false; reason: string };

export interface SmsGateway {
  send(message: OutboundSms, options?: { timeoutMs?: number }): Promise<SendOutcome>;
  /** One real authenticated call that sends nothing (Settings' Test connection). */
  testConnection(options?: { timeoutMs?: number }): Promise<ConnectionTest>;
  /** Creates or updates the provider's webhooks so they call these URLs (idempotent). */
  registerWebhooks(urls: WebhookUrls, options?: { timeoutMs?: number }): Promise<RegisteredWebhook[]>;
}

/** A delivery report parsed from a provider's webhook. */
export interface DeliveryReport {
  providerMessageId: string;
  /** The provider's status text, e.g. DELIVERED, FAILED.UNDELIVERABLE. */
  status: string;
  /** True when the handset received it; false when it finally failed; null while still in progress. */
  delivered: boolean | null;
  reportedAt: Date;
  /** The reference we sent with the message (our message id), when the provider echoes it. */
  userSuppliedId: string | null;
}

/** An inbound SMS parsed from a provider's webhook (functions/src/inbound/ stores it as a reply). */
export interface InboundSms {
  providerMessageId: string;
  from: string;
  to: string;
  body: string;
  receivedAt: Date;
  /** The provider's id of the message this replies to, when it links them. */
  relatedSentMessageId: string | null;
}
