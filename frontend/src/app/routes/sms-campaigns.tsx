import { useParams, useSearchParams, Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CampaignEditor, CampaignNotFound } from '@/features/sms-campaigns/components/editor/campaign-editor';
import { CampaignList } from '@/features/sms-campaigns/components/list/campaign-list';
import { NewCampaign } from '@/features/sms-campaigns/components/new/new-campaign';

const campaignIdOf = (value: string | null | undefined): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** /smsmarketing/smscampaigns: the SMS campaign list. */
export function SmsCampaignsRoute() {
  return <CampaignList />;
}

/** /smsmarketing/sms-campaigns/new. */
export function NewSmsCampaignRoute() {
  return <NewCampaign />;
}

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
