import { ListContacts } from '@/features/sms-lists/components/contacts/list-contacts';
import { ListNotFound } from '@/features/sms-lists/components/shared/list-not-found';
import { useQueryListId } from './list-id';

/** /smsmarketing/sms-lists/Contacts?smslistid={id}. */
export function SmsListContactsRoute() {
  const listId = useQueryListId('smslistid');
  if (listId === undefined) return <ListNotFound />;
  return <ListContacts key={listId} listId={listId} />;
}
