import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import * as repository from './overview-days.repository';
import { dailyOverview, monthlyOverview } from './overviews.service';

vi.mock('./overview-days.repository', () => ({
  findAccountCountry: vi.fn(async () => 'ZA'),
  sentOnDay: vi.fn(async () => 0),
  sumPeriodByCampaign: vi.fn(async () => []),
  sumPeriodByDay: vi.fn(async () => [{ date: '2024-02-10', sent: 4, delivered: 3 }]),
}));

const db = {} as Db;
const auth = { scope: { accountId: 42 } } as unknown as AuthContext;

describe('the overviews day series', () => {
  beforeEach(() => vi.mocked(repository.sumPeriodByDay).mockClear());

  it("reads the caller's account's days of the month and fills the month", async () => {
    const res = await monthlyOverview(db, auth, { year: 2024, month: 2, refresh: false });
    expect(repository.sumPeriodByDay).toHaveBeenCalledWith(db, auth.scope, '2024-02-01', '2024-02-29');
    expect(res.days).toHaveLength(29);
    expect(res.days[9]).toEqual({ date: '2024-02-10', sent: 4, delivered: 3 });
    expect(res.days.reduce((sum, d) => sum + d.sent, 0)).toBe(4);
  });

  it('gives a range its days, a single day its one day, and a range over a year none', async () => {
    const range = { rangeMode: true, startDate: '2024-02-09', endDate: '2024-02-11', refresh: false };
    expect((await dailyOverview(db, auth, range)).days).toEqual([
      { date: '2024-02-09', sent: 0, delivered: 0 },
      { date: '2024-02-10', sent: 4, delivered: 3 },
      { date: '2024-02-11', sent: 0, delivered: 0 },
    ]);
    const day = { rangeMode: false, startDate: '2024-02-10', endDate: '2024-02-10', refresh: false };
    expect((await dailyOverview(db, auth, day)).days).toEqual([
      { date: '2024-02-10', sent: 4, delivered: 3 },
    ]);
    const long = { rangeMode: true, startDate: '2020-01-01', endDate: '2024-01-01', refresh: false };
    vi.mocked(repository.sumPeriodByDay).mockClear();
    expect((await dailyOverview(db, auth, long)).days).toBeNull();
    expect(repository.sumPeriodByDay).not.toHaveBeenCalled();
  });
});
