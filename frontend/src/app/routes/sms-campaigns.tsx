import { lazy, Suspense } from 'react';
import { useParams, useSearchParams, Navigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { Spinner } from '@/components/ui/spinner';
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

// The status page and its chart load on first visit only: they are not in the first page's bundle.
const CampaignStatusPage = lazy(() =>
  import('@/features/sms-campaigns/components/status/campaign-status-page').then((m) => ({
    default: m.CampaignStatusPage,
  })),
);

/** /smsmarketing/smscampaigns/status?smscampaignid={id}: a campaign's live counts and sends per hour. */
export function SmsCampaignStatusRoute() {
  const [searchParams] = useSearchParams();
  const campaignId = campaignIdOf(searchParams.get('smscampaignid'));
  if (campaignId === undefined) return <CampaignNotFound />;
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <Spinner label="Loading the campaign status" />
        </Box>
      }
    >
      <CampaignStatusPage key={campaignId} campaignId={campaignId} />
    </Suspense>
  );
}
