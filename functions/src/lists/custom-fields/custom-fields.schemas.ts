import { z } from 'zod';

/** Spec 1 §3: a custom field is account-wide or belongs to one list. */
export const customFieldSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  scope: z.enum(['Account', 'List']),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** GET /api/lists/custom-fields?listId=: the account's fields, plus that list's own. */
export const customFieldsQuerySchema = z.object({
  listId: z.coerce.number({ error: 'List id must be a number' }).int().positive().optional(),
});

/** POST /api/lists/custom-fields: an account-wide field, or with listId one for that list only. */
export const createCustomFieldSchema = z.object({
  label: z
    .string({ error: 'Custom field name is required' })
    .trim()
    .min(1, 'Custom field name is required')
    .max(100, 'At most 100 characters.'),
  listId: z.number().int().positive().nullable().default(null),
});
export type CreateCustomField = z.input<typeof createCustomFieldSchema>;
