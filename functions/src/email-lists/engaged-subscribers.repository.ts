import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

/** What an engaged-subscribers list is built from (spec 1 §3 "Engagement-list payload", §9). */
export interface EngagedQuery {
  accountId: number;
  listId: number;
  jobId: number;
  campaignIds: number[];
  /** 1 Opens, 2 Clicks, 3 Conversions. */
  type: number;
  /** Engaged within the last N months (by the latest engagement), or null for the campaigns' whole life. */
  months: number | null;
}

/**
 * The one statement that builds the list: every address of the account that engaged (that way, with those
 * campaigns, in that period) goes in once. The list's unique key (list, e-mail) de-duplicates addresses
 * that engaged with several campaigns and makes a rerun of the job add nothing; the statement is one
 * transaction, so a worker that dies leaves all of it or none. Suppressed addresses stay in the list and
 * are counted as its opt-outs (every send path leaves them out).
 */
export function engagedInsert(q: EngagedQuery): RawBuilder<unknown> {
  const since =
    q.months === null ? sql`` : sql`AND e.last_at >= UTC_TIMESTAMP(3) - INTERVAL ${q.months} MONTH`;
  return sql`
    INSERT IGNORE INTO email_list_contacts (list_id, import_job_id, email)
    SELECT ${q.listId}, ${q.jobId}, LOWER(e.email)
    FROM email_engagements e
    WHERE e.account_id = ${q.accountId}
      AND e.campaign_id IN (${sql.join(q.campaignIds)})
      AND e.type = ${q.type}
      ${since}`;
}

/** Builds the list; answers how many contacts were added. */
export async function buildEngagedList(db: DbOrTrx, q: EngagedQuery): Promise<number> {
  if (!q.campaignIds.length) return 0;
  const r = await engagedInsert(q).execute(db);
  return Number(r.numAffectedRows ?? 0);
}
