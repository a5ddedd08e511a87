import { EditList } from '@/features/sms-lists/components/edit/edit-list';
import { ListNotFound } from '@/features/sms-lists/components/shared/list-not-found';
import { useQueryListId } from './list-id';

/** /smsmarketing/sms-lists/Edit?smslistid={id}. */
export function EditSmsListRoute() {
  const listId = useQueryListId('smslistid');
  if (listId === undefined) return <ListNotFound />;
  return <EditList key={listId} listId={listId} />;
}
