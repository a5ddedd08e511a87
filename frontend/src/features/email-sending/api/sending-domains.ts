import useSWR from 'swr';
import {
  sendingDomainListSchema,
  sendingDomainRowSchema,
  type SendingDomainRow,
} from '@contracts/email-sending/email-sending.schemas';
import { api } from '@/lib/api-client';

export const SENDING_DOMAINS_URL = '/api/email/sending-domains';

/** GET /api/email/sending-domains: the account's sending domains (Pending ones are checked with SES again). */
export function useSendingDomains() {
  return useSWR(SENDING_DOMAINS_URL, (url: string) => api.get(url, { schema: sendingDomainListSchema }), {
    revalidateOnFocus: false,
  });
}

/** POST /api/email/sending-domains: creates the SES identity and answers its verification. */
export const addSendingDomain = (domain: string): Promise<SendingDomainRow> =>
  api.post(SENDING_DOMAINS_URL, { domain }, { schema: sendingDomainRowSchema });

export const deleteSendingDomain = (domain: string): Promise<unknown> =>
  api.delete(`${SENDING_DOMAINS_URL}/${encodeURIComponent(domain)}`);
