import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: ReactNode;
  /** A line under the title, e.g. 'Number of campaigns: 12'. */
  summary?: ReactNode;
  summaryTestId?: string;
  /** Buttons or links at the right (they wrap under the title on narrow screens). */
  actions?: ReactNode;
  /** Space under the header (theme spacing units). */
  gap?: number;
};

/** A list page's heading: title and summary line on the left, actions on the right. */
export function PageHeader({ title, summary, summaryTestId, actions, gap = 3 }: PageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: gap,
      }}
    >
      <Box>
        <Typography variant="h1" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        {summary !== undefined && (
          <Typography color="text.secondary" data-testid={summaryTestId}>
            {summary}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
