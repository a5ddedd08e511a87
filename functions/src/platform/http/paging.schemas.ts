import { z } from 'zod';

// Paging fields as every list call takes them, with one set of messages in the user's terms. A JSON body
// carries numbers (`paginationSchema`, `pageFields`); a query string carries text that is coerced
// (`pageQueryFields`). Shared with the SPA through @contracts.

/** The highest page number a call accepts (a million rows at 10 per page). */
export const MAX_PAGE = 100_000;

/** The default most rows one page may hold. */
export const MAX_ROWS_PER_PAGE = 100;

type NumberBase = z.ZodNumber | z.ZodCoercedNumber;
const plain = (error: string) => z.number({ error });
const coerced = (error: string) => z.coerce.number({ error });

function pageNumber<T extends NumberBase>(number: (error: string) => T): T {
  return number('Page must be a number.')
    .int('Page must be a whole number.')
    .min(1, 'Page must be 1 or more.')
    .max(MAX_PAGE, `Page must be ${MAX_PAGE} or less.`) as T; // the checks keep the schema's class
}

function rowsPerPage<T extends NumberBase>(number: (error: string) => T, max: number): T {
  const range = `Rows per page must be between 1 and ${max}.`;
  return number('Rows per page must be a number.')
    .int('Rows per page must be a whole number.')
    .min(1, range)
    .max(max, range) as T;
}

/** `page` and `rowsPerPage` at the top of a JSON body, defaulting to the first page of `pageSize` rows. */
export function pageFields(pageSize: number, maxRowsPerPage = MAX_ROWS_PER_PAGE) {
  return {
    page: pageNumber(plain).default(1),
    rowsPerPage: rowsPerPage(plain, maxRowsPerPage).default(pageSize),
  };
}

/** `page` and `rowsPerPage` of a query string (text turned into numbers), with the same defaults. */
export function pageQueryFields(pageSize: number, maxRowsPerPage = MAX_ROWS_PER_PAGE) {
  return {
    page: pageNumber(coerced).default(1),
    rowsPerPage: rowsPerPage(coerced, maxRowsPerPage).default(pageSize),
  };
}

/** A JSON body's `pagination: { page, rowsPerPage }`, defaulting to the first page of `pageSize` rows. */
export function paginationSchema(pageSize: number, maxRowsPerPage = MAX_ROWS_PER_PAGE) {
  return z
    .object({ page: pageNumber(plain), rowsPerPage: rowsPerPage(plain, maxRowsPerPage) })
    .default({ page: 1, rowsPerPage: pageSize });
}
