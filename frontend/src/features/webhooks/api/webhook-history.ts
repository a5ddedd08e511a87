import useSWR from 'swr';
import { requestDetailsSchema, webhookHistorySchema } from '@contracts/webhooks/webhooks.schemas';
import { api } from '@/lib/api-client';

export const WEBHOOK_HISTORY_URL = '/api/web-hooks/history';

/** GET /api/web-hooks/history: the account's last calls and how many it has in all. */
export function useWebhookHistory() {
  return useSWR(WEBHOOK_HISTORY_URL, (url: string) => api.get(url, { schema: webhookHistorySchema }), {
    revalidateOnFocus: false,
  });
}

/** GET /api/web-hooks/request-details: the raw request of a call's latest attempt. */
export function useRequestDetails(callId: number | null) {
  return useSWR(
    callId === null ? null : `/api/web-hooks/request-details?webhookQueueId=${callId}`,
    (url: string) => api.get(url, { schema: requestDetailsSchema }),
    { revalidateOnFocus: false },
  );
}
