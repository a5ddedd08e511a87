// The test stage's SMS gateway emulator (scripts/local/sms-gateway/): accounts of a test's own, behaviour,
// what handsets received; and provider rows connected to it the way production connects one.
import { randomBytes } from 'node:crypto';
import {
  deliveryReportsWebhookUrl,
  gatewayFor,
  generateWebhookSecret,
  inboundWebhookUrl,
  openProviderConnection,
  sealProviderCredentials,
} from '../providers/gateways';
import type { ProviderConnection } from '../providers/gateways/sms-gateway';
import { testDb } from './fixtures';

export const emulatorUrl = () => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}`;

export interface EmulatorAccount {
  username: string;
  password: string;
}

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${emulatorUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`emulator ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new emulator account (an API token it accepts). */
export async function createEmulatorAccount(
  options: { messagesPerSecond?: number; credits?: number | null } = {},
): Promise<EmulatorAccount> {
  const account = {
    username: `TEST${randomBytes(12).toString('hex').toUpperCase()}-01-B`,
    password: randomBytes(18).toString('base64url'),
  };
  await control('POST', '/__emulator/accounts', {
    ...account,
    messagesPerSecond: options.messagesPerSecond ?? 100,
    ...options,
  });
  return account;
}

/** Makes the account slow, throttling, failing, or report oddly (see the emulator's README). */
export const setEmulatorBehaviour = (username: string, behaviour: Record<string, unknown>) =>
  control('POST', `/__emulator/accounts/${encodeURIComponent(username)}/behaviour`, behaviour);

export interface EmulatorMessage {
  id: string;
  account: string;
  to: string;
  body: string;
  encoding: 'TEXT' | 'UNICODE';
  numberOfParts: number;
  reference: string | null;
  deduplicationId: number | null;
  submissions: number;
  status: string;
  reports: { status: string; at: string }[];
}

/** What the emulator received, newest first (filters: to, reference, account). */
export function emulatorMessages(filter: { to?: string; reference?: string; account?: string }) {
  const query = new URLSearchParams(
    Object.entries(filter).filter(([, v]) => v !== undefined) as [string, string][],
  );
  return control<EmulatorMessage[]>('GET', `/__emulator/messages?${query}`);
}

/** A handset replies (a RECEIVED webhook to the account's RECEIVED webhooks). */
export const emulatorInbound = (body: { from: string; body: string; account?: string }) =>
  control<{ id: string; webhooks: number; relatedSentMessageId: string | null }>(
    'POST',
    '/__emulator/inbound',
    body,
  );

/** The test stage's API as BulkSMS reaches it (through the CDN, like production's API host). */
export const testApiHost = () => `http://127.0.0.1:${process.env.CDN_PORT}/api`;

/**
 * A provider row of the account speaking to the emulator with a fresh account; its connection opened and,
 * unless told otherwise, its delivery-report and inbound webhooks registered the way production registers
 * them (the emulator calls each with [] first), so the emulator's reports and handset replies reach the API.
 */
export async function createConnectedProvider(
  accountId: number,
  options: { messagesPerSecond?: number; credits?: number | null; name?: string; webhooks?: boolean } = {},
): Promise<{ providerId: number; connection: ProviderConnection; emulatorAccount: EmulatorAccount }> {
  const emulatorAccount = await createEmulatorAccount(options);
  const { insertId } = await testDb()
    .insertInto('sms_providers')
    .values({
      account_id: accountId,
      name: options.name ?? `Emulated ${emulatorAccount.username.slice(4, 10)}`,
      type: 'BulkSms',
      base_url: `${emulatorUrl()}/v1`,
      ...sealProviderCredentials(emulatorAccount, generateWebhookSecret()),
      price_per_segment: '0.2500',
      messages_per_second: options.messagesPerSecond ?? 100,
    })
    .executeTakeFirstOrThrow();
  const row = await testDb()
    .selectFrom('sms_providers')
    .select(['id', 'type', 'base_url', 'credentials', 'webhook_secret'])
    .where('id', '=', Number(insertId))
    .executeTakeFirstOrThrow();
  const connection = openProviderConnection(row);
  if (options.webhooks !== false) {
    await gatewayFor(connection).registerWebhooks({
      deliveryReports: deliveryReportsWebhookUrl(testApiHost(), row.id, connection.webhookSecret!),
      inbound: inboundWebhookUrl(testApiHost(), row.id, connection.webhookSecret!),
    });
  }
  return { providerId: row.id, connection, emulatorAccount };
}
