import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GroupedCategory } from '@/components/campaigns/category-picker';
import { SearchField } from '@/components/ui/search-field';
import { SelectBox, type SelectOption } from '@/components/ui/select-box';
import type { ArchivedStatus } from '../../utils/list-request';
import type { EmailCampaignListState } from './use-email-campaign-list-state';

const ARCHIVED_OPTIONS: SelectOption<ArchivedStatus>[] = [
  { value: 'Unarchived', label: 'Unarchived' },
  { value: 'Archived', label: 'Archived' },
  { value: 'Both', label: 'Both' },
];

/** Name search, category ('All Categories', id 0), archived (Unarchived, Archived, Both), Clear filters. */
export function EmailCampaignListFilters({
  state,
  categories,
}: {
  state: EmailCampaignListState;
  categories: readonly GroupedCategory[];
}) {
  const categoryOptions: SelectOption<number>[] = categories.map((category) => ({
    value: category.id,
    label: category.name,
    group: category.group,
  }));
  return (
    <Box
      role="search"
      aria-label="Filter email campaigns"
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
        value={state.archivedStatus}
        options={ARCHIVED_OPTIONS}
        onChange={(value) => state.setArchivedStatus(value)}
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
