import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignSegment, CampaignStatus } from '@contracts/campaign-status/campaign-status.schemas';
import { CAMPAIGN_STATUS, CAMPAIGN_TYPE } from '@contracts/campaigns/campaigns.schemas';
import { paths } from '@/config/paths';
import { countText } from '@/lib/format';
import {
  ALL_RELEASED,
  DORMANT_PENDING,
  holidayText,
  NOBODY_QUEUED,
  nextBuildText,
  releasedPercent,
  releasedText,
  windowText,
  zonedDateTimeText,
} from '../../utils/segment-display';
import { SENT_COLOUR } from './status-chart';

/**
 * A scheduled campaign's current segment: how much of it was released to send, when it was built, the
 * send window open now or the next one (on the campaign's clock), today's public holiday, and a Long
 * Running campaign's next build.
 */
export function StatusSegment({
  campaign,
  segment,
}: {
  campaign: CampaignStatus['campaign'];
  segment: CampaignSegment;
}) {
  const zone = segment.timeZone;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="status-segment-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="status-segment"
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="status-segment-title" variant="h2">
            Segment
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="segment-built">
            Built {zonedDateTimeText(segment.builtAt, zone)} ({zone})
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.segmentBuildHistory.getHref(campaign.id)}
          variant="outlined"
          size="small"
          startIcon={<HistoryOutlined />}
        >
          Segment Build History
        </Button>
      </Box>
      <SegmentProgress segment={segment} />
      <Box sx={{ display: 'grid', gap: 1.25, mt: 2 }}>
        {segment.holidayToday && (
          <Alert severity="info" icon={<EventBusyOutlined />} data-testid="segment-holiday">
            {holidayText(segment.holidayToday)}
          </Alert>
        )}
        <SegmentWindow campaign={campaign} segment={segment} />
        {campaign.type === CAMPAIGN_TYPE.LongRunning && (
          <Detail icon={<AutorenewOutlined />} testId="segment-next-build">
            {nextBuildText(segment.nextBuildAt, zone)}
          </Detail>
        )}
      </Box>
    </Paper>
  );
}

function SegmentProgress({ segment }: { segment: CampaignSegment }) {
  if (segment.queued === 0) {
    return (
      <Typography color="text.secondary" data-testid="segment-progress">
        {NOBODY_QUEUED}
      </Typography>
    );
  }
  const percent = releasedPercent(segment);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
        <Typography id="segment-progress-label" sx={{ fontWeight: 600 }} data-testid="segment-progress">
          {releasedText(segment)}
        </Typography>
        <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="segment-progress-label"
        aria-valuetext={`${percent}%: ${countText(segment.released)} of ${countText(segment.queued)} released`}
        sx={{
          height: 10,
          borderRadius: 5,
          bgcolor: `color-mix(in srgb, ${SENT_COLOUR} 14%, transparent)`,
          '& .MuiLinearProgress-bar': { borderRadius: 5, bgcolor: SENT_COLOUR },
        }}
      />
      <Typography variant="caption" color="text.secondary" data-testid="segment-pending">
        {countText(segment.pending)} pending
      </Typography>
    </Box>
  );
}

/**
 * The window only matters while messages wait: a Dormant campaign sends none of them, and once all were
 * released there is nothing left for the window to send.
 */
function SegmentWindow({
  campaign,
  segment,
}: {
  campaign: CampaignStatus['campaign'];
  segment: CampaignSegment;
}) {
  if (segment.queued === 0) return null;
  if (segment.pending === 0) {
    return (
      <Detail icon={<ScheduleOutlined />} testId="segment-window">
        {ALL_RELEASED}
      </Detail>
    );
  }
  if (campaign.status === CAMPAIGN_STATUS.Dormant) {
    return (
      <Detail icon={<ScheduleOutlined />} testId="segment-window">
        {DORMANT_PENDING}
      </Detail>
    );
  }
  return (
    <Detail icon={<ScheduleOutlined />} testId="segment-window" strong={segment.window?.open}>
      {windowText(segment.window, segment.timeZone)}
    </Detail>
  );
}

function Detail({
  icon,
  testId,
  strong,
  children,
}: {
  icon: ReactNode;
  testId: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: '1px' }} aria-hidden>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: strong ? 600 : undefined, minWidth: 0 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}
