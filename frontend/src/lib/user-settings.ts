import useSWR from 'swr';
import { z } from 'zod';
import { countrySchema, userSettingsSchema } from '@contracts/settings/settings.schemas';
import { DEFAULT_COUNTRY } from '@contracts/lists/lists.schemas';
import { api } from './api-client';

export const USER_SETTINGS_URL = '/api/user/settings';
export const COUNTRIES_URL = '/api/country';

/** GET /api/user/settings: allowInternationalisation and defaultCountryIso3166. */
export function useUserSettings() {
  return useSWR(USER_SETTINGS_URL, () => api.get(USER_SETTINGS_URL, { schema: userSettingsSchema }), {
    revalidateOnFocus: false,
  });
}

/** GET /api/country; loaded only when `enabled` (the country field is shown). */
export function useCountries(enabled: boolean) {
  return useSWR(
    enabled ? COUNTRIES_URL : null,
    () => api.get(COUNTRIES_URL, { schema: z.array(countrySchema) }),
    { revalidateOnFocus: false },
  );
}

/** The user's default country, else ZA (spec 1 §3, §9). */
export const defaultCountryOf = (settings: { defaultCountryIso3166: string } | undefined): string =>
  settings?.defaultCountryIso3166?.toUpperCase() || DEFAULT_COUNTRY;
