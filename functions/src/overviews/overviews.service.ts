import { currencySymbolFor } from '../accounts/currency';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { publicHolidayOn } from '../segments/exclusion-days';
import {
  findAccountCountry,
  sentOnDay,
  sumPeriodByCampaign,
  sumPeriodByDay,
  type PeriodRow,
} from './overview-days.repository';
import { queueOverviewRebuild } from './overview-rebuilds.service';
import { MONTH_NAMES, monthBounds } from './overview-params.schemas';
import {
  byCampaignName,
  sumCounters,
  toCategoryCounters,
  toDaySeries,
  toOverviewRow,
  TOTALS_NAME,
} from './overviews.mapper';
import {
  CATEGORY_CURRENCY_SYMBOL,
  MAX_SERIES_DAYS,
  type CategoryOverviewResponse,
  type DailyOverviewResponse,
  type MonthlyOverviewResponse,
} from './overviews.schemas';

/** The rows and totals of a period's campaigns (name ascending), with the account's currency symbol. */
async function campaignRows(db: Db, auth: AuthContext, from: string, to: string) {
  const [rows, country] = await Promise.all([
    sumPeriodByCampaign(db, auth.scope, from, to),
    findAccountCountry(db, auth.scope),
  ]);
  const symbol = currencySymbolFor(country);
  rows.sort(byCampaignName);
  return {
    data: rows.map((r) => toOverviewRow(r, { id: r.campaignId, name: r.campaignName }, symbol)),
    totals: toOverviewRow(sumCounters(rows), { id: null, name: TOTALS_NAME }, symbol),
  };
}

/** Sent and delivered on every day of [from, to] (the caller's account only). */
async function daySeries(db: Db, auth: AuthContext, from: string, to: string) {
  return toDaySeries(await sumPeriodByDay(db, auth.scope, from, to), from, to);
}

/** Monthly Overview By Campaign; with refresh, a Rebuild of the month is queued first. */
export async function monthlyOverview(
  db: Db,
  auth: AuthContext,
  req: { year: number; month: number; refresh: boolean },
): Promise<MonthlyOverviewResponse> {
  const { startDate, endDate } = monthBounds(req.year, req.month);
  const rebuild = req.refresh ? await queueOverviewRebuild(db, auth, startDate, endDate) : null;
  const [{ data, totals }, days] = await Promise.all([
    campaignRows(db, auth, startDate, endDate),
    daySeries(db, auth, startDate, endDate),
  ]);
  return {
    monthName: MONTH_NAMES[req.month - 1]!,
    year: req.year,
    startDate,
    endDate,
    data,
    totals,
    rebuild,
    days,
  };
}

const DAY_MS = 24 * 3600 * 1000;
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/**
 * Daily Overview By Campaign for one day or a range. isExclusionDay (single day only): a Saturday, Sunday
 * or South African public holiday on which none of the account's messages went through the gateway, so
 * the page says why there is nothing (a weekend day with sends is an ordinary day of data).
 */
export async function dailyOverview(
  db: Db,
  auth: AuthContext,
  req: { rangeMode: boolean; startDate: string; endDate: string; refresh: boolean },
): Promise<DailyOverviewResponse> {
  const { startDate, endDate } = req;
  const rebuild = req.refresh ? await queueOverviewRebuild(db, auth, startDate, endDate) : null;
  const dayCount = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
  const withSeries = dayCount <= MAX_SERIES_DAYS;
  const [{ data, totals }, days] = await Promise.all([
    campaignRows(db, auth, startDate, endDate),
    withSeries ? daySeries(db, auth, startDate, endDate) : null,
  ]);
  const excludedDay = !req.rangeMode && (isWeekend(startDate) || publicHolidayOn(startDate) !== null);
  const isExclusionDay = excludedDay && (await sentOnDay(db, auth.scope, startDate)) === 0;
  const month = Number(startDate.slice(5, 7));
  return {
    monthName: MONTH_NAMES[month - 1]!,
    year: Number(startDate.slice(0, 4)),
    startDate,
    endDate,
    data,
    totals,
    rebuild,
    isExclusionDay,
    days,
  };
}

/** SMS Overview By Category: each category (name ascending) with its campaigns, and the totals. */
export async function categoryOverview(
  db: Db,
  auth: AuthContext,
  req: { fromInclusive: string; toInclusive: string },
): Promise<CategoryOverviewResponse> {
  const rows = await sumPeriodByCampaign(db, auth.scope, req.fromInclusive, req.toInclusive);
  const byCategory = new Map<number, PeriodRow[]>();
  for (const r of rows) byCategory.set(r.categoryId, [...(byCategory.get(r.categoryId) ?? []), r]);
  const items = [...byCategory.values()]
    .map((campaigns) => {
      campaigns.sort(byCampaignName);
      const first = campaigns[0]!;
      return {
        categoryId: first.categoryId,
        categoryName: first.categoryName,
        campaigns: campaigns.map((r) =>
          toOverviewRow(r, { id: r.campaignId, name: r.campaignName }, CATEGORY_CURRENCY_SYMBOL),
        ),
        ...toCategoryCounters(sumCounters(campaigns)),
      };
    })
    .sort((a, b) => a.categoryName.localeCompare(b.categoryName, 'en', { sensitivity: 'base' }));
  return { ...req, items, totals: toCategoryCounters(sumCounters(rows)) };
}
