import { emailCampaignArchiveRoute } from '../email-campaign-archive-route';

export const handler = emailCampaignArchiveRoute(false);
