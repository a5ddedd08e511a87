// Standard Webhooks signatures (https://www.standardwebhooks.com/): each call carries webhook-id,
// webhook-timestamp and webhook-signature; the signature is an HMAC-SHA256 of "id.timestamp.body" keyed
// with the secret's bytes (the base64 after "whsec_"), base64 encoded and prefixed "v1,".
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: whsec_ and 24 random bytes in base64 (the size Svix uses). */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/** The HMAC key: the secret's base64 part, decoded. */
export function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('Not a webhook signing secret');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** The stable id of a call, the same on every attempt (receivers deduplicate on it). */
export const webhookIdOf = (callId: number): string => `msg_${callId}`;

/** One signature: v1,base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)). */
export function signCallback(secret: string, webhookId: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secretKey(secret))
    .update(`${webhookId}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The webhook-signature header: one signature per secret (during a rotation, the new and the old one). */
export function signatureHeader(
  secrets: readonly string[],
  webhookId: string,
  timestamp: number,
  body: string,
) {
  return secrets.map((secret) => signCallback(secret, webhookId, timestamp, body)).join(' ');
}
