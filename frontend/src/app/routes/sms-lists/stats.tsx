import { ListStats } from '@/features/sms-lists/components/stats/list-stats';
import { ListNotFound } from '@/features/sms-lists/components/shared/list-not-found';
import { useQueryListId } from './list-id';

/** /smsmarketing/sms-lists/status?smsListId={id}: the list's stats and import history. */
export function SmsListStatsRoute() {
  const listId = useQueryListId('smsListId');
  if (listId === undefined) return <ListNotFound />;
  return <ListStats key={listId} listId={listId} />;
}
