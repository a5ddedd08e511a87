import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { createEmailCampaignSchema } from '@contracts/email-campaigns/email-campaigns.schemas';
import {
  categoryChoiceOf,
  emptyCategoryDraft,
  flattenCategoryGroups,
  type CategoryDraft,
} from '@/components/campaigns/category-picker';
import { NewCampaignForm } from '@/components/campaigns/new-campaign-form';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useFormSubmit } from '@/lib/use-form-submit';
import { createEmailCampaign, EMAIL_CATEGORIES_URL, useEmailCategories } from '../../api/email-campaigns';

/** New Email Campaign: a name and a category; Create opens the editor (sender, body, audience, schedule). */
export function NewEmailCampaign() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const categories = useEmailCategories();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<CategoryDraft>(emptyCategoryDraft());
  const { errors, setErrors, busy, failure, setFailure, submit: send } = useFormSubmit();

  const submit = () => {
    setFailure(undefined);
    return send(createEmailCampaignSchema, { name, ...categoryChoiceOf(category) }, async (value) => {
      setErrors({});
      const created = await createEmailCampaign(value);
      if (category.mode === 'new') void mutate(EMAIL_CATEGORIES_URL);
      void navigate(paths.email.editCampaign.getHref(created.id));
    });
  };

  return (
    <>
      <PageHeader
        title="New Email Campaign"
        summary="Name it and file it in a category; then design the e-mail."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <NewCampaignForm
          label="New email campaign"
          maxWidth={560}
          name={name}
          onNameChange={setName}
          category={category}
          onCategoryChange={setCategory}
          categories={flattenCategoryGroups(categories.data ?? [])}
          categoriesLoading={categories.isLoading}
          errors={errors}
          busy={busy}
          failure={failure}
          onCreate={() => void submit()}
          onCancel={() => void navigate(paths.email.campaigns.getHref())}
        />
      </Paper>
    </>
  );
}
