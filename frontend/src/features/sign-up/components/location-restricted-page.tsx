import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_UP_TEXT } from '@contracts/sign-up/sign-up.schemas';
import { paths } from '@/config/paths';
import { useSignUpAllowed } from '../api/sign-up';

const DEFAULT_COUNTRIES = ['South Africa', 'Netherlands', 'United Kingdom'];

/** "South Africa, Netherlands and United Kingdom". */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** /sign-up/location-restricted (spec 3 §2.12 screen 5). */
export function LocationRestrictedPage() {
  const { data } = useSignUpAllowed();
  const names = data?.countries.map((c) => c.name) ?? DEFAULT_COUNTRIES;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {SIGN_UP_TEXT.regionUnavailable}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {`Creating an account is temporary restricted to ${listed(names)}.`}
      </Typography>
      <Box>
        <Button variant="contained" size="large" component={RouterLink} to={paths.home.getHref()}>
          Go to homepage
        </Button>
      </Box>
    </Paper>
  );
}
