import { ListsPage } from '@/components/lists/lists-page';
import { useListState } from '@/components/lists/use-list-state';
import { paths } from '@/config/paths';
import { deleteEmailList, useAccountSettings, useReloadEmailLists, useEmailLists } from '../api/email-lists';
import { EmailConsentLookup } from './email-consent-lookup';
import { emailListColumns } from './email-list-columns';

/** Email Lists (spec 2 §2.11), and an e-mail contact's consent on record below them (issue 28). */
export function EmailListPage() {
  const settings = useAccountSettings();
  // Until the settings say otherwise, hide what limitDownloads hides.
  const limitDownloads = settings.data?.limitDownloads ?? true;
  const state = useListState();
  const reloadLists = useReloadEmailLists();
  const lists = useEmailLists(state.request);
  return (
    <>
      <ListsPage
        title="Email Lists"
        tableLabel="Email lists"
        newListHref={paths.email.newList.getHref()}
        state={state}
        lists={lists}
        reloadLists={reloadLists}
        columns={emailListColumns}
        deleteList={deleteEmailList}
        limitDownloads={limitDownloads}
      />
      <EmailConsentLookup />
    </>
  );
}
