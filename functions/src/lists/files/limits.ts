// Limits of an uploaded contact file (spec section 9).

/** Largest upload accepted: 100 MB as the dropzone counts it (MiB). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** Most contacts one list may hold. */
export const MAX_LIST_ROWS = 500_000;

/** Most bytes a zip (or an Excel workbook, itself a zip) may expand to, counted while reading. */
export const MAX_UNZIPPED_BYTES = 1024 * 1024 * 1024;

/** Most an entry may expand per compressed byte, once past MIN_BYTES_FOR_RATIO (zip bombs run near 1000:1). */
export const MAX_COMPRESSION_RATIO = 100;
export const MIN_BYTES_FOR_RATIO = 16 * 1024 * 1024;

/** Largest Excel workbook inside a zip: read into memory because a workbook needs random access. */
export const MAX_NESTED_WORKBOOK_BYTES = MAX_UPLOAD_BYTES;

/** Most characters of text an Excel workbook's shared-string table may hold in memory. */
export const MAX_SHARED_STRING_CHARS = 150_000_000;

/** Longest row (characters) and most columns a row may have. */
export const MAX_ROW_CHARS = 1024 * 1024;
export const MAX_COLUMNS = 1000;

/** Rows shown in the preview (spec: first 10 rows). */
export const PREVIEW_ROWS = 10;
