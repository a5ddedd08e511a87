import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  UNGROUPED_LABEL,
  type Category,
  type CategoryChoice,
  type CategoryGroup,
} from '@contracts/categories/categories.schemas';
import { Autocomplete } from '@/components/ui/autocomplete';
import type { FieldErrorMap } from '@/lib/form-errors';

/** A category with the name of the group it is shown under ('Ungrouped' for none). */
export type GroupedCategory = Category & { group: string };

/** The categories in group order, each with its display group (SMS and e-mail categories alike). */
export const flattenCategoryGroups = (groups: readonly CategoryGroup[]): GroupedCategory[] =>
  groups.flatMap((group) =>
    group.categories.map((category) => ({ ...category, group: group.name ?? UNGROUPED_LABEL })),
  );

export type CategoryDraft = { mode: 'existing' | 'new'; categoryId: number | null; newCategoryName: string };

export const emptyCategoryDraft = (categoryId: number | null = null): CategoryDraft => ({
  mode: 'existing',
  categoryId,
  newCategoryName: '',
});

/** The body part the API takes: an existing category's id or the name of a new one. */
export const categoryChoiceOf = (draft: CategoryDraft): CategoryChoice =>
  draft.mode === 'existing' ? { categoryId: draft.categoryId } : { newCategoryName: draft.newCategoryName };

export type CategoryPickerProps = {
  value: CategoryDraft;
  onChange: (value: CategoryDraft) => void;
  categories: readonly GroupedCategory[];
  loading?: boolean;
  /** Messages keyed `categoryId` / `newCategoryName` (the schema's paths). */
  errors: FieldErrorMap;
  disabled?: boolean;
};

/** An existing category (grouped, 'Ungrouped' for none) or the name of a new one. */
export function CategoryPicker({
  value,
  onChange,
  categories,
  loading,
  errors,
  disabled,
}: CategoryPickerProps) {
  const selected = categories.find((category) => category.id === value.categoryId) ?? null;
  // The schema reports a missing choice on categoryId whichever way the user chose.
  const choiceError = errors.categoryId;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <RadioGroup
        row
        aria-label="Category source"
        value={value.mode}
        onChange={(event) => onChange({ ...value, mode: event.target.value === 'new' ? 'new' : 'existing' })}
      >
        <FormControlLabel
          value="existing"
          control={<Radio size="small" />}
          label="Existing category"
          disabled={disabled}
        />
        <FormControlLabel
          value="new"
          control={<Radio size="small" />}
          label="New category"
          disabled={disabled}
        />
      </RadioGroup>
      {value.mode === 'existing' ? (
        <Autocomplete
          label="Category"
          suggestions={categories}
          textProperty="name"
          groupBy={(category) => category.group}
          getOptionKey={(category) => category.id}
          value={selected}
          onChange={(category) => onChange({ ...value, categoryId: category?.id ?? null })}
          loading={loading}
          placeholder="Choose a category"
          noOptionsText="No categories yet: create a new one"
          error={Boolean(choiceError)}
          helperText={choiceError}
          disabled={disabled}
          size="medium"
        />
      ) : (
        <TextField
          label="New category name"
          value={value.newCategoryName}
          onChange={(event) => onChange({ ...value, newCategoryName: event.target.value })}
          error={Boolean(errors.newCategoryName ?? choiceError)}
          helperText={errors.newCategoryName ?? choiceError}
          disabled={disabled}
          autoFocus
        />
      )}
    </Box>
  );
}
