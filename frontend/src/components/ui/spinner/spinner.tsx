import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

const SIZES = { small: 20, medium: 32, large: 48 } as const;

export type SpinnerProps = {
  size?: keyof typeof SIZES;
  /** Read by screen readers, and shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Centre the spinner in the whole viewport (used while the app decides who is signed in). */
  fullPage?: boolean;
};

/** A busy indicator with an accessible label. */
export function Spinner({
  size = 'medium',
  label = 'Loading',
  showLabel = false,
  fullPage = false,
}: SpinnerProps) {
  const spinner = (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <CircularProgress size={SIZES[size]} aria-label={label} />
      {showLabel && (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      )}
    </Box>
  );
  if (!fullPage) return spinner;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} data-testid="full-page-spinner">
      {spinner}
    </Box>
  );
}
