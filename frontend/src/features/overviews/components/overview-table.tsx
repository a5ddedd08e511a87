import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import LinearProgress from '@mui/material/LinearProgress';
import { OVERVIEW_TEXTS, type OverviewRow } from '@contracts/overviews/overviews.schemas';
import { CampaignCell, OVERVIEW_COLUMNS } from './overview-columns';

export type OverviewTableProps = {
  label: string;
  rows: readonly OverviewRow[];
  totals: OverviewRow | undefined;
  allColumns: boolean;
  loading: boolean;
};

export const tableSx = {
  '& .MuiTableCell-root': { fontSize: 13, whiteSpace: 'nowrap' },
  '& .MuiTableCell-head': {
    bgcolor: '#fafbfe',
    fontSize: 12.5,
    whiteSpace: 'normal',
    verticalAlign: 'bottom',
  },
  '& .MuiTableFooter-root .MuiTableCell-root': { fontWeight: 700, color: 'text.primary', fontSize: 13 },
} as const;

/** The campaigns of a period with every overview column (or the important ones), and a totals row. */
export function OverviewTable({ label, rows, totals, allColumns, loading }: OverviewTableProps) {
  const columns = OVERVIEW_COLUMNS.filter((c) => allColumns || c.important);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {loading && <LinearProgress aria-label="Loading" />}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label} sx={tableSx}>
          <TableHead>
            <TableRow>
              <TableCell>Campaign</TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} align="right">
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell
                  colSpan={columns.length + 1}
                  align="center"
                  sx={{ py: 4, color: 'text.secondary' }}
                >
                  {OVERVIEW_TEXTS.empty}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.smsCampaignId} hover>
                <TableCell>
                  <CampaignCell row={row} />
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} align="right">
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {totals && rows.length > 0 && (
            <TableFooter>
              <TableRow data-testid="totals-row">
                <TableCell>
                  <CampaignCell row={totals} />
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key} align="right">
                    {c.render(totals)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
    </Paper>
  );
}
