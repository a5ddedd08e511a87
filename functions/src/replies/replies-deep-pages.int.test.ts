import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb, type TestUser } from '../test-support/fixtures';
import { replyCountsOf, seedManyReplies } from '../test-support/reply-fixtures';
import type { ReplyListRequest, ReplyListResponse } from './replies.schemas';

// Pages past the first 10,000 rows of the date sort are read from the day they start in (day-walk.ts):
// they must be exactly the pages a plain ORDER BY … LIMIT … OFFSET gives, in both directions and for a
// type filter, and still be right when the per-day counts are off (then the offset is skipped as before).

const REPLIES = 11_000; // a minute apart (about 8 days); every 20th a Lead: 550 Leads, 10,450 Unallocated
const UNALLOCATED = 10_450;
let user: TestUser;
let api: ApiClient;

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  await seedManyReplies(user.accountId, REPLIES, new Date('2026-03-10T12:34:00Z'));
}, 60_000);

/** The ids of a page as a plain ORDER BY … LIMIT … OFFSET reads them. */
async function expectedIds(page: number, direction: 'asc' | 'desc'): Promise<number[]> {
  const query = testDb()
    .selectFrom('sms_replies')
    .select('id')
    .where('account_id', '=', user.accountId)
    .orderBy('received_at', direction)
    .orderBy('id', direction)
    .limit(20)
    .offset((page - 1) * 20);
  return (await query.execute()).map((r) => Number(r.id));
}

const pageOf = async (body: ReplyListRequest) =>
  (await api.post<ReplyListResponse>('/api/sms/responses', body)).body;

describe('deep pages of the date sort', () => {
  it('are the same rows as a plain offset would read, newest or oldest first', async () => {
    for (const direction of ['desc', 'asc'] as const) {
      for (const page of [501, 502, 517, 549, 550]) {
        const answer = await pageOf({
          sort: { field: 'date', direction },
          pagination: { page, rowsPerPage: 20 },
        });
        expect(answer.totalRows).toBe(REPLIES);
        expect(
          answer.rows.map((r) => r.id),
          `${direction} page ${page}`,
        ).toEqual(await expectedIds(page, direction));
      }
    }
  });

  it('are right for a type filter, and past the end are empty', async () => {
    for (const page of [501, 502, 523]) {
      const answer = await pageOf({ type: 'Unallocated', pagination: { page, rowsPerPage: 20 } });
      expect(answer.totalRows).toBe(UNALLOCATED);
      const expected = (
        await testDb()
          .selectFrom('sms_replies')
          .select('id')
          .where('account_id', '=', user.accountId)
          .where('type', '=', 'Unallocated')
          .where('ignored', '=', 0)
          .orderBy('received_at', 'desc')
          .orderBy('id', 'desc')
          .limit(20)
          .offset((page - 1) * 20)
          .execute()
      ).map((r) => Number(r.id));
      expect(
        answer.rows.map((r) => r.id),
        `page ${page}`,
      ).toEqual(expected);
    }
    expect(await pageOf({ type: 'Unallocated', pagination: { page: 524, rowsPerPage: 20 } })).toEqual({
      rows: [],
      totalRows: UNALLOCATED,
    });
    expect(await pageOf({ pagination: { page: 600, rowsPerPage: 20 } })).toEqual({
      rows: [],
      totalRows: REPLIES,
    });
  });

  it('come from the day counts, and stay right when those do not add up', async () => {
    const counts = await replyCountsOf(user.accountId);
    expect(counts.days).toEqual(counts.rows);
    const db = testDb();
    const days = await db
      .selectFrom('sms_reply_days')
      .select(['day', 'type'])
      .where('account_id', '=', user.accountId)
      .where('type', '=', 'Unallocated')
      .orderBy('day')
      .execute();
    const shift = (day: string | Date, by: number) =>
      db
        .updateTable('sms_reply_days')
        .set((eb) => ({ replies: eb('replies', '+', by) }))
        .where('account_id', '=', user.accountId)
        .where('type', '=', 'Unallocated')
        .where('day', '=', day as string)
        .execute();
    // Seven replies moved from the newest day to the oldest in the counts only: the total still adds up, so
    // the page is read from the (now wrong) day counts and comes out seven rows off. This shows they are used.
    await shift(days.at(-1)!.day, -7);
    await shift(days[0]!.day, 7);
    const skewed = await pageOf({ pagination: { page: 510, rowsPerPage: 20 } });
    expect(skewed.rows.map((r) => r.id)).not.toEqual(await expectedIds(510, 'desc'));
    // Seven more on one day: the counts no longer add up to the counters, and the offset is skipped on the
    // index as for any page, giving the right rows.
    await shift(days[0]!.day, 7);
    const answer = await pageOf({ pagination: { page: 510, rowsPerPage: 20 } });
    expect(answer.rows.map((r) => r.id)).toEqual(await expectedIds(510, 'desc'));
    expect(answer.totalRows).toBe(REPLIES);
  });
});
