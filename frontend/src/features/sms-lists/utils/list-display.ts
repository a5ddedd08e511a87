import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { listStatusLabel } from '@/components/lists/list-display';

export {
  canDelete,
  DMA_EXCLUSION_LABEL,
  EMPTY_LISTS_TEXT,
  listDateText,
  listStatusLabel,
} from '@/components/lists/list-display';

export const PENDING_REFRESH = 'Pending refresh...';

/** The labels of the Status column: the status, plus 'Pending refresh...' when the list needs a refresh. */
export const statusLabels = (row: Pick<SmsListRow, 'status' | 'needsRefresh'>): string[] =>
  row.needsRefresh ? [listStatusLabel(row.status), PENDING_REFRESH] : [listStatusLabel(row.status)];

/** Thousands grouped with spaces (500 000), as the spec writes numbers. */
export { countText } from '@/lib/format';
