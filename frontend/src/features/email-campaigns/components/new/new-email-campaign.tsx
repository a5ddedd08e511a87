import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { createEmailCampaignSchema } from '@contracts/email-campaigns/email-campaigns.schemas';
import {
  CategoryPicker,
  categoryChoiceOf,
  emptyCategoryDraft,
  flattenCategoryGroups,
  type CategoryDraft,
} from '@/components/campaigns/category-picker';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { createEmailCampaign, EMAIL_CATEGORIES_URL, useEmailCategories } from '../../api/email-campaigns';

/** New Email Campaign: a name and a category; Create opens the editor (sender, body, audience, schedule). */
export function NewEmailCampaign() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const categories = useEmailCategories();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<CategoryDraft>(emptyCategoryDraft());
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const result = validateWith(createEmailCampaignSchema, { name, ...categoryChoiceOf(category) });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setBusy(true);
    try {
      const created = await createEmailCampaign(result.value);
      if (category.mode === 'new') void mutate(EMAIL_CATEGORIES_URL);
      void navigate(paths.email.editCampaign.getHref(created.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="New Email Campaign"
        summary="Name it and file it in a category; then design the e-mail."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="form"
          noValidate
          aria-label="New email campaign"
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
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            disabled={busy}
          />
          <CategoryPicker
            value={category}
            onChange={setCategory}
            categories={flattenCategoryGroups(categories.data ?? [])}
            loading={categories.isLoading}
            errors={errors}
            disabled={busy}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button
              color="inherit"
              onClick={() => void navigate(paths.email.campaigns.getHref())}
              disabled={busy}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={
                busy ? <CircularProgress size={16} color="inherit" aria-label="Creating" /> : undefined
              }
            >
              Create
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
