import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const CONTACTS_UNAVAILABLE_TEXT =
  'Viewing and exporting contacts is turned off for your account. Ask your account manager if you need it.';

/** The API refused the contacts (403): the account's downloads are limited. */
export function ContactsUnavailable({ listId }: { listId: number }) {
  return (
    <Box
      role="alert"
      sx={{ display: 'grid', placeItems: 'center', minHeight: 280, p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 480 }}>
        <LockOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h4" component="h2" gutterBottom>
          Contacts are not available
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {CONTACTS_UNAVAILABLE_TEXT}
        </Typography>
        <Button component={RouterLink} to={paths.sms.listStats.getHref(listId)} variant="contained">
          Back to the list
        </Button>
      </Box>
    </Box>
  );
}
