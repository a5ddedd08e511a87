// The test stage's SMS gateway emulator (scripts/local/sms-gateway/): accounts of a test's own, behaviour,
// what handsets received; and provider rows connected to it the way production connects one.
import { randomBytes } from 'node:crypto';
import {
  gatewayFor,
  generateWebhookSecret,
  openProviderConnection,
  providerWebhookUrls,
  sealProviderCredentials,
} from '../providers/gateways';
import type { ProviderConnection } from '../providers/gateways/sms-gateway';
import { testDb } from './fixtures';

export const emulatorUrl = () => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}`;

export interface EmulatorAccount {
  /** BulkSMS: the token id; Twilio: the Account SID. */
  username: string;
  /** BulkSMS: the token secret; Twilio: the auth token. */
  password: string;
  /** The account's number (Twilio: its phone number, the sender). */
  replyNumber?: string;
}

/** The wire protocols the emulator speaks. */
export type EmulatorProtocol = 'BulkSms' | 'Twilio' | 'Clickatell';

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${emulatorUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`emulator ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new emulator account (a BulkSMS API token, or a Twilio Account SID and auth token with its own number). */
export async function createEmulatorAccount(
  options: { messagesPerSecond?: number; credits?: number | null; protocol?: EmulatorProtocol } = {},
): Promise<EmulatorAccount> {
  const { protocol, ...rest } = options;
  const account =
    protocol === 'Clickatell'
      ? {
          // The integration's API key is all Clickatell authenticates by (the password is the emulator's).
          username: randomBytes(18).toString('base64url'),
          password: randomBytes(8).toString('hex'),
          replyNumber: `+2761${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        }
      : protocol === 'Twilio'
        ? {
            username: `AC${randomBytes(16).toString('hex')}`,
            password: randomBytes(16).toString('hex'),
            replyNumber: `+2760${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
          }
        : {
            username: `TEST${randomBytes(12).toString('hex').toUpperCase()}-01-B`,
            password: randomBytes(18).toString('base64url'),
          };
  await control('POST', '/__emulator/accounts', {
    ...account,
    messagesPerSecond: rest.messagesPerSecond ?? 100,
    ...rest,
  });
  return account;
}

/** The integration's status and reply callback URLs, set as an operator pastes them in Clickatell's portal. */
export const pasteClickatellCallbacks = (
  username: string,
  urls: { deliveryReports?: string; inbound?: string },
) =>
  control('POST', `/__emulator/accounts/${encodeURIComponent(username)}/clickatell`, {
    statusUrl: urls.deliveryReports ?? null,
    replyUrl: urls.inbound ?? null,
  });

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
 * The stage's API host as its functions know it (API_HOST): Twilio signs the URL it calls, and the functions
 * check the signature over API_HOST, so a Twilio number's incoming-message URL is registered under it.
 */
const stageApiHost = () => process.env.API_HOST ?? testApiHost();

/**
 * A provider row of the account speaking to the emulator with a fresh account; its connection opened and,
 * unless told otherwise, its delivery-report and inbound webhooks registered the way production registers
 * them (the emulator calls each with [] first), so the emulator's reports and handset replies reach the API.
 */
export async function createConnectedProvider(
  accountId: number,
  options: {
    messagesPerSecond?: number;
    credits?: number | null;
    name?: string;
    webhooks?: boolean;
    protocol?: EmulatorProtocol;
  } = {},
): Promise<{ providerId: number; connection: ProviderConnection; emulatorAccount: EmulatorAccount }> {
  const { name, webhooks, ...accountOptions } = options;
  const emulatorAccount = await createEmulatorAccount(accountOptions);
  const twilio = options.protocol === 'Twilio';
  const clickatell = options.protocol === 'Clickatell';
  const credentials = twilio
    ? {
        accountSid: emulatorAccount.username,
        authToken: emulatorAccount.password,
        from: emulatorAccount.replyNumber!,
      }
    : clickatell
      ? { apiKey: emulatorAccount.username, from: emulatorAccount.replyNumber!.slice(1) }
      : { username: emulatorAccount.username, password: emulatorAccount.password };
  const { insertId } = await testDb()
    .insertInto('sms_providers')
    .values({
      account_id: accountId,
      name: name ?? `Emulated ${emulatorAccount.username.slice(4, 10)}`,
      type: options.protocol ?? 'BulkSms',
      base_url: twilio || clickatell ? emulatorUrl() : `${emulatorUrl()}/v1`,
      ...sealProviderCredentials(credentials, generateWebhookSecret()),
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
  if (webhooks !== false) {
    const urls = providerWebhookUrls(twilio ? stageApiHost() : testApiHost(), connection);
    await gatewayFor(connection).registerWebhooks(urls);
    // Clickatell has no API for its callbacks: the URLs the product shows are pasted into the integration.
    if (clickatell) await pasteClickatellCallbacks(emulatorAccount.username, urls);
  }
  return { providerId: row.id, connection, emulatorAccount };
}
