// The status page reads the hourly campaign counters that the send pipeline keeps
// (functions/src/sending/campaign-stats.repository.ts); these tests add to them in the test database
// with the same statement. (Playwright's loader cannot load kysely, so this is plain mysql2.)
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';

const HOUR = 60 * 60 * 1000;
const COUNTERS = [
  'queued',
  'suppressed',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'clicks',
  'unique_clicks',
  'segments',
] as const;
type Counter = (typeof COUNTERS)[number];

let connection: Promise<Connection> | undefined;

/** The test stage's database (DATABASE_URL comes from the stage's env file). */
export function testDatabase(): Promise<Connection> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the browser tests with scripts/dev/itest.sh e2e');
  connection ??= createConnection({ uri: url, timezone: 'Z' });
  return connection;
}

export async function closeTestDatabase(): Promise<void> {
  await (await connection)?.end();
  connection = undefined;
}

export async function accountOf(campaignId: number): Promise<number> {
  const [rows] = await (
    await testDatabase()
  ).query<RowDataPacket[]>('SELECT account_id FROM sms_campaigns WHERE id = ?', [campaignId]);
  return Number(rows[0]!.account_id);
}

/** Adds to a campaign's counters in the UTC hour `hoursAgo` hours before now, as bumpCampaignStats does. */
export async function bumpStats(
  campaignId: number,
  hoursAgo: number,
  counts: Partial<Record<Counter, number>>,
  cost = 0,
): Promise<void> {
  const hour = new Date(Date.now() - hoursAgo * HOUR);
  hour.setUTCMinutes(0, 0, 0);
  const values = COUNTERS.map((c) => counts[c] ?? 0);
  await (
    await testDatabase()
  ).query(
    `INSERT INTO sms_campaign_stats (campaign_id, hour, account_id, ${COUNTERS.join(', ')}, cost)
     VALUES (?, ?, ?, ${COUNTERS.map(() => '?').join(', ')}, ?)
     ON DUPLICATE KEY UPDATE ${COUNTERS.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}, cost = cost + VALUES(cost)`,
    [campaignId, hour, await accountOf(campaignId), ...values, cost],
  );
}

/** A campaign of another account than the given campaign's. */
export async function campaignOfAnotherAccount(campaignId: number): Promise<number> {
  const [rows] = await (
    await testDatabase()
  ).query<RowDataPacket[]>('SELECT id FROM sms_campaigns WHERE account_id <> ? ORDER BY id LIMIT 1', [
    await accountOf(campaignId),
  ]);
  return Number(rows[0]!.id);
}
