import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createCampaignBasics } from '../test-support/campaign-fixtures';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import type { CampaignListResponse } from './campaigns.schemas';

// Deep pages of the campaign list through the real HTTP stack: a page past the first 10,000 rows in its
// second half is read from the far end (page-window.ts); it must answer the same rows in the same order.

const COUNT = 10_300;
let api: ApiClient;
/** Every unarchived campaign as [id, name, created_at ms]. */
let all: { id: number; name: string; created: number }[] = [];

beforeAll(async () => {
  const user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  const { categoryId } = await createCampaignBasics(user);
  const db = testDb();
  const base = Date.UTC(2026, 0, 1);
  for (let start = 0; start < COUNT; start += 2_000) {
    await db
      .insertInto('sms_campaigns')
      .values(
        Array.from({ length: Math.min(2_000, COUNT - start) }, (_, k) => {
          const n = start + k;
          // Names repeat (ties broken by id) and run against the id order; created dates repeat too.
          return {
            account_id: user.accountId,
            category_id: categoryId,
            name: `Campaign ${String((COUNT - n) % 5_000).padStart(5, '0')}`,
            type: 0,
            archived: n % 50 === 0 ? 1 : 0,
            created_at: new Date(base + (n % 3_000) * 60_000),
          };
        }),
      )
      .execute();
  }
  all = (
    await db
      .selectFrom('sms_campaigns')
      .select(['id', 'name', 'created_at'])
      .where('account_id', '=', user.accountId)
      .where('archived', '=', 0)
      .execute()
  ).map((r) => ({ id: r.id, name: r.name, created: r.created_at.getTime() }));
}, 120_000);

const list = (sort: { field: string; direction: 'asc' | 'desc' }, page: number) =>
  api.post<CampaignListResponse>('/api/sms/campaigns/list', { sort, pagination: { page, rowsPerPage: 10 } });

describe('deep pages of the campaign list', () => {
  it('answers the right rows near the end for each sort, and nothing past it', async () => {
    const total = all.length;
    const last = Math.ceil(total / 10);
    const orders = {
      name: (a: (typeof all)[number], b: (typeof all)[number]) => a.name.localeCompare(b.name) || a.id - b.id,
      createdDate: (a: (typeof all)[number], b: (typeof all)[number]) => a.created - b.created || a.id - b.id,
      id: (a: (typeof all)[number], b: (typeof all)[number]) => a.id - b.id,
    };
    for (const [field, compare] of Object.entries(orders)) {
      for (const direction of ['asc', 'desc'] as const) {
        const sorted = [...all].sort((a, b) => (direction === 'asc' ? compare(a, b) : compare(b, a)));
        for (const page of [1, 1_000, last - 1, last]) {
          const res = await list({ field, direction }, page);
          expect(res.status).toBe(200);
          expect(res.body.totalRows).toBe(total);
          expect(
            res.body.rows.map((r) => r.id),
            `${field} ${direction} page ${page}`,
          ).toEqual(sorted.slice((page - 1) * 10, page * 10).map((c) => c.id));
        }
      }
    }
    expect((await list({ field: 'name', direction: 'asc' }, last + 1)).body).toEqual({
      rows: [],
      totalRows: total,
    });
  });
});
