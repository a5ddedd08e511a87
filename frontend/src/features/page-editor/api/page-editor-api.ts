import useSWR from 'swr';
import { z } from 'zod';
import {
  templateContentSchema,
  templateListSchema,
  type TemplateContent,
} from '@contracts/page-templates/page-templates.schemas';
import { api } from '@/lib/api-client';

/*
 * The calls this editor makes, typed after the issue 13 design (helper A's pages calls and helper B's field
 * calls). Once A's pages.schemas.ts and B's custom-fields.schemas.ts are on main these schemas give way to theirs.
 */

export const INPUT_TYPES = ['Email', 'Text', 'Dropdown', 'Checkbox'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

const dropdownOptionSchema = z.object({ label: z.string(), value: z.string() });
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;

/** Spec 3 §3 page form field. */
export const pageFormFieldSchema = z.object({
  customFieldId: z.number().int().nullable(),
  systemFieldType: z.string().nullable(),
  isRequired: z.boolean(),
  saveToLead: z.boolean(),
});
export type PageFormField = z.infer<typeof pageFormFieldSchema>;

/** GET /api/pages/{pageKey}: what the editor reads of a page. */
export const pageDetailsSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    title: z.string(),
    html: z.string().nullable(),
    json: z.string().nullable(),
    publicUrl: z.string(),
    fields: z.array(pageFormFieldSchema),
  })
  .passthrough();
export type PageDetails = z.infer<typeof pageDetailsSchema>;

/** GET /api/system-fields. */
export const systemFieldSchema = z.object({
  systemFieldType: z.string(),
  name: z.string(),
  label: z.string(),
  inputType: z.enum(INPUT_TYPES),
  dropdownOptions: z.array(dropdownOptionSchema),
});
export type SystemField = z.infer<typeof systemFieldSchema>;

/** GET /api/sms/custom-fields. */
export const customFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  inputType: z.enum(INPUT_TYPES),
  dropdownOptions: z.array(dropdownOptionSchema),
  scope: z.enum(['Account', 'List']),
  listId: z.number().int().nullable(),
  listName: z.string().nullable(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const pageUrl = (pageKey: string) => `/api/pages/${encodeURIComponent(pageKey)}`;
export const pageFieldsUrl = (pageKey: string) => `${pageUrl(pageKey)}/fields`;
export const SYSTEM_FIELDS_URL = '/api/system-fields';
export const CUSTOM_FIELDS_URL = '/api/sms/custom-fields';
export const TEMPLATES_URL = '/api/pages/templates';

const noFocusRevalidation = { revalidateOnFocus: false } as const;

export function usePage(pageKey: string) {
  return useSWR(
    pageUrl(pageKey),
    (url: string) => api.get(url, { schema: pageDetailsSchema }),
    noFocusRevalidation,
  );
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
    (url: string) => api.get(url, { schema: z.array(customFieldSchema) }),
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
