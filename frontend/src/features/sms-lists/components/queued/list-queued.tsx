import { ListQueuedPage } from '@/components/lists/list-queued-page';
import { paths } from '@/config/paths';

export { QUEUED_TEXT } from '@/components/lists/list-queued-page';

/** List Queued (spec 1 §2.7). */
export function ListQueued() {
  return <ListQueuedPage returnHref={paths.sms.lists.getHref()} returnLabel="Return to SMS Lists" />;
}
