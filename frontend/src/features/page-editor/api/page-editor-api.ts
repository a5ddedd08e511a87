import useSWR from 'swr';
import { z } from 'zod';
import {
  customFieldDefinitionSchema,
  systemFieldSchema,
  type CustomFieldDefinition,
} from '@contracts/custom-fields/custom-fields.schemas';
import {
  templateContentSchema,
  templateListSchema,
  type TemplateContent,
} from '@contracts/page-templates/page-templates.schemas';
import {
  pageFormFieldSchema,
  pageSchema,
  type Page,
  type PageFormField,
} from '@contracts/pages/pages.schemas';
import { api } from '@/lib/api-client';

export {
  INPUT_TYPES,
  type DropdownOption,
  type InputType,
  type SystemField,
} from '@contracts/custom-fields/custom-fields.schemas';
export type { PageFormField };
/** GET /api/sms/custom-fields: one account-wide or list-specific field. */
export type CustomField = CustomFieldDefinition;
/** GET /api/pages/{pageKey}: what the editor reads of a page. */
export type PageDetails = Page;

export const pageUrl = (pageKey: string) => `/api/pages/${encodeURIComponent(pageKey)}`;
export const pageFieldsUrl = (pageKey: string) => `${pageUrl(pageKey)}/fields`;
export const SYSTEM_FIELDS_URL = '/api/system-fields';
export const CUSTOM_FIELDS_URL = '/api/sms/custom-fields';
export const TEMPLATES_URL = '/api/pages/templates';

const noFocusRevalidation = { revalidateOnFocus: false } as const;

export function usePage(pageKey: string) {
  return useSWR(pageUrl(pageKey), (url: string) => api.get(url, { schema: pageSchema }), noFocusRevalidation);
}

export function usePageFields(pageKey: string, enabled: boolean) {
  return useSWR(
    enabled ? pageFieldsUrl(pageKey) : null,
    (url: string) => api.get(url, { schema: z.array(pageFormFieldSchema) }),
    noFocusRevalidation,
  );
}

export function useSystemFields(enabled: boolean) {
  return useSWR(
    enabled ? SYSTEM_FIELDS_URL : null,
    (url: string) => api.get(url, { schema: z.array(systemFieldSchema) }),
    noFocusRevalidation,
  );
}

export function useCustomFields(enabled: boolean) {
  return useSWR(
    enabled ? CUSTOM_FIELDS_URL : null,
    (url: string) => api.get(url, { schema: z.array(customFieldDefinitionSchema) }),
    noFocusRevalidation,
  );
}

export function useTemplates(enabled: boolean) {
  return useSWR(
    enabled ? TEMPLATES_URL : null,
    (url: string) => api.get(url, { schema: templateListSchema }),
    noFocusRevalidation,
  );
}

export const getTemplate = (id: string): Promise<TemplateContent> =>
  api.get(`${TEMPLATES_URL}/${encodeURIComponent(id)}`, { schema: templateContentSchema });

/** POST /api/pages/{pageKey}/content: the page's html (css in a <style>) and the editor's project json. */
export const savePageContent = (pageKey: string, content: { html: string; json: string }): Promise<unknown> =>
  api.post(`${pageUrl(pageKey)}/content`, content);

/** POST /api/pages/{pageKey}/fields. */
export const savePageFields = (pageKey: string, fields: PageFormField[]): Promise<unknown> =>
  api.post(pageFieldsUrl(pageKey), fields);
