import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 1 §9: times are shown in South African time. */
export const TIME_ZONE_BASE = 'Africa/Johannesburg';

/** YYYY-MM-DD HH:mm in South African time; '' for no date. */
export function dateTimeText(iso: string | null): string {
  if (!iso) return '';
  const date = dayjs.utc(iso);
  return date.isValid() ? date.tz(TIME_ZONE_BASE).format('YYYY-MM-DD HH:mm') : '';
}

/** Thousands grouped with spaces (500 000), as the spec writes numbers. */
export const countText = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
