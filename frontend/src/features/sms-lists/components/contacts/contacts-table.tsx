import { RetryAlert } from '@/components/errors/retry-alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect } from 'react';
import { Pager, pageCount } from '@/components/ui/pager';
import { SearchField } from '@/components/ui/search-field';
import { SortableTable } from '@/components/ui/sortable-table';
import { isApiStatus } from '@/lib/api-error';
import { CONTACTS_PAGE_SIZE, useListContacts } from '../../api/sms-lists';
import { ListNotFound } from '../shared/list-not-found';
import { contactColumns } from './contact-columns';
import { ContactsEmpty } from './contacts-empty';
import { ContactsUnavailable } from './contacts-unavailable';
import { useContactsState } from './use-contacts-state';

/** A list's contacts, 20 a page, searched by number or name. */
export function ContactsTable({ listId }: { listId: number }) {
  const state = useContactsState();
  const contacts = useListContacts(listId, state.request);
  const totalRows = contacts.data?.totalRows ?? 0;
  const lastPage = pageCount(totalRows, CONTACTS_PAGE_SIZE);
  const { page, setPage } = state;
  useEffect(() => {
    if (contacts.data && page > lastPage) setPage(lastPage);
  }, [contacts.data, page, lastPage, setPage]);

  if (isApiStatus(contacts.error, 403)) {
    return (
      <Paper variant="outlined">
        <ContactsUnavailable listId={listId} />
      </Paper>
    );
  }
  if (isApiStatus(contacts.error, 404)) return <ListNotFound />;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        role="search"
        aria-label="Search contacts"
        sx={{ p: 2, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
      >
        <SearchField
          label="Search by number or name"
          value={state.search}
          onChange={state.setSearch}
          sx={{ flex: '1 1 260px', maxWidth: { md: 420 } }}
        />
      </Box>
      {contacts.error !== undefined && !contacts.isLoading && (
        <RetryAlert error={contacts.error} onRetry={() => void contacts.mutate()} sx={{ m: 2 }} />
      )}
      <Box
        sx={{
          '& .MuiTableCell-root': { fontSize: 13.5 },
          '& .MuiTableCell-head': { bgcolor: '#fafbfe', fontSize: 12.5 },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
        }}
      >
        <SortableTable
          label="Contacts"
          columns={contactColumns}
          rows={contacts.data?.rows ?? []}
          getRowKey={(contact) => contact.id}
          emptyText={<ContactsEmpty listId={listId} search={state.request.search} />}
          loading={contacts.isLoading}
        />
      </Box>
      <Box sx={{ px: 2, borderTop: 1, borderColor: 'divider' }}>
        <Pager
          page={Math.min(page, lastPage)}
          totalRows={totalRows}
          pageSize={CONTACTS_PAGE_SIZE}
          onPageChange={setPage}
          disabled={contacts.isLoading}
        />
      </Box>
    </Paper>
  );
}
