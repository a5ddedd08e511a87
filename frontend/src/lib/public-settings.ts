import useSWR from 'swr';
import { publicSettingsSchema, type PublicSettings } from '@contracts/settings/settings.schemas';
import { api } from './api-client';

export const PUBLIC_SETTINGS_KEY = '/api/settings/public';
export const FALLBACK_COMPANY_NAME = 'Pulsar Messaging';

/** Page-level settings for the footer and the document title; readable before sign-in. */
export function usePublicSettings(): { settings: PublicSettings | undefined; companyName: string } {
  const { data } = useSWR(
    PUBLIC_SETTINGS_KEY,
    () => api.get(PUBLIC_SETTINGS_KEY, { schema: publicSettingsSchema }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
  return { settings: data, companyName: data?.companyName || FALLBACK_COMPANY_NAME };
}
