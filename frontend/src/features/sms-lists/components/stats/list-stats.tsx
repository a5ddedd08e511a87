import Box from '@mui/material/Box';
import { useAccountSettings } from '../../api/sms-lists';
import { ListBreadcrumbs } from '../shared/list-breadcrumbs';
import { WithSmsList } from '../shared/with-sms-list';
import { ImportHistory } from './import-history';
import { ListFigures } from './list-figures';
import { ListSummary } from './list-summary';

/** A list's stats: details, figures and import history; refreshed while the list is being processed. */
export function ListStats({ listId }: { listId: number }) {
  const settings = useAccountSettings();
  // Until the settings say otherwise, hide what limitDownloads hides.
  const limitDownloads = settings.data?.limitDownloads ?? true;
  return (
    <WithSmsList listId={listId} poll>
      {(list) => (
        <>
          <ListBreadcrumbs list={list} />
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <ListSummary list={list} limitDownloads={limitDownloads} />
            <ListFigures list={list} />
            <ImportHistory listId={list.id} />
          </Box>
        </>
      )}
    </WithSmsList>
  );
}
