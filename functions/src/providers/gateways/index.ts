// Opening a provider row for use: its sealed credentials and webhook secret decrypted, and the gateway of
// its type. Seeds and scripts seal with sealProviderCredentials; nothing else ever sees the plain values.
import { z } from 'zod';
import { open, seal } from '../../platform/crypto/secret-box';
import type { ProviderType } from '../providers.table';
import { createBulkSmsGateway } from './bulksms-gateway';
import type { ProviderConnection, SmsGateway, WebhookUrls } from './sms-gateway';
import { twilioInboundUrl } from './twilio-webhooks';
import { deliveryReportsWebhookUrl, inboundWebhookUrl } from './webhook-secret';
import { createTwilioGateway } from './twilio-gateway';

export type {
  DeliveryReport,
  InboundSms,
  OutboundSms,
  ProviderConnection,
  SendOutcome,
  SmsGateway,
} from './sms-gateway';
export { parseDeliveryReports, parseInboundMessages, WebhookBodyError } from './bulksms-webhooks';
export {
  parseTwilioInbound,
  parseTwilioStatusCallback,
  twilioInboundUrl,
  twilioSignature,
  twilioStatusCallbackUrl,
  verifyTwilioSignature,
} from './twilio-webhooks';
export {
  deliveryReportsWebhookUrl,
  generateWebhookSecret,
  inboundWebhookUrl,
  verifyWebhook,
  type WebhookRequest,
} from './webhook-secret';

/** The columns of sms_providers a connection is made from. */
export interface ProviderConnectionRow {
  id: number;
  type: ProviderType;
  base_url: string;
  credentials: Buffer | null;
  webhook_secret: Buffer | null;
}

/** BulkSMS: an API token (id as username, secret as password). */
const bulkSmsCredentialsSchema = z.object({ username: z.string().min(1), password: z.string().min(1) });
/** Twilio: Account SID, auth token, and the sender (an E.164 number or a Messaging Service SID). */
const twilioCredentialsSchema = z.object({
  accountSid: z.string().regex(/^AC[0-9a-zA-Z]{8,64}$/, 'an Account SID starts with AC'),
  authToken: z.string().min(8),
  from: z.string().regex(/^(\+[1-9]\d{5,14}|MG[0-9a-zA-Z]{8,64}|[A-Za-z0-9 ]{1,11})$/),
});
/** Clickatell: the One API integration's API key, and its two-way number when it has one (digits, `+` optional). */
const clickatellCredentialsSchema = z.object({
  apiKey: z.string().regex(/^[A-Za-z0-9_=+/-]{8,200}$/, 'a Clickatell API key'),
  from: z
    .string()
    .regex(/^\+?[1-9]\d{3,14}$/, 'a number in international format')
    .optional(),
});
const credentialsSchema = z.union([
  bulkSmsCredentialsSchema,
  twilioCredentialsSchema,
  clickatellCredentialsSchema,
]);
export type ProviderCredentials = z.infer<typeof credentialsSchema>;

/** A provider row of a type no adapter speaks yet (Clickatell): stored, but it cannot send. */
export class ProviderTypeNotSupportedError extends Error {
  override name = 'ProviderTypeNotSupportedError';
  constructor(providerId: number, type: string) {
    super(`Provider ${providerId} is a ${type} provider, which cannot send yet`);
  }
}

/** The provider row has no credentials: it cannot send. */
export class ProviderNotConnectedError extends Error {
  override name = 'ProviderNotConnectedError';
  constructor(providerId: number) {
    super(`Provider ${providerId} has no API credentials`);
  }
}

/** The sealed column values for a provider's credentials and webhook secret. */
export function sealProviderCredentials(
  credentials: ProviderCredentials,
  webhookSecret: string,
  rawKey?: string,
): { credentials: Buffer; webhook_secret: Buffer } {
  return {
    credentials: seal(JSON.stringify(credentialsSchema.parse(credentials)), rawKey),
    webhook_secret: seal(webhookSecret, rawKey),
  };
}

/** The provider's webhook secret, or null when it has none (its webhooks are then refused). */
export function openWebhookSecret(
  row: Pick<ProviderConnectionRow, 'webhook_secret'>,
  rawKey?: string,
): string | null {
  return row.webhook_secret ? open(row.webhook_secret, rawKey) : null;
}

/** Decrypts a provider row into a connection; throws when it has no credentials. */
export function openProviderConnection(row: ProviderConnectionRow, rawKey?: string): ProviderConnection {
  if (!row.credentials) throw new ProviderNotConnectedError(row.id);
  const plain = JSON.parse(open(row.credentials, rawKey)) as unknown;
  const base = { id: row.id, baseUrl: row.base_url, webhookSecret: openWebhookSecret(row, rawKey) };
  switch (row.type) {
    case 'BulkSms':
      return { ...base, type: 'BulkSms', credentials: bulkSmsCredentialsSchema.parse(plain) };
    case 'Twilio':
      return { ...base, type: 'Twilio', credentials: twilioCredentialsSchema.parse(plain) };
    default:
      throw new ProviderTypeNotSupportedError(row.id, row.type);
  }
}

/** The gateway that speaks the connection's provider protocol. */
export function gatewayFor(connection: ProviderConnection): SmsGateway {
  switch (connection.type) {
    case 'BulkSms':
      return createBulkSmsGateway(connection);
    case 'Twilio':
      return createTwilioGateway(connection);
  }
}

/**
 * The product's URLs a provider must call. BulkSMS: both webhooks, each carrying the provider's secret (it
 * signs nothing). Twilio: the number's incoming-message URL only (each message names its StatusCallback), with
 * no secret (Twilio signs every call with the account's auth token).
 */
export function providerWebhookUrls(apiHost: string, connection: ProviderConnection): WebhookUrls {
  if (connection.type === 'Twilio') return { inbound: twilioInboundUrl(apiHost, connection.id) };
  if (!connection.webhookSecret) throw new Error(`Provider ${connection.id} has no webhook secret`);
  return {
    deliveryReports: deliveryReportsWebhookUrl(apiHost, connection.id, connection.webhookSecret),
    inbound: inboundWebhookUrl(apiHost, connection.id, connection.webhookSecret),
  };
}

/** The provider account's name at the provider (BulkSMS: the token id; Twilio: the Account SID). */
export const providerAccountName = (connection: ProviderConnection): string =>
  connection.type === 'Twilio' ? connection.credentials.accountSid : connection.credentials.username;
