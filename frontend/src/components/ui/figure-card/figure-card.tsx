import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type FigureCardProps = {
  label: string;
  value: string;
  /** A line under the figure, e.g. '1.0% of contacts'. */
  note?: string;
  icon: ReactNode;
  /** The icon's colour; its background is a light tint of it. */
  tone: string;
  /** The figure's test id; the note gets `${testId}-note` and the label `${testId}-label`. */
  testId: string;
};

/** One figure (a count, a rate, a cost) as a card: icon, label, big figure, a line of detail. */
export function FigureCard({ label, value, note, icon, tone, testId }: FigureCardProps) {
  const labelId = `${testId}-label`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={labelId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          // Phones show the figures side by side, without their icons.
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          flexShrink: 0,
          color: tone,
          bgcolor: `color-mix(in srgb, ${tone} 12%, transparent)`,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: 22, sm: 26 },
            fontWeight: 700,
            lineHeight: 1.25,
            fontVariantNumeric: 'tabular-nums',
          }}
          data-testid={testId}
        >
          {value}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary" data-testid={`${testId}-note`}>
            {note}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
