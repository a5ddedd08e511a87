// What the sending benchmarks share: a transactional campaign of the demo account made through the API
// (create, provider step, messages step, Active), a partner key made in Settings, and realistic, dirty
// recipients (every way people type a number, some invalid, some opted out).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createPool, type Pool } from 'mysql2/promise';
import { api, signIn } from '../stack-client';

export interface BenchCampaign {
  campaignId: number;
  apiKey: string;
  apiKeyId: number;
  pool: Pool;
}

export async function createBenchCampaign(
  name: string,
  rateLimitPerSecond = 1_000_000,
): Promise<BenchCampaign> {
  await signIn();
  const groups = await api<{ categories: { id: number }[] }[]>('GET', '/api/categories/sms');
  const categoryId = groups.flatMap((g) => g.categories)[0]!.id;
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
  const [accounts] = await pool.query<import('mysql2').RowDataPacket[]>(
    "SELECT account_id FROM users WHERE email = 'alice@acme.test'",
  );
  const accountId = accounts[0]!.account_id as number;
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
