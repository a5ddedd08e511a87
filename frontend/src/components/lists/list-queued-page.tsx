import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const QUEUED_TEXT =
  'Your list has been queued for processing. You will be notified by e-mail when it is ready. Processing can take from a few minutes to over an hour, depending on the size of the list.';

/**
 * List has been Queued (spec 1 §2.7), for SMS and e-mail lists: the queued text, a way back to the lists it
 * was made from, and the List Process Queue.
 */
export function ListQueuedPage({ returnHref, returnLabel }: { returnHref: string; returnLabel: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          bgcolor: 'rgba(67,56,202,0.1)',
          display: 'grid',
          placeItems: 'center',
          mx: 'auto',
          mb: 2,
        }}
      >
        <HourglassTopOutlined sx={{ color: 'primary.main', fontSize: 34 }} />
      </Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        List has been Queued
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {QUEUED_TEXT}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={returnHref} variant="contained">
          {returnLabel}
        </Button>
        <Button component={RouterLink} to={paths.listProcessQueue.getHref()} variant="outlined">
          List Process Queue
        </Button>
      </Box>
    </Paper>
  );
}
