import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const LIST_NOT_FOUND_TEXT = 'This SMS list does not exist, or it belongs to another account.';

/** A list id that is missing, malformed, unknown, or another account's. */
export function ListNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <SearchOffOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h2" component="h1" gutterBottom>
        List not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {LIST_NOT_FOUND_TEXT}
      </Typography>
      <Button component={RouterLink} to={paths.sms.lists.getHref()} variant="contained">
        Back to SMS Lists
      </Button>
    </Paper>
  );
}
