import useSWR from 'swr';
import { z } from 'zod';
import {
  categoryGroupSchema,
  UNGROUPED_LABEL,
  type Category,
} from '@contracts/categories/categories.schemas';
import { api } from '@/lib/api-client';

export const SMS_CATEGORIES_URL = '/api/categories/sms';

const categoryGroupsSchema = z.array(categoryGroupSchema);

/** GET /api/categories/sms: the account's SMS campaign categories in groups. */
export function useSmsCategories() {
  return useSWR(SMS_CATEGORIES_URL, () => api.get(SMS_CATEGORIES_URL, { schema: categoryGroupsSchema }), {
    revalidateOnFocus: false,
  });
}

/** A category with the name of the group it is shown under ('Ungrouped' for none). */
export type GroupedCategory = Category & { group: string };

/** The categories in group order, each with its display group. */
export const flattenCategoryGroups = (
  groups: readonly z.infer<typeof categoryGroupSchema>[],
): GroupedCategory[] =>
  groups.flatMap((group) =>
    group.categories.map((category) => ({ ...category, group: group.name ?? UNGROUPED_LABEL })),
  );
