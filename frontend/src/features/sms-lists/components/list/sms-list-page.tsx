import { useCallback } from 'react';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { ListsPage } from '@/components/lists/lists-page';
import { useListState } from '@/components/lists/use-list-state';
import { paths } from '@/config/paths';
import { deleteSmsList, useAccountSettings, useReloadSmsLists, useSmsLists } from '../../api/sms-lists';
import { listColumns } from './list-columns';

/** SMS Lists (spec 1 §2.4). */
export function SmsListPage() {
  const settings = useAccountSettings();
  // Until the settings say otherwise, hide what limitDownloads hides.
  const limitDownloads = settings.data?.limitDownloads ?? true;
  const state = useListState();
  const reloadLists = useReloadSmsLists();
  const lists = useSmsLists(state.request);
  const columns = useCallback(
    (onDelete: (row: SmsListRow) => void) => listColumns(limitDownloads, onDelete),
    [limitDownloads],
  );
  return (
    <ListsPage
      title="SMS Lists"
      tableLabel="SMS lists"
      newListHref={paths.sms.newList.getHref()}
      state={state}
      lists={lists}
      reloadLists={reloadLists}
      columns={columns}
      deleteList={deleteSmsList}
      limitDownloads={limitDownloads}
      clearFilters
    />
  );
}
