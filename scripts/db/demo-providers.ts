// Connects the seeded SMS providers to the local gateway emulator (scripts/local/sms-gateway/): each provider
// without credentials gets an API token (id and secret, shaped like BulkSMS's) and a webhook secret, sealed
// as production seals them, and the emulator's base URL; the emulator's accounts file then lists every
// token it must accept. Runs from the seed, so only for the stages local, test and test-* (seed-guard.ts).
// The webhooks are registered once the stack is up (scripts/providers/register-webhooks.ts --emulator-only).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Db } from '../../functions/src/platform/db/database';
import {
  generateWebhookSecret,
  openProviderConnection,
  sealProviderCredentials,
} from '../../functions/src/providers/gateways';
import { accountsFilePath } from '../local/sms-gateway/accounts';

/** The emulator's base URL for this stage, or null when the stage runs none. */
export function emulatorBaseUrl(): string | null {
  const port = process.env.SMS_GATEWAY_PORT;
  return port ? `http://127.0.0.1:${port}/v1` : null;
}

/** A token like BulkSMS's (BBDE1B476E03498AA768F66A286AABDC-01-B : 9jSbVDK20!MXdfRGiIIFu#ffUE8*S). */
function newApiToken(): { username: string; password: string } {
  return {
    username: `${randomBytes(16).toString('hex').toUpperCase()}-01-B`,
    password: randomBytes(21).toString('base64url'),
  };
}

/** Connects providers that have no credentials yet; writes the emulator's accounts file. */
export async function connectDemoProviders(
  db: Db,
  stage: string,
): Promise<{ connected: number; accounts: number }> {
  const baseUrl = emulatorBaseUrl();
  if (!baseUrl) return { connected: 0, accounts: 0 };
  const unconnected = await db
    .selectFrom('sms_providers')
    .select('id')
    .where('credentials', 'is', null)
    .execute();
  for (const { id } of unconnected) {
    const sealed = sealProviderCredentials(newApiToken(), generateWebhookSecret());
    await db
      .updateTable('sms_providers')
      .set({ type: 'BulkSms', base_url: baseUrl, ...sealed })
      .where('id', '=', id)
      .where('credentials', 'is', null)
      .execute();
  }
  const emulated = await db
    .selectFrom('sms_providers')
    .select(['id', 'name', 'type', 'base_url', 'credentials', 'webhook_secret', 'messages_per_second'])
    .where('base_url', '=', baseUrl)
    .where('credentials', 'is not', null)
    .orderBy('id')
    .execute();
  const accounts = emulated.map((row) => {
    const { credentials } = openProviderConnection(row);
    return { ...credentials, messagesPerSecond: row.messages_per_second, provider: `${row.id} ${row.name}` };
  });
  const file = accountsFilePath(stage);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { connected: unconnected.length, accounts: accounts.length };
}
