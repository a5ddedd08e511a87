import { z } from 'zod';

/** A campaign category; groupName null means it belongs to no group (shown under 'Ungrouped'). */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/categories/sms: categories grouped; the group of ungrouped categories has name null and comes last. */
export const categoryGroupSchema = z.object({
  name: z.string().nullable(),
  categories: z.array(categorySchema),
});
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

export const UNGROUPED_LABEL = 'Ungrouped';

/** Either an existing category or the name of a new one (campaign create and change category). */
export const categoryChoiceSchema = z
  .object({
    categoryId: z.number().int().positive().nullish(),
    newCategoryName: z
      .string()
      .trim()
      .max(100, 'Category name is too long (at most 100 characters).')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    const hasId = value.categoryId != null;
    const hasName = !!value.newCategoryName;
    if (hasId === hasName) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'Campaign category is required.' });
    }
  });
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;
