import { z } from 'zod';
import { FIELD_NAME_MAX } from './field-names';
import { isSystemFieldName, SYSTEM_FIELD_TYPES } from './system-fields';

/** Spec §3: a field's input type, with the labels the screens show. */
export const INPUT_TYPES = ['Email', 'Text', 'Dropdown', 'Checkbox'] as const;
export const inputTypeSchema = z.enum(INPUT_TYPES, { error: 'Type is required' });
export type InputType = z.infer<typeof inputTypeSchema>;
export const INPUT_TYPE_LABELS: Record<InputType, string> = {
  Email: 'Email',
  Text: 'Text Field',
  Dropdown: 'Dropdown',
  Checkbox: 'Checkbox',
};

export const FIELD_MESSAGES = {
  nameRequired: 'Field name is required',
  nameChars: 'Field name can only contain characters, digits, and underscores',
  nameUnique: 'Field name must be unique',
  systemName: (name: string) =>
    `${name} is the name of a system field and thus it cannot be used as a custom field name`,
  labelRequired: 'Label is required',
  optionLabel: 'Option label is required',
  optionValue: 'Option value is required',
  optionsRequired: 'Add at least one option',
  listRequired: 'Choose the list this field belongs to',
  tooLong: (max: number) => `At most ${max} characters.`,
} as const;

export const dropdownOptionSchema = z.object({
  label: z.string().trim().min(1, FIELD_MESSAGES.optionLabel).max(200, FIELD_MESSAGES.tooLong(200)),
  value: z.string().trim().min(1, FIELD_MESSAGES.optionValue).max(200, FIELD_MESSAGES.tooLong(200)),
});
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;

/** GET /api/system-fields: one system field (spec §3 field definition). */
export const systemFieldSchema = z.object({
  systemFieldType: z.enum(SYSTEM_FIELD_TYPES),
  name: z.string(),
  label: z.string(),
  inputType: inputTypeSchema,
  dropdownOptions: z.array(dropdownOptionSchema),
});
export type SystemField = z.infer<typeof systemFieldSchema>;

/** GET /api/sms/custom-fields: one account-wide or list-specific custom field. */
export const customFieldDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  inputType: inputTypeSchema,
  dropdownOptions: z.array(dropdownOptionSchema),
  scope: z.enum(['Account', 'List']),
  listId: z.number().int().nullable(),
  listName: z.string().nullable(),
});
export type CustomFieldDefinition = z.infer<typeof customFieldDefinitionSchema>;

/** One field as saved: id 0 for a new one; listName is ignored. */
const savedFieldSchema = z.object({
  id: z.number().int().min(0).default(0),
  name: z
    .string({ error: FIELD_MESSAGES.nameRequired })
    .trim()
    .min(1, FIELD_MESSAGES.nameRequired)
    .max(FIELD_NAME_MAX, FIELD_MESSAGES.tooLong(FIELD_NAME_MAX))
    .regex(/^[A-Za-z0-9_]*$/, FIELD_MESSAGES.nameChars),
  label: z
    .string({ error: FIELD_MESSAGES.labelRequired })
    .trim()
    .min(1, FIELD_MESSAGES.labelRequired)
    .max(100, FIELD_MESSAGES.tooLong(100)),
  inputType: inputTypeSchema,
  dropdownOptions: z.array(dropdownOptionSchema).max(200, 'At most 200 options.').default([]),
  scope: z.enum(['Account', 'List'], { error: 'Choose Account or List' }).default('Account'),
  listId: z.number().int().positive().nullable().default(null),
  listName: z.string().nullable().optional(),
});
export type SavedField = z.output<typeof savedFieldSchema>;

/**
 * POST /api/sms/custom-fields: every account-wide and list-specific field, saved together (spec §5 "Custom
 * fields"). Errors are keyed `fields.{index}.{property}`, the API's and the SPA's dotted paths alike.
 */
export const saveCustomFieldsSchema = z
  .object({ fields: z.array(savedFieldSchema).max(1000, 'At most 1,000 custom fields.') })
  .superRefine(({ fields }, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      const key = field.name.toLowerCase();
      if (!field.name) return;
      if (isSystemFieldName(field.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: FIELD_MESSAGES.systemName(field.name),
        });
      } else if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'name'], message: FIELD_MESSAGES.nameUnique });
      }
      seen.add(key);
      if (field.inputType === 'Dropdown' && field.dropdownOptions.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'dropdownOptions'],
          message: FIELD_MESSAGES.optionsRequired,
        });
      }
      if (field.scope === 'List' && field.listId === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'listId'],
          message: FIELD_MESSAGES.listRequired,
        });
      }
    });
  });
export type SaveCustomFields = z.input<typeof saveCustomFieldsSchema>;
