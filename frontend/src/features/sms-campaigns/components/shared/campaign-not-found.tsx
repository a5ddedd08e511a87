import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A campaign id that is missing, malformed, unknown, or another account's (editor and status page). */
export function CampaignNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Campaign not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This SMS campaign does not exist, or it belongs to another account.
      </Typography>
      <Button component={RouterLink} to={paths.sms.campaigns.getHref()} variant="contained">
        Back to SMS Campaigns
      </Button>
    </Paper>
  );
}
