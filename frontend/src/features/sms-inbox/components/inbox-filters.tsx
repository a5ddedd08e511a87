import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  INBOX_SEARCH_PLACEHOLDER,
  REPLY_TYPE_FILTER_LABELS,
  replyTypeFilters,
  type ReplyTypeFilter,
} from '@contracts/replies/replies.schemas';
import { SearchField } from '@/components/ui/search-field';
import { SelectBox, type SelectOption } from '@/components/ui/select-box';
import type { InboxState } from './use-inbox-state';

const TYPE_OPTIONS: SelectOption<ReplyTypeFilter>[] = replyTypeFilters.map((value) => ({
  value,
  label: REPLY_TYPE_FILTER_LABELS[value],
}));

/** Search (a number searches From, anything else the message), the type filter, and Clear filters. */
export function InboxFilters({ state }: { state: InboxState }) {
  return (
    <Box
      role="search"
      aria-label="Filter replies"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto', md: 'minmax(260px, 420px) 200px auto' },
        alignItems: 'center',
      }}
    >
      <SearchField
        label="Search"
        placeholder={INBOX_SEARCH_PLACEHOLDER}
        value={state.search}
        onChange={state.setSearch}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <SelectBox label="Type" value={state.type} options={TYPE_OPTIONS} onChange={state.setType} fullWidth />
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FilterAltOffOutlined />}
        disabled={!state.filtersActive}
        onClick={state.clearFilters}
        sx={{ whiteSpace: 'nowrap', height: 40, justifySelf: 'start' }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
