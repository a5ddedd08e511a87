import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Shown instead of a screen the user's role may not open. */
export function ForbiddenPanel() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 360, p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 460 }}>
        <LockOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h2" component="h1" gutterBottom>
          You don't have access to this page
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This area is for administrators. Ask an administrator of your account if you need it.
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
          Go to homepage
        </Button>
      </Box>
    </Box>
  );
}
