export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/** Page buttons shown around the current page. */
export const PAGE_WINDOW = 5;

/** Number of pages for a row count (at least 1). */
export const pageCount = (totalRows: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, totalRows) / Math.max(1, pageSize)));

/**
 * The buttons of a pager: at most PAGE_WINDOW pages around the current one, plus the first and
 * last page, with a gap wherever pages are skipped. Page 10 of 20 → 1 … 8 9 10 11 12 … 20.
 */
export function pageSequence(page: number, totalPages: number, window: number = PAGE_WINDOW): PageItem[] {
  const current = Math.min(Math.max(1, page), totalPages);
  let start = Math.max(1, current - Math.floor(window / 2));
  const end = Math.min(totalPages, start + window - 1);
  start = Math.max(1, end - window + 1);

  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'page', page: 1 });
  if (start > 2) items.push({ type: 'gap', key: 'gap-start' });
  for (let p = start; p <= end; p += 1) items.push({ type: 'page', page: p });
  if (end < totalPages - 1) items.push({ type: 'gap', key: 'gap-end' });
  if (end < totalPages) items.push({ type: 'page', page: totalPages });
  return items;
}
