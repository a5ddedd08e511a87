import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const NO_CONTACTS_TEXT = 'This list has no contacts yet.';
export const noMatchText = (search: string) => `No contacts match "${search}".`;

/** The table's empty state: nothing matches the search, or the list is empty (with a way to fill it). */
export function ContactsEmpty({ listId, search }: { listId: number; search: string }) {
  if (search) return <>{noMatchText(search)}</>;
  return (
    <>
      {NO_CONTACTS_TEXT}{' '}
      <Link component={RouterLink} to={paths.sms.importContacts.getHref(listId)}>
        Import contacts
      </Link>
    </>
  );
}
