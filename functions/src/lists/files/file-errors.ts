import { MAX_COLUMNS, MAX_LIST_ROWS } from './limits';

const count = (n: number) => n.toLocaleString('en-US');

/** Every way an uploaded file can be refused, with the message the user reads. */
export const FILE_ERROR_MESSAGES = {
  empty: () => 'The file is empty.',
  tooLarge: () => 'The file is bigger than 100 MB.',
  notSpreadsheet: () => 'The file is not a CSV or Excel file.',
  oldExcel: () =>
    'Old Excel files (.xls) cannot be imported. Open the file in Excel, save it as an Excel Workbook (.xlsx) or as CSV, and upload that file.',
  passwordProtected: () => 'The file is password-protected. Remove the password and upload it again.',
  zipFileCount: () => 'The zip file must contain exactly one CSV or Excel file.',
  nestedZip: () =>
    'The zip file contains another zip file. Unzip it and upload the CSV or Excel file that is inside.',
  unzippedTooLarge: () => 'The file is too large once unzipped (over 1 GB), so it cannot be a contact list.',
  corruptZip: () => 'The zip file is damaged and cannot be opened.',
  corruptExcel: () => 'The Excel file is damaged or is not a valid .xlsx workbook.',
  noContacts: () => 'The file has a header row but no contacts.',
  tooManyRows: (rows: number) =>
    `The file has ${count(rows)} rows, more than the ${count(MAX_LIST_ROWS)} a list can hold.`,
  tooManyColumns: () => `The file has more than ${count(MAX_COLUMNS)} columns.`,
  rowTooLong: () => 'A row in the file is longer than 1 MB. Check that the file is a CSV file.',
  startRowOutOfRange: () => 'The first row to import is past the end of the file.',
  keyColumnOutOfRange: () => 'The key column is not in the file.',
  gone: () => 'The uploaded file is no longer available. Please upload it again.',
} as const;

export type FileErrorCode = keyof typeof FILE_ERROR_MESSAGES;

/** A refused file: `code` is stable for callers, `message` is written for the user. */
export class FileError extends Error {
  override readonly name = 'FileError';
  constructor(
    readonly code: FileErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The FileError for a code whose message takes no argument. */
export function fileError(code: Exclude<FileErrorCode, 'tooManyRows'>): FileError {
  return new FileError(code, FILE_ERROR_MESSAGES[code]());
}

/** The FileError for a file over the per-list row limit. */
export function tooManyRowsError(rows: number): FileError {
  return new FileError('tooManyRows', FILE_ERROR_MESSAGES.tooManyRows(rows));
}
