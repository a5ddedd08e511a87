import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Spec 3 §2.13: any unknown path. */
export function NotFoundRoute() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography
        // Large bold text: a light indigo still at 3:1 against the paper (WCAG AA for large text).
        sx={{ fontSize: 64, fontWeight: 800, lineHeight: 1, color: '#7c83f0', mb: 2 }}
        aria-hidden
      >
        404
      </Typography>
      <Typography variant="h3" component="h1" gutterBottom>
        This page isn't available. Sorry about that.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The link you followed may be broken, or the page may have been removed.
      </Typography>
      <Box>
        <Button variant="contained" size="large" component={RouterLink} to={paths.home.getHref()}>
          Go to homepage
        </Button>
      </Box>
    </Paper>
  );
}
