import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  campaignStatusSchema,
  type CampaignStatus,
} from '@contracts/campaign-status/campaign-status.schemas';
import { api } from '@/lib/api-client';
import { isStatusLive } from '../utils/status-display';

/** How often the status page asks again while messages are in flight. */
export const STATUS_REFRESH_MS = 3000;

export const campaignStatusUrl = (campaignId: number, hours: number) =>
  `/api/sms/campaigns/${campaignId}/status?hours=${hours}`;

/**
 * Refresh every 3 s while messages are queued but not yet sent or failed, or recently sent and waiting
 * for their delivery reports; otherwise stop.
 */
export const statusRefreshInterval = (status: CampaignStatus | undefined): number =>
  status && isStatusLive(status.totals) ? STATUS_REFRESH_MS : 0;

/**
 * GET /api/sms/campaigns/{id}/status: totals and sends/deliveries per hour over `hours` hours, polled
 * while messages are in flight or waiting for delivery reports. (The interval is a number that changes
 * with the answer: SWR reads an interval function only when its timer effect starts, at mount, before the
 * first answer is there.)
 */
export function useCampaignStatus(campaignId: number, hours: number) {
  const [refreshMs, setRefreshMs] = useState(0);
  const result = useSWR(
    campaignStatusUrl(campaignId, hours),
    (url: string) => api.get(url, { schema: campaignStatusSchema }),
    { refreshInterval: refreshMs, keepPreviousData: true },
  );
  const wanted = statusRefreshInterval(result.data);
  useEffect(() => setRefreshMs(wanted), [wanted]);
  return result;
}
