import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { categoryChoiceSchema, type Category } from '@contracts/categories/categories.schemas';
import { useFormSubmit } from '@/lib/use-form-submit';
import { changeCampaignCategory } from '../../api/campaign';
import { flattenCategoryGroups, SMS_CATEGORIES_URL, useSmsCategories } from '../../api/categories';
import {
  CategoryPicker,
  categoryChoiceOf,
  emptyCategoryDraft,
  type CategoryDraft,
} from '../category/category-picker';
import { FormDialog } from '@/components/ui/form-dialog';

export type ChangeCategoryDialogProps = {
  campaignId: number;
  current: Category;
  onClose: () => void;
  onSaved: (category: Category) => void;
};

/** 'Change category': an existing category or a new one, then PATCH …/category. Mounted only while open. */
export function ChangeCategoryDialog({ campaignId, current, onClose, onSaved }: ChangeCategoryDialogProps) {
  const { mutate } = useSWRConfig();
  const categories = useSmsCategories();
  const [draft, setDraft] = useState<CategoryDraft>(emptyCategoryDraft(current.id));
  const { errors, setErrors, busy, failure, submit } = useFormSubmit();

  const save = () =>
    submit(categoryChoiceSchema, categoryChoiceOf(draft), async (value) => {
      const category = await changeCampaignCategory(campaignId, value);
      if (draft.mode === 'new') void mutate(SMS_CATEGORIES_URL);
      onSaved(category);
    });

  return (
    <FormDialog
      open
      title="Change category"
      busy={busy}
      failure={failure}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <CategoryPicker
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setErrors({});
        }}
        categories={flattenCategoryGroups(categories.data ?? [])}
        loading={categories.isLoading}
        errors={errors}
        disabled={busy}
      />
    </FormDialog>
  );
}
