import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MouseOutlined from '@mui/icons-material/MouseOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DispatchLogPanel } from '@/components/campaigns/dispatch-log-panel';
import { StatusCell } from '@/components/campaigns/campaign-cells';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { FigureCard } from '@/components/ui/figure-card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiStatus } from '@/lib/api-error';
import { countText, dateTimeText } from '@/lib/format';
import { useEmailCampaignStatus } from '../../api/email-campaigns';
import { EmailCampaignNotFound } from '../editor/email-campaign-editor';

const rate = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1)}% of sent` : '–';

/** Email Campaign Status (not shown in the spec): its sends by status, opens and clicks (esend's figures). */
export function EmailCampaignStatusPage() {
  const { campaignId = '' } = useParams();
  const id = /^\d+$/.test(campaignId) ? Number(campaignId) : 0;
  const status = useEmailCampaignStatus(id);
  if (status.isLoading) return <Spinner label="Loading the campaign status" />;
  if (!id || isApiStatus(status.error, 404) || isApiStatus(status.error, 400))
    return <EmailCampaignNotFound />;
  if (status.error !== undefined || !status.data)
    return <LoadErrorPanel error={status.error} onRetry={() => void status.mutate()} />;
  const s = status.data;
  const delivered = s.sends.sent + s.sends.bounced + s.sends.complained;
  const figures = [
    {
      label: 'Sent',
      value: delivered,
      icon: <SendOutlined />,
      tone: '#4338ca',
      note: `${countText(s.sends.total)} in all`,
    },
    {
      label: 'Waiting to send',
      value: s.sends.queued + s.sends.sending,
      icon: <HourglassEmptyOutlined />,
      tone: '#0369a1',
    },
    {
      label: 'Opened',
      value: s.opened,
      icon: <MarkEmailReadOutlined />,
      tone: '#15803d',
      note: rate(s.opened, delivered),
    },
    {
      label: 'Clicked',
      value: s.clicked,
      icon: <MouseOutlined />,
      tone: '#0f766e',
      note: rate(s.clicked, delivered),
    },
    {
      label: 'Bounced',
      value: s.sends.bounced,
      icon: <UndoOutlined />,
      tone: '#b45309',
      note: `${countText(s.sends.complained)} complaints`,
    },
    { label: 'Failed', value: s.sends.failed, icon: <ErrorOutlineOutlined />, tone: '#b91c1c' },
    {
      label: 'Suppressed',
      value: s.sends.suppressed,
      icon: <BlockOutlined />,
      tone: '#6b7280',
      note: 'Unsubscribed, bounced or complained before',
    },
  ];
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.email.campaigns.getHref()}>
          Email Campaigns
        </Link>
        <Typography color="text.primary">Email Campaign Status</Typography>
      </Breadcrumbs>
      <PageHeader
        title={s.name}
        summary={
          <Box
            component="span"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <StatusCell status={s.status} />
            <span>
              {s.subject ? `Subject: ${s.subject}` : 'No subject yet'} · {countText(s.rounds)} send round
              {s.rounds === 1 ? '' : 's'} · last sent{' '}
              {s.lastSentDate ? dateTimeText(s.lastSentDate) : 'never'}
            </span>
          </Box>
        }
        actions={
          <>
            <Button variant="outlined" component={RouterLink} to={paths.email.sendRounds.getHref(s.id)}>
              Send rounds
            </Button>
            <Button variant="contained" component={RouterLink} to={paths.email.editCampaign.getHref(s.id)}>
              Edit
            </Button>
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {figures.map((f) => (
          <FigureCard
            key={f.label}
            label={f.label}
            value={countText(f.value)}
            note={f.note}
            icon={f.icon}
            tone={f.tone}
            testId={`email-status-${f.label.toLowerCase().replace(/\s+/g, '-')}`}
          />
        ))}
      </Box>
      {/* The proof of dispatch (issue 28): prepared by a worker, then downloaded. */}
      <Box sx={{ mt: 3 }}>
        <DispatchLogPanel channel="email" campaignId={s.id} />
      </Box>
      {s.sends.total === 0 && (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          Nothing has been sent yet. Active campaigns send within their schedule.
        </Typography>
      )}
    </>
  );
}
