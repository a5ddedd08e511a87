// The status page reads the hourly campaign counters that the send pipeline keeps; these tests write them
// straight into the test database with the pipeline's own function.
import { createDatabase, type Db } from '../../functions/src/platform/db/database';
import { bumpCampaignStats, type StatCounter } from '../../functions/src/sending/campaign-stats.repository';

const HOUR = 60 * 60 * 1000;
let db: Db | undefined;

/** The test stage's database (DATABASE_URL comes from the stage's env file). */
export function testDatabase(): Db {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the browser tests with scripts/dev/itest.sh e2e');
  db ??= createDatabase(url, 2);
  return db;
}

export async function closeTestDatabase(): Promise<void> {
  await db?.destroy();
  db = undefined;
}

/** Adds to a campaign's counters in the hour `hoursAgo` hours before now (its account read from the campaign). */
export async function bumpStats(
  campaignId: number,
  hoursAgo: number,
  counts: Partial<Record<StatCounter, number>>,
  cost = 0,
): Promise<void> {
  const campaign = await testDatabase()
    .selectFrom('sms_campaigns')
    .select('account_id')
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
  await bumpCampaignStats(testDatabase(), {
    campaignId,
    accountId: campaign.account_id,
    at: new Date(Date.now() - hoursAgo * HOUR),
    counts,
    cost,
  });
}

/** A campaign of another account than the given campaign's. */
export async function campaignOfAnotherAccount(campaignId: number): Promise<number> {
  const own = await testDatabase()
    .selectFrom('sms_campaigns')
    .select('account_id')
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
  const other = await testDatabase()
    .selectFrom('sms_campaigns')
    .select('id')
    .where('account_id', '!=', own.account_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return other.id;
}
