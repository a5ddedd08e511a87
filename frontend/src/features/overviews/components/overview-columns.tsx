import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { OverviewRow } from '@contracts/overviews/overviews.schemas';
import { paths } from '@/config/paths';
import { countText } from '@/lib/format';
import { moneyText, profitColor, rateText } from '../utils/overview-format';

export type OverviewColumn = {
  key: string;
  header: string;
  /** Shown with 'Show important columns' too (the others only with 'Show all columns'). */
  important: boolean;
  render: (row: OverviewRow) => ReactNode;
};

const money = (pick: (row: OverviewRow) => number) => (row: OverviewRow) =>
  moneyText(pick(row), row.currencySymbol);

/** Every column of the overview row (spec 2 §3), in the spec's order after the campaign. */
export const OVERVIEW_COLUMNS: readonly OverviewColumn[] = [
  { key: 'queued', header: 'Queued', important: false, render: (r) => countText(r.totalInQueue) },
  {
    key: 'sent',
    header: 'Sent Through Gateway',
    important: true,
    render: (r) => countText(r.totalSentThroughGateway),
  },
  { key: 'delivered', header: 'Delivered', important: true, render: (r) => countText(r.totalDelivered) },
  { key: 'deliveryRate', header: 'Delivery Rate', important: true, render: (r) => rateText(r.deliveryRate) },
  { key: 'leads', header: 'Leads', important: true, render: (r) => countText(r.leads) },
  { key: 'responseRate', header: 'Response Rate', important: true, render: (r) => rateText(r.responseRate) },
  { key: 'optOuts', header: 'Opt-outs', important: false, render: (r) => countText(r.optOuts) },
  { key: 'clicked', header: 'Clicked', important: true, render: (r) => countText(r.clicked) },
  { key: 'clickRate', header: 'Click Rate', important: true, render: (r) => rateText(r.clickRate) },
  { key: 'revenue', header: 'Revenue', important: true, render: money((r) => r.totalRevenue) },
  { key: 'cost', header: 'Cost', important: true, render: money((r) => r.totalCost) },
  {
    key: 'grossProfit',
    header: 'Gross Profit',
    important: true,
    render: (r) => (
      <Box
        component="span"
        sx={{ color: profitColor(r.grossProfit), fontWeight: 600 }}
        data-profit={r.grossProfit}
      >
        {moneyText(r.grossProfit, r.currencySymbol)}
      </Box>
    ),
  },
  {
    key: 'grossProfitMargin',
    header: 'Gross Profit Margin',
    important: false,
    render: (r) => rateText(r.grossProfitMargin),
  },
  { key: 'costPerLead', header: 'Cost per Lead', important: false, render: money((r) => r.costPerLead) },
  { key: 'costPerClick', header: 'Cost per Click', important: false, render: money((r) => r.costPerClick) },
];

/** The campaign cell: the name, linked to the campaign's status page (the totals row is plain text). */
export function CampaignCell({ row }: { row: OverviewRow }) {
  if (row.smsCampaignId === null) return <strong>{row.campaignName}</strong>;
  return (
    <Link
      component={RouterLink}
      to={paths.sms.campaignStatus.getHref(row.smsCampaignId)}
      sx={{ fontWeight: 600 }}
    >
      {row.campaignName}
    </Link>
  );
}
