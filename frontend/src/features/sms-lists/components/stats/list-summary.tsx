import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { listDateText } from '../../utils/list-display';
import { ListStatusCell } from '../list/list-columns';
import { countryText } from '../shared/country-name';
import { DmaExclusionChip } from '../shared/dma-exclusion-chip';
import { ListActions } from './list-actions';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.25, fontSize: 14.5 }}>
        {children}
      </Typography>
    </Box>
  );
}

export type ListSummaryProps = { list: SmsListRow; limitDownloads: boolean };

/** The list's name, markers, description and details, with its actions. */
export function ListSummary({ list, limitDownloads }: ListSummaryProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
            <Typography variant="h1" sx={{ wordBreak: 'break-word' }}>
              {list.name}
            </Typography>
            {list.exclusionList && <DmaExclusionChip />}
          </Box>
          <Typography
            color="text.secondary"
            sx={{ mt: 0.75, whiteSpace: 'pre-line', wordBreak: 'break-word' }}
            data-testid="list-description"
          >
            {list.description || 'No description.'}
          </Typography>
        </Box>
        <ListActions listId={list.id} limitDownloads={limitDownloads} />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          m: 0,
          mt: 2.5,
          pt: 2.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Detail term="Status">
          <Box sx={{ mt: 0.25 }}>
            <ListStatusCell row={list} />
          </Box>
        </Detail>
        <Detail term="Country">{countryText(list.countryIso3166)}</Detail>
        <Detail term="Created">{listDateText(list.dateCreated)}</Detail>
        <Detail term="List Id">{list.id}</Detail>
      </Box>
    </Paper>
  );
}
