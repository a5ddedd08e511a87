import ArrowBack from '@mui/icons-material/ArrowBack';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Placeholder for a product area that later work will build. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: 'rgba(249,115,22,0.12)',
            display: 'grid',
            placeItems: 'center',
            mx: 'auto',
            mb: 2,
          }}
        >
          <ConstructionOutlined sx={{ color: 'secondary.main', fontSize: 34 }} />
        </Box>
        <Typography variant="h3" component="h2" gutterBottom>
          Coming soon
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }} data-testid="coming-soon-text">
          {title} is not available yet in this build. This area is still being built and will arrive in a
          later release.
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} startIcon={<ArrowBack />} sx={{ mt: 3 }}>
          Back to dashboard
        </Button>
      </Paper>
    </>
  );
}
