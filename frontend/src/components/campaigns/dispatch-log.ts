import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  dispatchLogStateSchema,
  type DispatchLogState,
} from '@contracts/dispatch-logs/dispatch-logs.schemas';
import { api } from '@/lib/api-client';

export type DispatchLogChannel = 'sms' | 'email';

/** How often the status page asks again while the log is being prepared. */
export const DISPATCH_LOG_REFRESH_MS = 2000;

export const dispatchLogUrl = (channel: DispatchLogChannel, campaignId: number): string =>
  `/api/${channel}/campaigns/${campaignId}/dispatch-log`;

const building = (state: DispatchLogState | undefined) =>
  state?.build?.status === 'Queued' || state?.build?.status === 'InProgress';

/**
 * GET …/dispatch-log: the campaign's newest dispatch log build, polled while it is being prepared (the interval
 * is a number that changes with the answer, as the status page's own). Not asked when downloads are limited.
 */
export function useDispatchLog(channel: DispatchLogChannel, campaignId: number, enabled: boolean) {
  const [refreshMs, setRefreshMs] = useState(0);
  const result = useSWR(
    enabled ? dispatchLogUrl(channel, campaignId) : null,
    (url: string) => api.get(url, { schema: dispatchLogStateSchema }),
    { refreshInterval: refreshMs },
  );
  const wanted = building(result.data) ? DISPATCH_LOG_REFRESH_MS : 0;
  useEffect(() => setRefreshMs(wanted), [wanted]);
  return result;
}

/** POST …/dispatch-log: starts a build, or answers the one being prepared. */
export const requestDispatchLog = (channel: DispatchLogChannel, campaignId: number) =>
  api.post(dispatchLogUrl(channel, campaignId), {}, { schema: dispatchLogStateSchema });
