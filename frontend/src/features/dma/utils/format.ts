import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** YYYY-MM-DD HH:mm in South African time (spec 1 §9); '' for no date. */
export function dateTimeText(iso: string | null): string {
  if (!iso) return '';
  const date = dayjs.utc(iso);
  return date.isValid() ? date.tz('Africa/Johannesburg').format('YYYY-MM-DD HH:mm') : '';
}

/** Thousands grouped with spaces (500 000), as the spec writes numbers. */
export const countText = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
