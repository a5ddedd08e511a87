import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { createTransactionalCampaignSchema } from '@contracts/campaigns/campaigns.schemas';
import { NewCampaignForm } from '@/components/campaigns/new-campaign-form';
import { paths } from '@/config/paths';
import { validateWith } from '@/lib/form-errors';
import { useFormSubmit } from '@/lib/use-form-submit';
import { flattenCategoryGroups, SMS_CATEGORIES_URL, useSmsCategories } from '../../api/categories';
import { createTransactionalCampaign } from '../../api/create-campaign';
import { categoryChoiceOf, emptyCategoryDraft, type CategoryDraft } from '../category/category-picker';

/** Name and category of a new transactional campaign; Create opens the editor. */
export function TransactionalCampaignForm() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const categories = useSmsCategories();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<CategoryDraft>(emptyCategoryDraft());
  const [submitted, setSubmitted] = useState(false);
  const { errors, setErrors, busy, failure, setFailure, submit: send } = useFormSubmit();

  const input = (nextName: string, nextCategory: CategoryDraft) => ({
    name: nextName,
    ...categoryChoiceOf(nextCategory),
  });
  const revalidate = (nextName: string, nextCategory: CategoryDraft) => {
    if (!submitted) return;
    const result = validateWith(createTransactionalCampaignSchema, input(nextName, nextCategory));
    setErrors(result.ok ? {} : result.errors);
  };

  const submit = () => {
    setSubmitted(true);
    setFailure(undefined);
    return send(createTransactionalCampaignSchema, input(name, category), async (value) => {
      setErrors({});
      const created = await createTransactionalCampaign(value);
      if (category.mode === 'new') void mutate(SMS_CATEGORIES_URL);
      navigate(paths.sms.editCampaign.getHref(created.id));
    });
  };

  return (
    <NewCampaignForm
      label="New transactional campaign"
      maxWidth={560}
      name={name}
      onNameChange={(next) => {
        setName(next);
        revalidate(next, category);
      }}
      category={category}
      onCategoryChange={(next) => {
        setCategory(next);
        revalidate(name, next);
      }}
      categories={flattenCategoryGroups(categories.data ?? [])}
      categoriesLoading={categories.isLoading}
      errors={errors}
      busy={busy}
      failure={failure}
      onCreate={() => void submit()}
      onCancel={() => navigate(paths.sms.campaigns.getHref())}
    />
  );
}
