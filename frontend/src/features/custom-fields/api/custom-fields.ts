import useSWR from 'swr';
import { z } from 'zod';
import {
  customFieldDefinitionSchema,
  type CustomFieldDefinition,
  type SaveCustomFields,
} from '@contracts/custom-fields/custom-fields.schemas';
import { listListsResponseSchema } from '@contracts/lists/lists.schemas';
import { api } from '@/lib/api-client';

export const ACCOUNT_CUSTOM_FIELDS_URL = '/api/sms/custom-fields';
const fieldsSchema = z.array(customFieldDefinitionSchema);

/** GET /api/sms/custom-fields: the account-wide and list-specific custom fields. */
export function useAccountCustomFields() {
  return useSWR(ACCOUNT_CUSTOM_FIELDS_URL, (url: string) => api.get(url, { schema: fieldsSchema }), {
    revalidateOnFocus: false,
  });
}

/** POST /api/sms/custom-fields: every field saved together; answers the saved set. */
export const saveAccountCustomFields = (body: SaveCustomFields): Promise<CustomFieldDefinition[]> =>
  api.post(ACCOUNT_CUSTOM_FIELDS_URL, body, { schema: fieldsSchema });

/** The lists a new list-specific field can belong to (the first 100 by name). */
export function useListChoices() {
  return useSWR(
    ['/api/sms/lists/all', 'custom-field-choices'],
    ([url]) =>
      api.post(
        url,
        { sort: { field: 'name', direction: 'asc' }, pagination: { page: 1, rowsPerPage: 100 } },
        { schema: listListsResponseSchema },
      ),
    { revalidateOnFocus: false },
  );
}
