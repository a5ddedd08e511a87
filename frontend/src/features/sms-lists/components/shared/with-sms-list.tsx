import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { Spinner } from '@/components/ui/spinner';
import { isApiStatus } from '@/lib/api-error';
import { useSmsList } from '../../api/sms-lists';
import { ListNotFound } from './list-not-found';

export type WithSmsListProps = {
  listId: number;
  /** Refresh while the list is queued or processing. */
  poll?: boolean;
  children: (list: SmsListRow) => ReactNode;
};

/** Loads one list for a screen: a spinner, then the screen, 'List not found', or a retry panel. */
export function WithSmsList({ listId, poll = false, children }: WithSmsListProps) {
  const list = useSmsList(listId, { poll });
  if (list.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner label="Loading the list" />
      </Box>
    );
  }
  if (list.data) return <>{children(list.data)}</>;
  if (isApiStatus(list.error, 404)) return <ListNotFound />;
  return <LoadErrorPanel error={list.error} onRetry={() => void list.mutate()} />;
}
