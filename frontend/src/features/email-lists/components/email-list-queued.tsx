import { ListQueuedPage } from '@/components/lists/list-queued-page';
import { paths } from '@/config/paths';

/** The email list queued page (spec 2 §2.1; the SMS lists' List Queued page, spec 1 §2.7). */
export function EmailListQueued() {
  return <ListQueuedPage returnHref={paths.email.lists.getHref()} returnLabel="Return to Email Lists" />;
}
