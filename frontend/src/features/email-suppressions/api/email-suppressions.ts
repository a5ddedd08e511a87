import useSWR from 'swr';
import {
  EMAIL_SUPPRESSION_PAGE_SIZE,
  emailSuppressionsResponseSchema,
} from '@contracts/email-suppressions/email-suppressions.schemas';
import { api } from '@/lib/api-client';

export const EMAIL_SUPPRESSIONS_URL = '/api/email/suppressions';

/** GET /api/email/suppressions: one page of the account's suppressed addresses (active and lifted). */
export function useEmailSuppressions(search: string, page: number) {
  const query = new URLSearchParams({
    search,
    page: String(page),
    rowsPerPage: String(EMAIL_SUPPRESSION_PAGE_SIZE),
  });
  return useSWR(
    `${EMAIL_SUPPRESSIONS_URL}?${query.toString()}`,
    (url: string) => api.get(url, { schema: emailSuppressionsResponseSchema }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** DELETE /api/email/suppressions/{id}: lifts it (kept in the list as lifted). */
export const liftEmailSuppression = (id: number): Promise<unknown> =>
  api.delete(`${EMAIL_SUPPRESSIONS_URL}/${id}`);
