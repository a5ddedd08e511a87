import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessageOf } from '@/lib/api-error';

export type RetryAlertProps = { error: unknown; onRetry: () => void; sx?: SxProps<Theme> };

/** Inline: part of a page could not be loaded; the error in the user's terms and a Try again button. */
export function RetryAlert({ error, onRetry, sx }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessageOf(error)}
    </Alert>
  );
}
