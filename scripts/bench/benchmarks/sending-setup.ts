// What the sending benchmarks share: a transactional campaign of the demo account made through the API
// (create, provider step, messages step, Active), a partner key made in Settings, realistic, dirty
// recipients (every way people type a number, some invalid, some opted out), a bench provider on an
// account of the gateway emulator at a given rate, and the emulator's own ceiling at that rate.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { ResultSetHeader, RowDataPacket } from 'mysql2';
import { createPool, type Pool } from 'mysql2/promise';
import {
  gatewayFor,
  generateWebhookSecret,
  openProviderConnection,
  sealProviderCredentials,
} from '../../../functions/src/providers/gateways';
import { deliveryReportsWebhookUrl } from '../../../functions/src/providers/gateways/webhook-secret';
import { load } from '../harness';
import { api, signIn } from '../stack-client';

export interface BenchCampaign {
  campaignId: number;
  apiKey: string;
  apiKeyId: number;
  pool: Pool;
}

/** The signed-in account's first SMS category. */
export async function smsCategoryId(): Promise<number> {
  const groups = await api<{ categories: { id: number }[] }[]>('GET', '/api/categories/sms');
  return groups.flatMap((g) => g.categories)[0]!.id;
}

export async function createBenchCampaign(
  name: string,
  rateLimitPerSecond = 1_000_000,
): Promise<BenchCampaign> {
  await signIn();
  const categoryId = await smsCategoryId();
  const { id } = await api<{ id: number }>('POST', '/api/sms/campaigns/transactional', {
    name: `${name} ${new Date().toISOString()}`,
    categoryId,
  });
  await api('PATCH', `/api/sms/campaigns/${id}/provider`, { option: 'SpreadStandard', providerId: null });
  await api('PATCH', `/api/sms/campaigns/${id}/messages`, {
    messages: [
      { id: null, active: true, message: 'Your order has shipped. Track it here: #CLICKURL#' },
      { id: null, active: true, message: 'Good news: your parcel is on its way. #CLICKURL#' },
    ],
    clickUrl: 'https://acme.test/track',
  });
  await api('PATCH', `/api/sms/campaigns/${id}/send-active`, { active: true });
  const created = await api<{ id: number; key: string }>('POST', '/api/settings/api-keys', {
    name: `${name} key ${new Date().toISOString()}`,
  });
  const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 2, timezone: 'Z' });
  // The bench measures the endpoint, not the key's limit (the default would refuse most of the load).
  await pool.query('UPDATE api_keys SET rate_limit_per_second = ? WHERE id = ?', [
    rateLimitPerSecond,
    created.id,
  ]);
  return { campaignId: id, apiKey: created.key, apiKeyId: created.id, pool };
}

/** Recipients as partners send them: mixed formats, 5% invalid, 2% opted out (inserted for the account). */
export async function dirtyRecipients(pool: Pool, count: number, seed = 1): Promise<string[]> {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out: string[] = [];
  const optouts: string[] = [];
  for (let i = 0; i < count; i++) {
    const subscriber = String(1_000_000 + Math.floor(random() * 8_999_999)).slice(0, 7);
    const prefix = ['82', '83', '72', '73', '84', '61'][Math.floor(random() * 6)]!;
    const roll = random();
    if (roll < 0.05) {
      out.push(['12345', `0${prefix}${subscriber.slice(0, 4)}`, 'n/a', `+4420${subscriber}`][i % 4]!);
      continue;
    }
    const e164 = `+27${prefix}${subscriber}`;
    if (roll < 0.07) optouts.push(e164);
    const forms = [
      `0${prefix}${subscriber}`,
      `0${prefix} ${subscriber.slice(0, 3)} ${subscriber.slice(3)}`,
      e164,
      `27${prefix}${subscriber}`,
      `+27 ${prefix} ${subscriber.slice(0, 3)} ${subscriber.slice(3)}`,
    ];
    out.push(forms[Math.floor(random() * forms.length)]!);
  }
  const accountId = await benchAccountId(pool);
  for (const cellphone of optouts) {
    await pool.query('INSERT IGNORE INTO sms_optouts (account_id, cellphone) VALUES (?, ?)', [
      accountId,
      cellphone,
    ]);
  }
  return out;
}

/** Stops or starts one service of the running stack (scripts/local/stack.ts). */
export function stackService(action: 'stop' | 'restart', service: string): void {
  const run = spawnSync(join('node_modules', '.bin', 'tsx'), ['scripts/local/stack.ts', action, service], {
    env: process.env,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`stack.ts ${action} ${service} failed: ${run.stderr}`);
}

/** Ends a benchmark's campaign: Dormant, its key revoked. */
export async function retireBenchCampaign(bench: BenchCampaign): Promise<void> {
  await api('DELETE', `/api/settings/api-keys/${bench.apiKeyId}`);
  await bench.pool.query('UPDATE sms_campaigns SET status = 0 WHERE id = ?', [bench.campaignId]);
  await bench.pool.end();
}

const emulator = () => `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT}`;

/** The demo account (alice@acme.test's), in which the sending benchmarks work. */
export async function benchAccountId(pool: Pool): Promise<number> {
  const [rows] = await pool.query<RowDataPacket[]>(
    "SELECT account_id FROM users WHERE email = 'alice@acme.test'",
  );
  return rows[0]!.account_id as number;
}

/** A fresh account on the gateway emulator that takes `rate` messages a second. */
export async function emulatorAccount(rate: number): Promise<{ username: string; password: string }> {
  const account = {
    username: `BENCH${randomBytes(8).toString('hex').toUpperCase()}`,
    password: randomBytes(18).toString('base64url'),
  };
  const res = await fetch(`${emulator()}/__emulator/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, messagesPerSecond: rate, credits: null }),
  });
  if (!res.ok) throw new Error(`emulator account: ${res.status} ${await res.text()}`);
  return account;
}

/**
 * A connected BulkSMS provider of the account, `rate` messages a second, on an emulator account of its own
 * with the same rate, its delivery reports webhook registered with the emulator.
 */
export async function createBenchProvider(
  pool: Pool,
  accountId: number,
  rate: number,
): Promise<{ providerId: number; emulatorAccount: string }> {
  const account = await emulatorAccount(rate);
  const sealed = sealProviderCredentials(account, generateWebhookSecret());
  const [inserted] = await pool.query<ResultSetHeader>(
    "INSERT INTO sms_providers (account_id, name, type, base_url, credentials, webhook_secret, price_per_segment, messages_per_second) VALUES (?, ?, 'BulkSms', ?, ?, ?, 0.2500, ?)",
    [
      accountId,
      `Bench provider ${account.username.slice(5, 11)}`,
      `${emulator()}/v1`,
      sealed.credentials,
      sealed.webhook_secret,
      rate,
    ],
  );
  const providerId = inserted.insertId;
  const connection = openProviderConnection({
    id: providerId,
    type: 'BulkSms',
    base_url: `${emulator()}/v1`,
    ...sealed,
  });
  await gatewayFor(connection).registerWebhooks({
    deliveryReports: deliveryReportsWebhookUrl(
      `${process.env.APP_BASE_URL}/api`,
      providerId,
      connection.webhookSecret!,
    ),
  });
  return { providerId, emulatorAccount: account.username };
}

/**
 * The emulator's own ceiling at `rate` (the baseline of the sending benchmarks): `count` messages through
 * the BulkSMS adapter straight to a fresh account at that rate, 20 in flight, a throttled call retried
 * after its Retry-After; each message's latency in ms.
 */
export async function emulatorCeiling(rate: number, count: number): Promise<number[]> {
  const account = await emulatorAccount(rate);
  const gateway = gatewayFor({
    id: 0,
    type: 'BulkSms',
    baseUrl: `${emulator()}/v1`,
    credentials: account,
    webhookSecret: null,
  });
  let i = 0;
  return load(
    async () => {
      const n = i++;
      for (;;) {
        const outcome = await gateway.send({
          reference: `b${n}`,
          to: `+2782${String(3_000_000 + n)}`,
          body: 'Your order has shipped.',
          encoding: 'GSM7',
        });
        if (outcome.ok) return;
        await new Promise((r) => setTimeout(r, outcome.retryAfterMs ?? 200));
      }
    },
    count,
    20,
  );
}

/** A message as the emulator's control API shows it. */
export interface EmulatedMessage {
  to: string;
  reference: string | null;
  submissions: number;
  /** When the emulator took it (ISO). */
  submittedAt: string;
}

/** The messages an emulator account took (the newest `limit`; the emulator keeps 50,000 in all). */
export async function emulatorMessages(account: string, limit: number): Promise<EmulatedMessage[]> {
  const res = await fetch(`${emulator()}/__emulator/messages?account=${account}&limit=${limit}`);
  if (!res.ok) throw new Error(`emulator messages: ${res.status} ${await res.text()}`);
  return (await res.json()) as EmulatedMessage[];
}
