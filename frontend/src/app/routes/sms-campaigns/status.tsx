import { useSearchParams } from 'react-router-dom';
import { CampaignStatusPage } from '@/features/sms-campaigns/components/status/campaign-status-page';
import { CampaignNotFound } from '@/features/sms-campaigns/components/shared/campaign-not-found';
import { campaignIdOf } from './campaign-id';

/** /smsmarketing/smscampaigns/status?smscampaignid={id}: a campaign's live counts and sends per hour. */
export function SmsCampaignStatusRoute() {
  const [searchParams] = useSearchParams();
  const campaignId = campaignIdOf(searchParams.get('smscampaignid'));
  if (campaignId === undefined) return <CampaignNotFound />;
  return <CampaignStatusPage key={campaignId} campaignId={campaignId} />;
}
