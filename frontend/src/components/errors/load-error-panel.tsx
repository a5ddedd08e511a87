import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '@/lib/api-error';

export type LoadErrorPanelProps = { error: unknown; onRetry: () => void; fullPage?: boolean };

/** Tells the user that something could not be loaded, with a retry button. */
export function LoadErrorPanel({ error, onRetry, fullPage = false }: LoadErrorPanelProps) {
  return (
    <Box
      role="alert"
      sx={{ minHeight: fullPage ? '100vh' : 240, display: 'grid', placeItems: 'center', p: 3 }}
    >
      <Box sx={{ textAlign: 'center', maxWidth: 440 }}>
        <CloudOffOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          We couldn't load this page
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {errorMessageOf(error)}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      </Box>
    </Box>
  );
}
