import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CampaignEditor } from '@/features/sms-campaigns/components/editor/campaign-editor';
import { CampaignNotFound } from '@/features/sms-campaigns/components/shared/campaign-not-found';
import { campaignIdOf } from './campaign-id';

/** /smsmarketing/sms-campaigns/{campaignId}. */
export function EditSmsCampaignRoute() {
  const campaignId = campaignIdOf(useParams().campaignId);
  if (campaignId === undefined) return <CampaignNotFound />;
  return <CampaignEditor key={campaignId} campaignId={campaignId} />;
}

/** /smsmarketing/smscampaigns/edit?smscampaignid={id}: the list's link form, sent on to the editor. */
export function EditSmsCampaignSettingsRoute() {
  const [searchParams] = useSearchParams();
  const campaignId = campaignIdOf(searchParams.get('smscampaignid'));
  if (campaignId === undefined) return <CampaignNotFound />;
  return <Navigate to={paths.sms.editCampaign.getHref(campaignId)} replace />;
}
