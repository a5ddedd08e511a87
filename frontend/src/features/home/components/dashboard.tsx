import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { CurrentUser } from '@contracts/auth/auth.schemas';
import { productAreasFor } from '@/config/product-areas';
import { AreaCard } from './area-card';

/** The home screen: a welcome for the user and a card per product area the user may open. */
export function Dashboard({ user }: { user: CurrentUser }) {
  const areas = productAreasFor(user.role);
  const firstName = user.firstName.trim() || user.email;

  return (
    <>
      <Box sx={{ mb: 4 }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Welcome back, {firstName}
        </Typography>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, color: 'text.secondary' }}
        >
          <Typography>
            You are working in <strong>{user.accountName}</strong>
          </Typography>
          <Chip size="small" label={user.role} color={user.role === 'Admin' ? 'secondary' : 'default'} />
          {user.previousLoginDate && (
            <Typography variant="body2">
              Last sign-in {dayjs(user.previousLoginDate).format('YYYY-MM-DD HH:mm')}
            </Typography>
          )}
        </Box>
      </Box>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ fontWeight: 700, mb: 1 }}>
        Where do you want to go?
      </Typography>
      <Grid container spacing={2} component="nav" aria-label="Product areas">
        {areas.map((area) => (
          <Grid key={area.path} size={{ xs: 12, sm: 6, lg: 4 }}>
            <AreaCard area={area} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
