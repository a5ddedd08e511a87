import { campaignArchiveRoute } from '../campaign-archive-route';

export const handler = campaignArchiveRoute(false);
