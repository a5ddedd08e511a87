import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { createTransactionalCampaignSchema } from '@contracts/campaigns/campaigns.schemas';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { flattenCategoryGroups, SMS_CATEGORIES_URL, useSmsCategories } from '../../api/categories';
import { createTransactionalCampaign } from '../../api/create-campaign';
import {
  CategoryPicker,
  categoryChoiceOf,
  emptyCategoryDraft,
  type CategoryDraft,
} from '../category/category-picker';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
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
    <Box
      component="form"
      noValidate
      aria-label="New transactional campaign"
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}
    >
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label="Campaign name"
        name="name"
        value={name}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          revalidate(event.target.value, category);
        }}
        error={Boolean(errors.name)}
        helperText={errors.name}
        disabled={busy}
      />
      <CategoryPicker
        value={category}
        onChange={(next) => {
          setCategory(next);
          revalidate(name, next);
        }}
        categories={flattenCategoryGroups(categories.data ?? [])}
        loading={categories.isLoading}
        errors={errors}
        disabled={busy}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={() => navigate(paths.sms.campaigns.getHref())} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Creating" /> : undefined}
        >
          Create
        </Button>
      </Box>
    </Box>
  );
}
