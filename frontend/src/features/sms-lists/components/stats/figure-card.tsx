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
};

/** One figure of a list (contacts, optouts, DMA optouts) as a card. */
export function FigureCard({ label, value, note, icon, tone }: FigureCardProps) {
  const id = `figure-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}
    >
      <Box
        sx={{
          width: 44,
          height: 44,
          borderRadius: '50%',
          // Phones show the three figures side by side, without their icons.
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
        <Typography id={id} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: 22, sm: 28 },
            fontWeight: 700,
            lineHeight: 1.2,
            fontVariantNumeric: 'tabular-nums',
          }}
          data-testid={`${id}-value`}
        >
          {value}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
