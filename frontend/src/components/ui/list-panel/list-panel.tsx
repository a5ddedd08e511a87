import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { RetryAlert } from '@/components/errors/retry-alert';
import { Pager, pageCount } from '@/components/ui/pager';

export type ListPanelProps = {
  /** The filters above the table. */
  filters: ReactNode;
  /** When given, the filter bar is a search landmark of this name laid out as one wrapping row. */
  searchLabel?: string;
  /** Between the filters and the table (a selection bar). */
  banner?: ReactNode;
  /** The list call's error: shown with Try again once it is not loading. */
  error: unknown;
  loading: boolean;
  onRetry: () => void;
  /** The cells' horizontal padding and the first cell's left padding (theme spacing). */
  cellPaddingX?: number;
  firstCellPaddingLeft?: number;
  /**
   * The pager under the table. `totalRows` is undefined until the list has answered; once it has, a page past
   * the last (after a delete, an archive or a filter) moves to the last.
   */
  paging: {
    page: number;
    totalRows: number | undefined;
    pageSize: number;
    onPageChange: (page: number) => void;
  };
  /** The table. */
  children: ReactNode;
};

const SEARCH_ROW_SX: SxProps<Theme> = {
  p: 2,
  borderBottom: 1,
  borderColor: 'divider',
  display: 'flex',
  gap: 1.5,
  flexWrap: 'wrap',
  alignItems: 'center',
};
const BAR_SX: SxProps<Theme> = { p: 2, borderBottom: 1, borderColor: 'divider' };

/**
 * A list screen's panel: the filters, the list's error with Try again, a dense table (top-aligned 13px
 * cells under a tinted head) and the pager, in one outlined paper.
 */
export function ListPanel({
  filters,
  searchLabel,
  banner,
  error,
  loading,
  onRetry,
  cellPaddingX = 1,
  firstCellPaddingLeft = 2,
  paging: { page, totalRows, pageSize, onPageChange },
  children,
}: ListPanelProps) {
  const lastPage = pageCount(totalRows ?? 0, pageSize);
  useEffect(() => {
    if (totalRows !== undefined && page > lastPage) onPageChange(lastPage);
  }, [totalRows, page, lastPage, onPageChange]);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {searchLabel === undefined ? (
        <Box sx={BAR_SX}>{filters}</Box>
      ) : (
        <Box role="search" aria-label={searchLabel} sx={SEARCH_ROW_SX}>
          {filters}
        </Box>
      )}
      {banner}
      {error !== undefined && !loading && <RetryAlert error={error} onRetry={onRetry} sx={{ m: 2 }} />}
      <Box
        sx={{
          '& .MuiTableCell-root': { verticalAlign: 'top', fontSize: 13, px: cellPaddingX },
          '& .MuiTableCell-head': { verticalAlign: 'bottom', bgcolor: '#fafbfe', fontSize: 12.5 },
          '& .MuiTableCell-root:first-of-type': { pl: firstCellPaddingLeft },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
        }}
      >
        {children}
      </Box>
      <Box sx={{ px: 2, borderTop: 1, borderColor: 'divider' }}>
        <Pager
          page={Math.min(page, lastPage)}
          totalRows={totalRows ?? 0}
          pageSize={pageSize}
          onPageChange={onPageChange}
          disabled={loading}
        />
      </Box>
    </Paper>
  );
}
