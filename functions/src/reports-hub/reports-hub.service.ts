import { currencySymbolFor } from '../accounts/currency';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { findAccountCountry, sumPeriodByCampaign } from '../overviews/overview-days.repository';
import { rankCampaigns, sumHubCounters, toHubFigures, toTrend, trendUnit } from './reports-hub.mapper';
import { sumHubBuckets } from './reports-hub.repository';
import { daysIn, MAX_DAILY_TREND_DAYS, type HubQuery, type HubResponse } from './reports-hub.schemas';

/**
 * The Reports hub for the caller's account and period: totals, trend, and the best and worst campaigns by the
 * metric; all from the consolidated overview days (three reads in parallel, each a range of their primary key).
 */
export async function reportsHub(db: Db, auth: AuthContext, query: HubQuery): Promise<HubResponse> {
  const { from, to, metric } = query;
  const unit = trendUnit(daysIn(from, to), MAX_DAILY_TREND_DAYS);
  const [campaigns, buckets, country] = await Promise.all([
    sumPeriodByCampaign(db, auth.scope, from, to),
    sumHubBuckets(db, auth.scope, from, to, unit),
    findAccountCountry(db, auth.scope),
  ]);
  const base = { from, to, metric, currencySymbol: currencySymbolFor(country) };
  if (!campaigns.length)
    return { ...base, totals: null, trend: { unit, points: [] }, rankedCampaigns: 0, best: [], worst: [] };
  const { ranked, best, worst } = rankCampaigns(campaigns, metric);
  return {
    ...base,
    totals: toHubFigures(sumHubCounters(campaigns)),
    trend: { unit, points: toTrend(buckets, from, to, unit) },
    rankedCampaigns: ranked,
    best,
    worst,
  };
}
