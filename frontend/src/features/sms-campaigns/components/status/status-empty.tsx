import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignStatus } from '@contracts/campaign-status/campaign-status.schemas';
import { paths } from '@/config/paths';

/** Before the first message: what this page will show, and how a message gets sent. */
export function NoMessagesYet({ campaign }: { campaign: CampaignStatus['campaign'] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="no-messages-title"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      data-testid="status-empty"
    >
      <OutboxOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography id="no-messages-title" variant="h2" gutterBottom>
        No messages sent yet
      </Typography>
      {campaign.isTransactional ? (
        <>
          <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>
            This page fills in as soon as the first message is sent: queued, sent and delivered counts,
            clicks, cost, and a chart per hour. Your systems send through the campaign&apos;s API send URL
            with an API key from Settings. To try it, send a test message to your own phone from the
            campaign&apos;s edit page.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={paths.sms.editCampaign.getHref(campaign.id)}
              variant="contained"
            >
              Send a test from the editor
            </Button>
            <Button component={RouterLink} to={paths.settings.getHref()} variant="outlined">
              API keys in Settings
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>
            This page fills in as soon as the campaign sends: it sends to its lists&apos; contacts on its
            schedule once it is Active, with a provider and an active message.
          </Typography>
          <Button component={RouterLink} to={paths.sms.editCampaign.getHref(campaign.id)} variant="contained">
            Open the campaign
          </Button>
        </>
      )}
    </Paper>
  );
}
