import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { createTransactionalCampaignSchema } from '@contracts/campaigns/campaigns.schemas';
import { NewCampaignForm } from '@/components/campaigns/new-campaign-form';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
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
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const check = (nextName: string, nextCategory: CategoryDraft) =>
    validateWith(createTransactionalCampaignSchema, { name: nextName, ...categoryChoiceOf(nextCategory) });
  const revalidate = (nextName: string, nextCategory: CategoryDraft) => {
    if (!submitted) return;
    const result = check(nextName, nextCategory);
    setErrors(result.ok ? {} : result.errors);
  };

  const submit = async () => {
    setSubmitted(true);
    setFailure(undefined);
    const result = check(name, category);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const created = await createTransactionalCampaign(result.value);
      if (category.mode === 'new') void mutate(SMS_CATEGORIES_URL);
      navigate(paths.sms.editCampaign.getHref(created.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorMessageOf(error));
      setBusy(false);
    }
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
