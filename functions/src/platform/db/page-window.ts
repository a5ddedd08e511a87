// Page numbers without a deep-OFFSET cliff: a page in the second half of the rows is read from the far end
// (the reverse order with a small offset, then put back in order), so the last page costs what the first does.

export interface PageWindow {
  /** Rows to skip, counted from the start (reverse false) or from the end (reverse true). */
  offset: number;
  limit: number;
  reverse: boolean;
}

/** The window of rows for a 1-based page of `rowsPerPage` among `total` rows; null when past the end. */
export function pageWindow(page: number, rowsPerPage: number, total: number): PageWindow | null {
  const offset = (page - 1) * rowsPerPage;
  if (offset >= total) return null;
  const end = Math.min(total, offset + rowsPerPage);
  if (offset <= total - end) return { offset, limit: end - offset, reverse: false };
  return { offset: total - end, limit: end - offset, reverse: true };
}

/** Pages starting this close to the start are read forwards without waiting for the count. */
export const NEAR_START_ROWS = 10_000;

/** The forward window of a page, when it starts near enough to the start to skip the count. */
export function nearStartWindow(page: number, rowsPerPage: number): PageWindow | null {
  const offset = (page - 1) * rowsPerPage;
  return offset < NEAR_START_ROWS ? { offset, limit: rowsPerPage, reverse: false } : null;
}
