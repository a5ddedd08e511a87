import useSWR from 'swr';
import { z } from 'zod';
import { categoryGroupSchema } from '@contracts/categories/categories.schemas';
import { api } from '@/lib/api-client';

export const SMS_CATEGORIES_URL = '/api/categories/sms';

const categoryGroupsSchema = z.array(categoryGroupSchema);

/** GET /api/categories/sms: the account's SMS campaign categories in groups. */
export function useSmsCategories() {
  return useSWR(SMS_CATEGORIES_URL, () => api.get(SMS_CATEGORIES_URL, { schema: categoryGroupsSchema }), {
    revalidateOnFocus: false,
  });
}

export { flattenCategoryGroups, type GroupedCategory } from '@/components/campaigns/category-picker';
