import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { LIST_STATUS } from '@contracts/lists/lists.schemas';

dayjs.extend(utc);
dayjs.extend(timezone);

// What SMS and e-mail lists show alike (spec 1 §2.4, §4; spec 2 §2.11, §4).

export const EMPTY_LISTS_TEXT = "There are no lists currently, why don't you create one?";
export const DMA_EXCLUSION_LABEL = 'DMA Exclusion';

/** Queued, 'Processing...' (InProgress), Completed. */
export function listStatusLabel(status: number): string {
  if (status === LIST_STATUS.Queued) return 'Queued';
  if (status === LIST_STATUS.InProgress) return 'Processing...';
  if (status === LIST_STATUS.Completed) return 'Completed';
  return 'Unknown';
}

/** Delete is not allowed while the list is Queued or InProgress. */
export const canDelete = (row: { status: number }): boolean =>
  row.status !== LIST_STATUS.Queued && row.status !== LIST_STATUS.InProgress;

/** YYYY-MM-DD HH:mm in South African time (spec 1 §9). */
export function listDateText(iso: string): string {
  const date = dayjs.utc(iso);
  return date.isValid() ? date.tz('Africa/Johannesburg').format('YYYY-MM-DD HH:mm') : iso;
}

export const deleteListMessage = (name: string) =>
  `You are about to delete the list "${name}" and all its contacts. This cannot be undone. Are you sure?`;
