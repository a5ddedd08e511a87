import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CAMPAIGN_TYPE, type Campaign } from '@contracts/campaigns/campaigns.schemas';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiStatus } from '@/lib/api-error';
import { useCampaign } from '../../api/campaign';
import { CampaignNotFound } from '../shared/campaign-not-found';
import { ApiUrlAlert } from './api-url-alert';
import { AudienceStep } from './audience-step';
import { CampaignHeader } from './campaign-header';
import { MessagesStep } from './messages-step';
import { ProviderStep } from './provider-step';
import { RepliesStep } from './replies-step';

type StepName = 'provider' | 'messages' | 'replies' | 'audience';

/**
 * Edit SMS Campaign (spec 1 §2.3): header, API send URL for transactional campaigns, three steps, and for
 * Simple and Long Running campaigns the Audience and schedule step (issue 11).
 */
export function CampaignEditor({ campaignId }: { campaignId: number }) {
  const { data: campaign, error, isLoading, mutate } = useCampaign(campaignId);
  const [editing, setEditing] = useState<StepName | null>(null);

  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner label="Loading the campaign" />
      </Box>
    );
  }
  if (isApiStatus(error, 404)) return <CampaignNotFound />;
  if (error !== undefined || !campaign) return <LoadErrorPanel error={error} onRetry={() => void mutate()} />;

  const update = (patch: Partial<Campaign>) =>
    void mutate((current) => (current ? { ...current, ...patch } : current), { revalidate: false });
  const stepProps = (name: StepName) => ({
    campaign,
    locked: editing !== null && editing !== name,
    onEditingChange: (open: boolean) => setEditing(open ? name : null),
  });

  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.sms.campaigns.getHref()}>
          SMS Campaigns
        </Link>
        <Typography color="text.primary">Edit SMS Campaign</Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <CampaignHeader campaign={campaign} onChange={update} />
        {campaign.type === CAMPAIGN_TYPE.Transactional && <ApiUrlAlert campaignId={campaign.id} />}
        <ProviderStep {...stepProps('provider')} onSaved={(provider) => update({ provider })} />
        <MessagesStep {...stepProps('messages')} onSaved={(messages) => update({ messages })} />
        <RepliesStep {...stepProps('replies')} onSaved={(replies) => update({ replies })} />
        {campaign.type !== CAMPAIGN_TYPE.Transactional && (
          <AudienceStep {...stepProps('audience')} onSaved={(audience) => update({ audience })} />
        )}
      </Box>
    </>
  );
}
