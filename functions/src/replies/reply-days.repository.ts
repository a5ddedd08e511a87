import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import type { TenantScope } from '../platform/tenancy';
import type { DayCount } from './day-walk';
import type { ReplyTypeFilter } from './replies.schemas';
import type { ReplyCountDelta } from './replies.repository';
import { TYPE_FILTER } from './reply-filters';

/** Each account-day's counters are spread over this many rows (today's take every inbound reply). */
const DAY_SHARDS = 8;

/** The UTC day of an instant, as sms_reply_days keys it (DATE(received_at) in SQL). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Moves the account's per-day reply counters (migration 0014) for deltas that say when their replies were
 * received; bumpReplyCounts calls it, in the same transaction, so the two stay equal.
 */
export async function bumpReplyDays(
  db: DbOrTrx,
  accountId: number,
  deltas: ReplyCountDelta[],
): Promise<void> {
  const merged = new Map<
    string,
    { day: string; type: ReplyCountDelta['type']; ignored: number; delta: number }
  >();
  for (const d of deltas) {
    if (!d.delta || !d.receivedAt) continue;
    const day = utcDay(d.receivedAt);
    const key = `${day}|${d.type}|${d.ignored ? 1 : 0}`;
    const entry = merged.get(key) ?? { day, type: d.type, ignored: d.ignored ? 1 : 0, delta: 0 };
    entry.delta += d.delta;
    merged.set(key, entry);
  }
  for (const m of merged.values()) {
    if (!m.delta) continue;
    await db
      .insertInto('sms_reply_days')
      .values({
        account_id: accountId,
        day: m.day,
        type: m.type,
        ignored: m.ignored,
        shard: randomInt(DAY_SHARDS),
        replies: m.delta,
      })
      .onDuplicateKeyUpdate({ replies: sql`replies + ${m.delta}` })
      .execute();
  }
}

function classCondition(filter: ReplyTypeFilter) {
  if (filter === 'All') return sql``;
  const { type, ignored } = TYPE_FILTER[filter];
  return type ? sql` AND type = ${type} AND ignored = ${ignored}` : sql` AND ignored = ${ignored}`;
}

/**
 * The account's replies of a type filter per day, newest or oldest day first, and the filter's total from
 * the reply counters, read in one statement (one snapshot), so that the caller can tell whether the day
 * counts add up to the total before it relies on them.
 */
export async function replyDaysWithTotal(
  db: DbOrTrx,
  scope: TenantScope,
  filter: ReplyTypeFilter,
  direction: 'asc' | 'desc',
): Promise<{ days: DayCount[]; total: number }> {
  const condition = classCondition(filter);
  const { rows } = await sql<{ day: string | null; replies: number | string | null }>`
    SELECT DATE_FORMAT(day, '%Y-%m-%d') AS day, SUM(replies) AS replies
      FROM sms_reply_days WHERE account_id = ${scope.accountId}${condition} GROUP BY day
    UNION ALL
    SELECT NULL, SUM(replies) FROM sms_reply_counts WHERE account_id = ${scope.accountId}${condition}`.execute(
    db,
  );
  const days = rows
    .filter((r): r is { day: string; replies: number | string } => r.day !== null)
    .map((r) => ({ day: r.day, replies: Number(r.replies) }))
    .filter((d) => d.replies !== 0)
    .sort((a, b) => (direction === 'asc' ? a.day.localeCompare(b.day) : b.day.localeCompare(a.day)));
  const total = Number(rows.find((r) => r.day === null)?.replies ?? 0);
  return { days, total };
}
