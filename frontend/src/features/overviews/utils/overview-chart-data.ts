import type { OverviewDay, OverviewRow } from '@contracts/overviews/overviews.schemas';

/** The rates chart shows at most this many campaigns (those with the most sent). */
export const MAX_RATE_CAMPAIGNS = 10;

/** Whether the day series has anything to draw. */
export const hasDayData = (days: readonly OverviewDay[] | null | undefined): days is readonly OverviewDay[] =>
  !!days?.some((d) => d.sent > 0 || d.delivered > 0);

/** The campaigns the rates chart shows: those that sent, the most sent first (a tie keeps the table's order). */
export function rateCampaigns(rows: readonly OverviewRow[]): OverviewRow[] {
  return rows
    .filter((r) => r.totalSentThroughGateway > 0)
    .sort((a, b) => b.totalSentThroughGateway - a.totalSentThroughGateway)
    .slice(0, MAX_RATE_CAMPAIGNS);
}
