import useSWR from 'swr';
import {
  customKeywordsSchema,
  reservedKeywordsSchema,
  type CustomKeyword,
} from '@contracts/keywords/keywords.schemas';
import { api } from '@/lib/api-client';

export type KeywordKindPath = 'lead' | 'optout';
export const KEYWORDS_URL = '/api/sms/keywords';

/** GET /api/sms/keywords/reserved/{kind}: read-only keywords every account has. */
export function useReservedKeywords(kind: KeywordKindPath) {
  return useSWR(`${KEYWORDS_URL}/reserved/${kind}`, (url: string) =>
    api.get(url, { schema: reservedKeywordsSchema }),
  );
}

/** GET /api/sms/keywords/{kind}: the account's custom keywords, in order. */
export function useCustomKeywords(kind: KeywordKindPath) {
  return useSWR(`${KEYWORDS_URL}/${kind}`, (url: string) => api.get(url, { schema: customKeywordsSchema }), {
    revalidateOnFocus: false,
  });
}

/** POST /api/sms/keywords/{kind}: replaces that kind's custom keywords; answers the saved list. */
export const saveCustomKeywords = (kind: KeywordKindPath, keywords: CustomKeyword[]) =>
  api.post(`${KEYWORDS_URL}/${kind}`, { keywords }, { schema: customKeywordsSchema });
