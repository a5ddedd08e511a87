// The sending browser tests look behind the product as a partner or a handset would: what the test stage's
// SMS gateway emulator (scripts/local/sms-gateway/) received, its accounts' behaviour, and the account's
// opt-outs in the test database. (Playwright's loader cannot load kysely, so the database is plain mysql2.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { accountOf, testDatabase } from './campaign-status-helpers';

/** A phone browser's User-Agent: short links count clicks of people, not of headless browsers or scripts. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const emulator = (path: string): string => {
  const port = process.env.SMS_GATEWAY_PORT;
  if (!port)
    throw new Error('SMS_GATEWAY_PORT is not set: run the browser tests with scripts/dev/itest.sh e2e');
  return `http://127.0.0.1:${port}${path}`;
};

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(emulator(path), {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`emulator ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface EmulatorMessage {
  id: string;
  account: string;
  to: string;
  body: string;
  reference: string | null;
  status: string;
}

/** What the emulator received with this reference (our message id), newest first. */
export const emulatorMessages = (reference: number) =>
  control<EmulatorMessage[]>('GET', `/__emulator/messages?reference=${reference}`);

/**
 * The emulator account (BulkSMS API token id) of a seeded provider: the seed writes each provider's token to
 * the stage's accounts file as `{username, provider: "<id> <name>"}` (scripts/db/demo-providers.ts).
 */
export function emulatorAccountOf(providerId: number): string {
  const file = fileURLToPath(
    new URL(`../../.local/sms-gateway/${process.env.STAGE}-accounts.json`, import.meta.url),
  );
  const { accounts } = JSON.parse(readFileSync(file, 'utf8')) as {
    accounts: { username: string; provider: string }[];
  };
  const account = accounts.find((a) => a.provider.startsWith(`${providerId} `));
  if (!account) throw new Error(`provider ${providerId} is not in ${file}`);
  return account.username;
}

/** Makes an emulator account slow, failing or late with its delivery reports (see the emulator's README). */
export const setEmulatorBehaviour = (account: string, behaviour: Record<string, unknown>) =>
  control('POST', `/__emulator/accounts/${encodeURIComponent(account)}/behaviour`, behaviour);

/** Back to the emulator's default behaviour. */
export const resetEmulatorBehaviour = (account: string) =>
  control('DELETE', `/__emulator/accounts/${encodeURIComponent(account)}/behaviour`);

/** The recipient opts out of the campaign's account (as a STOP reply records it). */
export async function optOut(campaignId: number, cellphone: string): Promise<void> {
  await (
    await testDatabase()
  ).query('INSERT IGNORE INTO sms_optouts (account_id, cellphone) VALUES (?, ?)', [
    await accountOf(campaignId),
    cellphone,
  ]);
}
