import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import type { FieldErrorMap } from '@/lib/form-errors';
import { CategoryPicker, type CategoryDraft, type GroupedCategory } from './category-picker';

export type NewCampaignFormProps = {
  /** The form's accessible name (e.g. 'New transactional campaign'). */
  label: string;
  maxWidth: number;
  name: string;
  onNameChange: (name: string) => void;
  category: CategoryDraft;
  onCategoryChange: (category: CategoryDraft) => void;
  categories: readonly GroupedCategory[];
  categoriesLoading: boolean;
  errors: FieldErrorMap;
  busy: boolean;
  failure?: string;
  /** Create, once the form is submitted (not while busy). */
  onCreate: () => void;
  onCancel: () => void;
  /** More fields after the category (e.g. the audience and schedule). */
  children?: ReactNode;
};

/** A new campaign's form: its name and category (and `children`), then Cancel and Create. */
export function NewCampaignForm({
  label,
  maxWidth,
  name,
  onNameChange,
  category,
  onCategoryChange,
  categories,
  categoriesLoading,
  errors,
  busy,
  failure,
  onCreate,
  onCancel,
  children,
}: NewCampaignFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onCreate();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5, maxWidth }}
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
        onChange={(event) => onNameChange(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        disabled={busy}
      />
      <CategoryPicker
        value={category}
        onChange={onCategoryChange}
        categories={categories}
        loading={categoriesLoading}
        errors={errors}
        disabled={busy}
      />
      {children}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onCancel} disabled={busy}>
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
