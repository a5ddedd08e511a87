import Box from '@mui/material/Box';
import { ClearFiltersButton } from '@/components/ui/clear-filters-button';
import { SearchField } from '@/components/ui/search-field';
import { SelectBox, type SelectOption } from '@/components/ui/select-box';
import type { GroupedCategory } from './category-picker';

/** What the filters read and set of a campaign list's state. */
export type CampaignFilterState = {
  search: string;
  setSearch: (text: string) => void;
  categoryId: number | undefined;
  setCategoryId: (id: number | undefined) => void;
  filtersActive: boolean;
  clearFilters: () => void;
};

export type CampaignListFiltersProps<Archived extends string> = {
  /** The search region's accessible name. */
  label: string;
  state: CampaignFilterState;
  categories: readonly GroupedCategory[];
  archived: { value: Archived; options: SelectOption<Archived>[]; onChange: (value: Archived) => void };
};

/** Name search, category (first option 'All Categories'), archived, and Clear filters. */
export function CampaignListFilters<Archived extends string>({
  label,
  state,
  categories,
  archived,
}: CampaignListFiltersProps<Archived>) {
  const categoryOptions: SelectOption<number>[] = categories.map((category) => ({
    value: category.id,
    label: category.name,
    group: category.group,
  }));

  return (
    <Box
      role="search"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(220px, 2fr) 1fr 1fr auto' },
        alignItems: 'center',
      }}
    >
      <SearchField
        label="Search by name"
        value={state.search}
        onChange={state.setSearch}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <SelectBox
        label="Category"
        value={state.categoryId ?? ''}
        options={categoryOptions}
        emptyOption="All Categories"
        onChange={(id) => state.setCategoryId(id)}
        onClear={() => state.setCategoryId(undefined)}
        fullWidth
      />
      <SelectBox
        label="Archived"
        value={archived.value}
        options={archived.options}
        onChange={archived.onChange}
        fullWidth
      />
      <ClearFiltersButton active={state.filtersActive} onClear={state.clearFilters} />
    </Box>
  );
}
