import AllInclusiveOutlined from '@mui/icons-material/AllInclusiveOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ScheduledCampaignForm } from './scheduled-campaign-form';
import { TransactionalCampaignForm } from './transactional-campaign-form';

type CampaignKind = 'simple' | 'longRunning' | 'transactional';

const KINDS: { value: CampaignKind; label: string; icon: ReactElement; description: string }[] = [
  {
    value: 'simple',
    label: 'Simple',
    icon: <SendOutlined fontSize="small" />,
    description: 'Sends your messages once to the contacts of your lists on a schedule you choose.',
  },
  {
    value: 'longRunning',
    label: 'Long Running',
    icon: <AllInclusiveOutlined fontSize="small" />,
    description:
      'Keeps sending over weeks or months, rebuilding its audience and recycling contacts after a rest period.',
  },
  {
    value: 'transactional',
    label: 'Transactional',
    icon: <ApiOutlined fontSize="small" />,
    description:
      'Sends a single SMS whenever your own systems call its API send URL, for one-time PINs, receipts and alerts.',
  },
];

/** New SMS Campaign (spec 1 §2.2): three tabs, each with its form (Simple and Long Running: issue 11). */
export function NewCampaign() {
  const [kind, setKind] = useState<CampaignKind>('transactional');
  const current = KINDS.find((item) => item.value === kind) ?? KINDS[2]!;

  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.sms.campaigns.getHref()}>
          SMS Campaigns
        </Link>
        <Typography color="text.primary">New</Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 3 }}>
        New SMS Campaign
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={kind}
          onChange={(_event, value: CampaignKind) => setKind(value)}
          aria-label="Campaign type"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
        >
          {KINDS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={item.label}
              icon={item.icon}
              iconPosition="start"
              id={`campaign-tab-${item.value}`}
              aria-controls={`campaign-tabpanel-${item.value}`}
              sx={{ minHeight: 56 }}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`campaign-tabpanel-${kind}`}
          aria-labelledby={`campaign-tab-${kind}`}
          sx={{ p: { xs: 2, sm: 4 } }}
        >
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
            {current.description}
          </Typography>
          {kind === 'transactional' ? (
            <TransactionalCampaignForm />
          ) : (
            <ScheduledCampaignForm key={kind} longRunning={kind === 'longRunning'} />
          )}
        </Box>
      </Paper>
    </>
  );
}
