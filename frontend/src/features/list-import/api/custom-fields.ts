import useSWR from 'swr';
import { z } from 'zod';
import {
  customFieldSchema,
  type CreateCustomField,
  type CustomField,
} from '@contracts/lists/custom-fields/custom-fields.schemas';
import { api } from '@/lib/api-client';

export const CUSTOM_FIELDS_URL = '/api/lists/custom-fields';

/** The SWR key of the custom fields a list may use (a new list: the account's only). */
export const customFieldsKey = (listId: number | null): string =>
  listId === null ? CUSTOM_FIELDS_URL : `${CUSTOM_FIELDS_URL}?listId=${listId}`;

/** GET /api/lists/custom-fields[?listId=]: the account's custom fields, plus that list's own. */
export function useCustomFields(listId: number | null) {
  return useSWR(
    customFieldsKey(listId),
    (url: string) => api.get(url, { schema: z.array(customFieldSchema) }),
    { revalidateOnFocus: false },
  );
}

/** POST /api/lists/custom-fields: answers the new field (409 when a visible field has that label). */
export const createCustomField = (body: CreateCustomField): Promise<CustomField> =>
  api.post(CUSTOM_FIELDS_URL, body, { schema: customFieldSchema });
