import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignStatus } from '@contracts/campaign-status/campaign-status.schemas';
import { STATUS_DEFAULT_HOURS } from '@contracts/campaign-status/campaign-status.schemas';
import { DispatchLogPanel } from '@/components/campaigns/dispatch-log-panel';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiStatus } from '@/lib/api-error';
import { STATUS_REFRESH_MS, useCampaignStatus } from '../../api/campaign-status';
import { campaignTypeText, statusLabelOf } from '../../utils/campaign-display';
import { segmentDueText } from '../../utils/segment-display';
import { hasMessages, isStatusLive } from '../../utils/status-display';
import { CampaignNotFound } from '../shared/campaign-not-found';
import { SalesDataSection } from '../sales-data/sales-data-section';
import { StatusChart } from './status-chart';
import { NoMessagesYet } from './status-empty';
import { StatusFigures } from './status-figures';
import { StatusProviderHealth } from './status-provider-health';
import { StatusSegment } from './status-segment';
import { StatusAbTest } from './status-ab-test';

const WINDOWS = [
  { hours: 24, label: '24 hours' },
  { hours: 48, label: '48 hours' },
  { hours: 24 * 7, label: '7 days' },
] as const;

/** /smsmarketing/smscampaigns/status?smscampaignid={id}: live counters and sends per hour of a campaign. */
export function CampaignStatusPage({ campaignId }: { campaignId: number }) {
  const [hours, setHours] = useState<number>(STATUS_DEFAULT_HOURS);
  const status = useCampaignStatus(campaignId, hours);

  if (status.isLoading && !status.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner label="Loading the campaign status" />
      </Box>
    );
  }
  if (isApiStatus(status.error, 404)) return <CampaignNotFound />;
  if (!status.data) return <LoadErrorPanel error={status.error} onRetry={() => void status.mutate()} />;

  const { campaign, totals, series, segment } = status.data;
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.sms.campaigns.getHref()}>
          SMS Campaigns
        </Link>
        <Typography color="text.primary">SMS Campaign Status</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
        <StatusHeader status={status.data} live={isStatusLive(totals)} />
        <StatusProviderHealth health={status.data.providerHealth} />
        {segment && !campaign.isTransactional && <StatusSegment campaign={campaign} segment={segment} />}
        <StatusAbTest test={status.data.abTest} />
        {hasMessages(totals) ? (
          <>
            <StatusFigures totals={totals} />
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="status-chart-title"
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1.5,
                  mb: 2,
                }}
              >
                <Box>
                  <Typography id="status-chart-title" variant="h2">
                    Sent and delivered per hour
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    South African time
                  </Typography>
                </Box>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={hours}
                  onChange={(_event, value: number | null) => value && setHours(value)}
                  aria-label="Chart period"
                >
                  {WINDOWS.map((w) => (
                    <ToggleButton key={w.hours} value={w.hours}>
                      {w.label}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
              <StatusChart series={series} />
            </Paper>
          </>
        ) : (
          <NoMessagesYet campaign={campaign} />
        )}
        <SalesDataSection campaignId={campaign.id} />
      </Box>
    </>
  );
}

function StatusHeader({ status, live }: { status: CampaignStatus; live: boolean }) {
  const { campaign } = status;
  const label = statusLabelOf(campaign.status);
  // A scheduled campaign before its first segment: when it is built.
  const due = !campaign.isTransactional && !status.segment ? segmentDueText(campaign) : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        SMS Campaign Status
      </Typography>
      <Typography variant="h1" sx={{ wordBreak: 'break-word' }}>
        <Link
          component={RouterLink}
          to={paths.sms.editCampaign.getHref(campaign.id)}
          underline="hover"
          color="inherit"
          data-testid="status-campaign-name"
        >
          {campaign.name}
        </Link>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Chip label={campaignTypeText(campaign.type)} size="small" variant="outlined" />
        {label && <Chip label={label.text} color={label.color} size="small" />}
        {campaign.archived && <Chip label="Archived" size="small" />}
        <Box sx={{ flex: 1 }} />
        {live ? (
          <Chip
            icon={<SyncOutlined />}
            label={`Live: updating every ${STATUS_REFRESH_MS / 1000} s`}
            size="small"
            color="primary"
            variant="outlined"
            data-testid="status-live"
          />
        ) : null}
      </Box>
      {due && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="status-segment-due">
          {due}
        </Typography>
      )}
      {/* The proof of dispatch (issue 28): prepared by a worker, then downloaded (docs/areas/direct-marketing-times.md). */}
      <Box sx={{ mt: 1.5 }}>
        <DispatchLogPanel channel="sms" campaignId={campaign.id} />
      </Box>
    </Paper>
  );
}
