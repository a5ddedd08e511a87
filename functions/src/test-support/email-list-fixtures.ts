// E-mail campaigns and engagements written straight into the test database (the engaged-subscribers source
// reads them; the sending area writes them in production).
import { randomUUID } from 'node:crypto';
import { testDb } from './fixtures';

/** Creates e-mail campaigns (in a category of their own) in the account; answers their ids in order. */
export async function seedEmailCampaigns(accountId: number, names: string[]): Promise<number[]> {
  const db = testDb();
  const category = await db
    .insertInto('email_categories')
    .values({ account_id: accountId, name: `Newsletters ${randomUUID().slice(0, 8)}` })
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const name of names) {
    const r = await db
      .insertInto('email_campaigns')
      .values({ account_id: accountId, category_id: Number(category.insertId), name })
      .executeTakeFirstOrThrow();
    ids.push(Number(r.insertId));
  }
  return ids;
}

export interface EngagementSeed {
  campaignId: number;
  /** 1 Opens, 2 Clicks, 3 Conversions. */
  type: number;
  email: string;
  /** How long ago the latest engagement was, in days (default 1). */
  daysAgo?: number;
}

/** Records engagements of the account (first and last at the same time). */
export async function seedEngagements(accountId: number, rows: EngagementSeed[]): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < rows.length; i += 1000) {
    await testDb()
      .insertInto('email_engagements')
      .values(
        rows.slice(i, i + 1000).map((r) => {
          const at = new Date(now - (r.daysAgo ?? 1) * 86_400_000);
          return {
            account_id: accountId,
            campaign_id: r.campaignId,
            type: r.type,
            email: r.email,
            first_at: at,
            last_at: at,
            hits: 1,
          };
        }),
      )
      .execute();
  }
}
