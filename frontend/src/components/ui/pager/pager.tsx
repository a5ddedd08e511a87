import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { pageCount, pageSequence } from './page-sequence';

export type PagerProps = {
  /** Current page, 1-based. */
  page: number;
  totalRows: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** Show "Showing 11–20 of 195". */
  showSummary?: boolean;
  /** The pager's accessible name; a page with several pagers names each (axe: landmark-unique). */
  label?: string;
};

/** Controlled pager: first/prev, at most 5 page buttons with ellipsis gaps, next/last. */
export function Pager({
  page,
  totalRows,
  pageSize,
  onPageChange,
  disabled = false,
  showSummary = true,
  label = 'Pagination',
}: PagerProps) {
  const totalPages = pageCount(totalRows, pageSize);
  const current = Math.min(Math.max(1, page), totalPages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onPageChange(target);
  };
  const first = totalRows === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(totalRows, current * pageSize);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1 }}
    >
      {showSummary ? (
        <Typography variant="body2" color="text.secondary">
          {totalRows === 0 ? 'No rows' : `Showing ${first}–${last} of ${totalRows}`}
        </Typography>
      ) : (
        <span />
      )}
      {totalPages > 1 && (
        <Box
          component="nav"
          aria-label={label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
        >
          <NavButton
            label="First page"
            disabled={disabled || current === 1}
            onClick={() => go(1)}
            icon={<FirstPage />}
          />
          <NavButton
            label="Previous page"
            disabled={disabled || current === 1}
            onClick={() => go(current - 1)}
            icon={<ChevronLeft />}
          />
          {pageSequence(current, totalPages).map((item) =>
            item.type === 'gap' ? (
              <Typography
                key={item.key}
                component="span"
                aria-hidden
                sx={{ px: 0.5, color: 'text.secondary' }}
              >
                …
              </Typography>
            ) : (
              <Button
                key={item.page}
                size="small"
                variant={item.page === current ? 'contained' : 'text'}
                color={item.page === current ? 'primary' : 'inherit'}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item.page)}
                sx={{ minWidth: 36, px: 1 }}
              >
                {item.page}
              </Button>
            ),
          )}
          <NavButton
            label="Next page"
            disabled={disabled || current === totalPages}
            onClick={() => go(current + 1)}
            icon={<ChevronRight />}
          />
          <NavButton
            label="Last page"
            disabled={disabled || current === totalPages}
            onClick={() => go(totalPages)}
            icon={<LastPage />}
          />
        </Box>
      )}
    </Stack>
  );
}

function NavButton({
  label,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <IconButton size="small" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
}
