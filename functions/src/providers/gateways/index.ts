// Opening a provider row for use: its sealed credentials and webhook secret decrypted, and the gateway of
// its type. Seeds and scripts seal with sealProviderCredentials; nothing else ever sees the plain values.
import { z } from 'zod';
import { open, seal } from '../../platform/crypto/secret-box';
import type { ProviderType } from '../providers.table';
import { createBulkSmsGateway } from './bulksms-gateway';
import type { ProviderConnection, SmsGateway } from './sms-gateway';

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

/** API credentials: for BulkSMS an API token (id as username, secret as password). */
const credentialsSchema = z.object({ username: z.string().min(1), password: z.string().min(1) });
export type ProviderCredentials = z.infer<typeof credentialsSchema>;

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
  return {
    id: row.id,
    type: row.type,
    baseUrl: row.base_url,
    credentials: credentialsSchema.parse(JSON.parse(open(row.credentials, rawKey))),
    webhookSecret: openWebhookSecret(row, rawKey),
  };
}

/** The gateway that speaks the connection's provider protocol. */
export function gatewayFor(connection: ProviderConnection): SmsGateway {
  switch (connection.type) {
    case 'BulkSms':
      return createBulkSmsGateway(connection);
  }
}
