import { SearchField } from '@/components/ui/search-field';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SelectBox, type SelectOption } from '@/components/ui/select-box';
import type { GroupedCategory } from '../../api/categories';
import type { CampaignListState } from './use-campaign-list-state';

const ARCHIVED_OPTIONS: SelectOption<'unarchived' | 'archived'>[] = [
  { value: 'unarchived', label: 'Show Unarchived' },
  { value: 'archived', label: 'Show Archived' },
];

export type CampaignListFiltersProps = {
  state: CampaignListState;
  categories: readonly GroupedCategory[];
};

/** Name search, category (first option 'All Categories'), archived or not, and Clear filters. */
export function CampaignListFilters({ state, categories }: CampaignListFiltersProps) {
  const categoryOptions: SelectOption<number>[] = categories.map((category) => ({
    value: category.id,
    label: category.name,
    group: category.group,
  }));

  return (
    <Box
      role="search"
      aria-label="Filter campaigns"
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
        value={state.archived ? 'archived' : 'unarchived'}
        options={ARCHIVED_OPTIONS}
        onChange={(value) => state.setArchived(value === 'archived')}
        fullWidth
      />
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FilterAltOffOutlined />}
        disabled={!state.filtersActive}
        onClick={state.clearFilters}
        sx={{ whiteSpace: 'nowrap', height: 40 }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
