import useSWR from 'swr';
import { webhookSecretSchema } from '@contracts/webhooks/webhooks.schemas';
import { api } from '@/lib/api-client';

export const WEBHOOK_SECRET_URL = '/api/settings/webhook-secret';

/** GET /api/settings/webhook-secret: the account's signing secret (made on first use). */
export function useWebhookSecret() {
  return useSWR(WEBHOOK_SECRET_URL, (url: string) => api.get(url, { schema: webhookSecretSchema }), {
    revalidateOnFocus: false,
  });
}

/** POST /api/settings/webhook-secret: a new secret at once; the previous one still signs for a day. */
export const rotateWebhookSecret = () =>
  api.post(WEBHOOK_SECRET_URL, undefined, { schema: webhookSecretSchema });
