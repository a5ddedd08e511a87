import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { categoryChoiceSchema } from '@contracts/categories/categories.schemas';
import { NewCampaignForm } from '@/components/campaigns/new-campaign-form';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import { fieldErrorsOf, serverFieldErrors, type FieldErrorMap } from '@/lib/form-errors';
import { createScheduledCampaign, useAudienceLists } from '../../api/audience';
import { flattenCategoryGroups, SMS_CATEGORIES_URL, useSmsCategories } from '../../api/categories';
import { audienceDraftOf, validateAudience, type AudienceDraft } from '../../utils/audience-draft';
import { AudienceFields } from '../audience/audience-fields';
import { categoryChoiceOf, emptyCategoryDraft, type CategoryDraft } from '../category/category-picker';

/** The Simple and Long Running tabs: name and category as the transactional form, then audience and schedule. */
export function ScheduledCampaignForm({ longRunning }: { longRunning: boolean }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const categories = useSmsCategories();
  const lists = useAudienceLists();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<CategoryDraft>(emptyCategoryDraft());
  const [audience, setAudience] = useState<AudienceDraft>(() => audienceDraftOf(null));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const kind = longRunning ? 'long running' : 'simple';

  const check = (nextName: string, nextCategory: CategoryDraft, nextAudience: AudienceDraft) => {
    const found: FieldErrorMap = {};
    if (!nextName.trim()) found.name = 'Campaign name is required.';
    const choice = categoryChoiceSchema.safeParse(categoryChoiceOf(nextCategory));
    if (!choice.success) Object.assign(found, fieldErrorsOf(choice.error));
    const step = validateAudience(nextAudience, longRunning);
    if (!step.ok) Object.assign(found, step.errors);
    return { found, step };
  };
  const revalidate = (nextName: string, nextCategory: CategoryDraft, nextAudience: AudienceDraft) => {
    if (submitted) setErrors(check(nextName, nextCategory, nextAudience).found);
  };

  const submit = async () => {
    setSubmitted(true);
    setFailure(undefined);
    const { found, step } = check(name, category, audience);
    setErrors(found);
    if (Object.keys(found).length > 0 || !step.ok) return;
    setBusy(true);
    try {
      const created = await createScheduledCampaign({
        type: longRunning ? 1 : 0,
        name: name.trim(),
        ...categoryChoiceOf(category),
        ...step.value,
      });
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
      label={`New ${kind} campaign`}
      maxWidth={640}
      name={name}
      onNameChange={(next) => {
        setName(next);
        revalidate(next, category, audience);
      }}
      category={category}
      onCategoryChange={(next) => {
        setCategory(next);
        revalidate(name, next, audience);
      }}
      categories={flattenCategoryGroups(categories.data ?? [])}
      categoriesLoading={categories.isLoading}
      errors={errors}
      busy={busy}
      failure={failure}
      onCreate={() => void submit()}
      onCancel={() => navigate(paths.sms.campaigns.getHref())}
    >
      <Divider />
      <Typography variant="h3" component="h2">
        Audience and schedule
      </Typography>
      <AudienceFields
        draft={audience}
        onChange={(next) => {
          setAudience(next);
          revalidate(name, category, next);
        }}
        errors={errors}
        lists={lists.data ?? []}
        loadingLists={lists.isLoading}
        longRunning={longRunning}
        disabled={busy}
      />
    </NewCampaignForm>
  );
}
