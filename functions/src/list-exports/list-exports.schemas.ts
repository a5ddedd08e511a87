/** GET /api/sms/lists/{id}/export answers 403 with this when the account's downloads are limited. */
export const EXPORT_REFUSED = 'Viewing and exporting contacts is turned off for this account.';

/** The columns of a contacts export, in order; the headers read back into the import wizard's guesses. */
export const EXPORT_COLUMNS = [
  ['Cellphone', 'cellphone'],
  ['Email', 'email'],
  ['First Name', 'first_name'],
  ['Last Name', 'last_name'],
  ['ID Number', 'id_number'],
  ['Alt Contact Number', 'alt_contact_number'],
  ['Opt In', 'opt_in'],
  ['Marital Status', 'marital_status'],
  ['Race', 'race'],
  ['Gender', 'gender'],
  ['Income', 'income'],
  ['Postal Code', 'postal_code'],
  ['Region', 'region'],
  ['Date Of Birth', 'date_of_birth'],
  ['Custom1', 'custom1'],
  ['Custom2', 'custom2'],
  ['Custom3', 'custom3'],
  ['Custom4', 'custom4'],
  ['Custom5', 'custom5'],
] as const;

/** Columns after the contact's own: when it was added (South African time) and whether it is suppressed. */
export const EXPORT_FLAG_HEADERS = ['Date Added (SAST)', 'Opted Out', 'DMA Opted Out'] as const;
