import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

export type StepActionsProps = {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy?: boolean;
  nextDisabled?: boolean;
  /** Extra buttons on the left (e.g. Create an empty list). */
  extra?: ReactNode;
};

/** Back (from step 2 on) and Next at the foot of a wizard step. */
export function StepActions({
  onBack,
  onNext,
  nextLabel = 'Next',
  busy = false,
  nextDisabled,
  extra,
}: StepActionsProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        alignItems: 'center',
        mt: 3,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {onBack && (
          <Button color="inherit" startIcon={<ArrowBack />} onClick={onBack} disabled={busy}>
            Back
          </Button>
        )}
        {extra}
      </Box>
      <Button
        variant="contained"
        endIcon={
          busy ? <CircularProgress size={16} color="inherit" aria-label="Working" /> : <ArrowForward />
        }
        onClick={onNext}
        disabled={busy || nextDisabled}
      >
        {nextLabel}
      </Button>
    </Box>
  );
}
