// How the product's webhooks know a call comes from the provider. BulkSMS signs nothing and sends no
// credentials of its own; its documentation advises adding a secret to the webhook URL
// (https://www.example.com/hook.php?secret=pass763265word), and it calls the URL exactly as registered.
// So each provider row has its own random secret (sealed at rest), the registered URL carries it in the
// `secret` query parameter, and the webhook compares it in constant time. Query strings are kept out of
// the product's log lines (they log the route's name, never the URL).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ProviderConnection } from './sms-gateway';

/** The part of a webhook request that carries the secret (an API Gateway event fits). */
export interface WebhookRequest {
  queryStringParameters?: Record<string, string | undefined> | null;
}

/** A new webhook secret: 256 random bits, URL-safe. */
export const generateWebhookSecret = (): string => randomBytes(32).toString('base64url');

// Compared when the provider is unknown or has no secret, so every refusal takes the same time.
const UNKNOWN = randomBytes(32).toString('base64url');
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * True when the request carries the connection's webhook secret. Digests of equal length are compared
 * with timingSafeEqual, so neither the secret's content nor its length leaks through timing; a missing
 * connection (unknown provider) or secret is compared against a random value and refused the same way.
 */
export function verifyWebhook(
  connection: Pick<ProviderConnection, 'webhookSecret'> | null,
  request: WebhookRequest,
): boolean {
  const given = request.queryStringParameters?.secret ?? '';
  const expected = connection?.webhookSecret || null;
  const same = timingSafeEqual(digest(given), digest(expected ?? UNKNOWN));
  return same && expected !== null && given.length > 0;
}

const withSecret = (url: string, secret: string) => `${url}?secret=${encodeURIComponent(secret)}`;

/** The delivery-report webhook URL to register with the provider (apiHost: e.g. https://example.com/api). */
export const deliveryReportsWebhookUrl = (apiHost: string, providerId: number, secret: string) =>
  withSecret(`${apiHost.replace(/\/+$/, '')}/webhooks/sms/${providerId}/delivery-reports`, secret);

/** The inbound (replies) webhook URL (functions/src/inbound/ answers it). */
export const inboundWebhookUrl = (apiHost: string, providerId: number, secret: string) =>
  withSecret(`${apiHost.replace(/\/+$/, '')}/webhooks/sms/${providerId}/inbound`, secret);
