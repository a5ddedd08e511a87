import LinearProgress from '@mui/material/LinearProgress';
import type { Breakpoint } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Key, ReactNode } from 'react';
import { Spinner } from '../spinner';
import { useScrollsSideways } from './use-scrolls-sideways';
import { useVisibleBreakpoints } from './use-visible-breakpoints';

export type SortDirection = 'asc' | 'desc';
export type SortState = { field: string; direction: SortDirection };

export type SortableColumn<Row> = {
  field: string;
  header: ReactNode;
  sortable?: boolean;
  /** Cell content; defaults to row[field]. */
  render?: (row: Row) => ReactNode;
  /** Hide the column on screens narrower than this breakpoint. */
  hideBelow?: Breakpoint;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Let a long header wrap onto several lines (wide tables). */
  wrapHeader?: boolean;
  /** Keep the column in view at this edge while the table scrolls sideways (e.g. row actions). */
  sticky?: 'left' | 'right';
};

export type SortableTableProps<Row> = {
  columns: readonly SortableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => Key;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  emptyText: ReactNode;
  loading?: boolean;
  /** Accessible name of the table. */
  label?: string;
};

/** A table with controlled sorting, responsive column hiding, and empty/loading states. */
export function SortableTable<Row>({
  columns,
  rows,
  getRowKey,
  sort,
  onSortChange,
  emptyText,
  loading = false,
  label,
}: SortableTableProps<Row>) {
  const isUp = useVisibleBreakpoints();
  const visible = columns.filter((column) => !column.hideBelow || isUp(column.hideBelow));
  const container = useScrollsSideways<HTMLDivElement>();

  const toggle = (field: string) => {
    const direction: SortDirection = sort?.field === field && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ field, direction });
  };

  return (
    <TableContainer
      ref={container.ref}
      sx={{ position: 'relative', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      aria-busy={loading}
      // A table wider than its container scrolls sideways: the keyboard must be able to reach and scroll it.
      {...(container.scrolls
        ? { tabIndex: 0, role: 'region', 'aria-label': label ? `${label} (scrolls sideways)` : 'Table' }
        : {})}
    >
      {loading && (
        <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} aria-label="Loading rows" />
      )}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {visible.map((column) => {
              const active = sort?.field === column.field;
              return (
                <TableCell
                  key={column.field}
                  align={column.align}
                  sx={{
                    width: column.width,
                    fontWeight: 600,
                    whiteSpace: column.wrapHeader ? 'normal' : 'nowrap',
                    lineHeight: 1.3,
                    verticalAlign: 'bottom',
                    ...stickySx(column.sticky),
                  }}
                  sortDirection={active ? sort.direction : false}
                >
                  {column.sortable ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : 'asc'}
                      onClick={() => toggle(column.field)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody sx={{ opacity: loading && rows.length > 0 ? 0.55 : 1, transition: 'opacity 150ms' }}>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={visible.length} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                {loading ? <Spinner size="small" label="Loading rows" /> : emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={getRowKey(row)} hover>
                {visible.map((column) => (
                  <TableCell key={column.field} align={column.align} sx={stickySx(column.sticky)}>
                    {column.render ? column.render(row) : defaultCell(row, column.field)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A cell that stays at the left or right edge while the table scrolls sideways. */
function stickySx(sticky: 'left' | 'right' | undefined) {
  if (!sticky) return undefined;
  return {
    position: 'sticky',
    [sticky]: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: sticky === 'right' ? '-1px 0 0 #e3e5ee' : '1px 0 0 #e3e5ee',
    // The row's hover tint, over an opaque background so scrolled cells do not show through.
    'tr.MuiTableRow-hover:hover > &': {
      backgroundImage: 'linear-gradient(rgba(0, 0, 0, 0.04), rgba(0, 0, 0, 0.04))',
    },
  } as const;
}

function defaultCell<Row>(row: Row, field: string): ReactNode {
  const value: unknown =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
