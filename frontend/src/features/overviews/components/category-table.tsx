import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, useState } from 'react';
import {
  CATEGORY_CURRENCY_SYMBOL,
  OVERVIEW_TEXTS,
  type CategoryCounters,
  type CategoryItem,
  type OverviewRow,
} from '@contracts/overviews/overviews.schemas';
import { CampaignCell, OVERVIEW_COLUMNS } from './overview-columns';
import { tableSx } from './overview-table';

/** A category's (or the totals') counters in the overview row's words, to share its columns. */
export const categoryAsRow = (name: string, c: CategoryCounters): OverviewRow => ({
  smsCampaignId: null,
  campaignName: name,
  currencySymbol: CATEGORY_CURRENCY_SYMBOL,
  totalInQueue: c.queued,
  totalSentThroughGateway: c.sent,
  totalDelivered: c.delivered,
  deliveryRate: c.deliveryRate,
  leads: c.leads,
  responseRate: c.responseRate,
  optOuts: c.optouts,
  clicked: c.clicked,
  clickRate: c.clickRate,
  totalRevenue: c.revenue,
  totalCost: c.cost,
  grossProfit: c.grossProfit,
  grossProfitMargin: c.grossProfitMargin,
  costPerLead: c.costPerLead,
  costPerClick: c.costPerClick,
});

/** Categories whose rows expand to their campaigns, and a totals row; no paging (spec 2 §2.5). */
export function CategoryTable(props: {
  items: readonly CategoryItem[];
  totals?: CategoryCounters;
  loading: boolean;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const cells = (row: OverviewRow) =>
    OVERVIEW_COLUMNS.map((c) => (
      <TableCell key={c.key} align="right">
        {c.render(row)}
      </TableCell>
    ));
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {props.loading && <LinearProgress aria-label="Loading" />}
      <TableContainer tabIndex={0} role="region" aria-label="Categories">
        <Table size="small" aria-label="Categories" sx={tableSx}>
          <TableHead>
            <TableRow>
              <TableCell>Category</TableCell>
              {OVERVIEW_COLUMNS.map((c) => (
                <TableCell key={c.key} align="right">
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.items.length === 0 && !props.loading && (
              <TableRow>
                <TableCell
                  colSpan={OVERVIEW_COLUMNS.length + 1}
                  align="center"
                  sx={{ py: 4, color: 'text.secondary' }}
                >
                  {OVERVIEW_TEXTS.empty}
                </TableCell>
              </TableRow>
            )}
            {props.items.map((item) => {
              const expanded = open.has(item.categoryId);
              return (
                <Fragment key={item.categoryId}>
                  <TableRow hover data-testid="category-row">
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <IconButton
                          size="small"
                          aria-expanded={expanded}
                          aria-label={`${expanded ? 'Hide' : 'Show'} the campaigns of ${item.categoryName}`}
                          onClick={() => toggle(item.categoryId)}
                        >
                          {expanded ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                        </IconButton>
                        <strong>{item.categoryName}</strong>
                      </Box>
                    </TableCell>
                    {cells(categoryAsRow(item.categoryName, item))}
                  </TableRow>
                  {expanded &&
                    item.campaigns.map((campaign) => (
                      <TableRow
                        key={campaign.smsCampaignId}
                        sx={{ bgcolor: '#f7f8fc' }}
                        data-testid="campaign-row"
                      >
                        <TableCell sx={{ pl: 7 }}>
                          <CampaignCell row={campaign} />
                        </TableCell>
                        {cells(campaign)}
                      </TableRow>
                    ))}
                </Fragment>
              );
            })}
          </TableBody>
          {props.totals && props.items.length > 0 && (
            <TableFooter>
              <TableRow data-testid="totals-row">
                <TableCell>Total</TableCell>
                {cells(categoryAsRow('Total', props.totals))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
    </Paper>
  );
}
