import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { LIST_STATUS, type SmsListRow } from '@contracts/lists/lists.schemas';

dayjs.extend(utc);
dayjs.extend(timezone);

export const EMPTY_LISTS_TEXT = "There are no lists currently, why don't you create one?";
export const PENDING_REFRESH = 'Pending refresh...';
export const DMA_EXCLUSION_LABEL = 'DMA Exclusion';

/** Spec 1 §4: Queued, 'Processing...', Completed. */
export function listStatusLabel(status: number): string {
  if (status === LIST_STATUS.Queued) return 'Queued';
  if (status === LIST_STATUS.InProgress) return 'Processing...';
  if (status === LIST_STATUS.Completed) return 'Completed';
  return 'Unknown';
}

/** The labels of the Status column: the status, plus 'Pending refresh...' when the list needs a refresh. */
export const statusLabels = (row: Pick<SmsListRow, 'status' | 'needsRefresh'>): string[] =>
  row.needsRefresh ? [listStatusLabel(row.status), PENDING_REFRESH] : [listStatusLabel(row.status)];

/** Delete is not allowed while the list is Queued or InProgress. */
export const canDelete = (row: Pick<SmsListRow, 'status'>): boolean =>
  row.status !== LIST_STATUS.Queued && row.status !== LIST_STATUS.InProgress;

/** YYYY-MM-DD HH:mm in South African time (spec 1 §9). */
export function listDateText(iso: string): string {
  const date = dayjs.utc(iso);
  return date.isValid() ? date.tz('Africa/Johannesburg').format('YYYY-MM-DD HH:mm') : iso;
}

/** Thousands grouped with spaces (500 000), as the spec writes numbers. */
export { countText } from '@/lib/format';
