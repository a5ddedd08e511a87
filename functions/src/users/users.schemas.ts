import { z } from 'zod';
import { paginationSchema } from '../platform/http/paging.schemas';

/** Path of the user-administration routes that act on one user. */
export const userIdPathSchema = z.object({
  id: z.coerce
    .number({ error: 'User id must be a number' })
    .int('User id must be a whole number')
    .positive('User id must be a positive number'),
});

// ---- the Users screen (spec 3 §2.10, §3 "User row", "User list query") -----------------------------

export const USERS_PAGE_SIZE = 15;
/** A tick shows next to Last Invoice when it was created within this many days. */
export const INVOICE_TICK_DAYS = 14;
export const USERS_FILE_NAME = 'active-users.csv';
export const USERS_CSV_HEADER = [
  'Id',
  'First Name',
  'Last Name',
  'Company',
  'Cellphone',
  'Email',
  'Account',
  'Account Type',
  'Role',
  'Signed Up By',
  'Signed Up',
  'Last Logged In',
  'Last Invoice',
] as const;

export const userRowSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  cellphone: z.string().nullable(),
  email: z.string(),
  prepaid: z.boolean(),
  AllowPurchasePrepaid: z.boolean(),
  isAdmin: z.boolean(),
  selfSignUp: z.boolean(),
  emailVerified: z.boolean(),
  created: z.string(),
  lastLoginDate: z.string().nullable(),
  archived: z.boolean(),
  contactId: z.string().nullable(),
  xeroInvoiceCreated: z.string().nullable(),
  xeroInvoiceNumber: z.string().nullable(),
  xeroInvoiceUrl: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userSortFieldSchema = z.enum(['id', 'created', 'lastLoginDate'], {
  error: 'Sort by id, created or lastLoginDate.',
});
export type UserSortField = z.infer<typeof userSortFieldSchema>;

/** POST /api/user/list body. */
export const userListRequestSchema = z.object({
  sort: z
    .object({ field: userSortFieldSchema, asc: z.boolean({ error: 'asc is true or false.' }) })
    .default({ field: 'created', asc: true }),
  filter: z.string().trim().max(200, 'The filter is at most 200 characters.').default(''),
  showArchived: z.boolean({ error: 'showArchived is true or false.' }).default(false),
  signedUpBy: z
    .enum(['Both', 'Self', 'Admin'], { error: 'signedUpBy is Both, Self or Admin.' })
    .default('Both'),
  hasXeroContact: z
    .enum(['Both', 'WithXero', 'WithoutXero'], { error: 'hasXeroContact is Both, WithXero or WithoutXero.' })
    .default('Both'),
  pagination: paginationSchema(USERS_PAGE_SIZE),
});
export type UserListRequest = z.input<typeof userListRequestSchema>;
export type UserListQuery = z.output<typeof userListRequestSchema>;

export const userListResponseSchema = z.object({ rows: z.array(userRowSchema), totalRows: z.number().int() });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** POST /api/user/export body: the list's filters (archived users are never exported). */
export const userExportRequestSchema = userListRequestSchema.pick({
  filter: true,
  signedUpBy: true,
  hasXeroContact: true,
});
export type UserExportRequest = z.input<typeof userExportRequestSchema>;
export const userExportResponseSchema = z.object({ url: z.string(), rows: z.number().int() });

// ---- create / edit user, edit prepaid (the screens spec 3 names but does not show) ----------------

export const MIN_PASSWORD_LENGTH = 10;
const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is at most 100 characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .default(null);

export const userDetailsSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email is at most 254 characters')
    .pipe(z.email({ error: 'Please enter a valid email' })),
  company: optionalText('Company', 200),
  cellphone: z
    .string()
    .trim()
    .max(32, 'Cellphone is at most 32 characters')
    .regex(/^(\+?\d[\d ]{6,30})?$/, 'Please enter a valid cellphone number')
    .transform((v) => v.replace(/ /g, '') || null)
    .nullable()
    .default(null),
  isAdmin: z.boolean({ error: 'isAdmin is true or false' }).default(false),
  /** Xero contact id (a GUID) the account's invoices go to; empty: none. */
  contactId: z
    .string()
    .trim()
    .max(64, 'Xero contact id is at most 64 characters')
    .regex(/^([0-9a-fA-F-]{8,64})?$/, 'Please enter a Xero contact id (a GUID)')
    .transform((v) => v || null)
    .nullable()
    .default(null),
});

const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Password is at most 200 characters');

/** POST /api/user/create: into an existing account (accountId) or a new one (accountName). */
export const createUserSchema = userDetailsSchema
  .extend({
    accountId: z.number().int().positive().nullable().default(null),
    accountName: optionalText('Account name', 200),
    password: passwordSchema,
  })
  .refine((v) => v.accountId !== null || v.accountName !== null, {
    message: 'Choose an account or name a new one',
    path: ['accountName'],
  });
export type CreateUserRequest = z.input<typeof createUserSchema>;

/** POST /api/user/{id}/edit: the details, and a new password only when given. */
export const editUserSchema = userDetailsSchema.extend({
  password: z
    .string()
    .transform((v) => v || null)
    .pipe(passwordSchema.nullable())
    .nullable()
    .default(null),
});
export type EditUserRequest = z.input<typeof editUserSchema>;

/** GET /api/user/{id}: what the edit screens show. */
export const userDetailSchema = userRowSchema.extend({ prepaidBalance: z.string() });
export type UserDetail = z.infer<typeof userDetailSchema>;

/** POST /api/user/{id}/prepaid: the account's prepaid settings. */
export const editPrepaidSchema = z.object({
  prepaid: z.boolean({ error: 'prepaid is true or false' }),
  allowPurchasePrepaid: z.boolean({ error: 'allowPurchasePrepaid is true or false' }),
  prepaidBalance: z
    .string({ error: 'Balance is required' })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,4})?$/, 'Balance must be an amount of at least 0, with up to 4 decimals'),
});
export type EditPrepaidRequest = z.input<typeof editPrepaidSchema>;

/** GET /api/user/accounts: accounts to add a user to. */
export const accountChoiceSchema = z.object({ id: z.number().int(), name: z.string() });
export type AccountChoice = z.infer<typeof accountChoiceSchema>;

/** The archive and unarchive dialogs' texts (spec 3 §2.10). */
export const ARCHIVE_USER_TEXT =
  'You are about to archive this user. All sms providers, email providers, sms campaigns, email campaigns, web hooks and API keys will be disabled for this user. The user will no longer be able to login. Are you sure?';
export const UNARCHIVE_USER_TEXT = 'You are about to unarchive this User. Are you sure?';
export const CANNOT_ARCHIVE_SELF = 'You cannot archive yourself.';
export const CANNOT_ARCHIVE_LAST_ADMIN = 'You cannot archive the last administrator.';
export const CANNOT_DEMOTE_LAST_ADMIN = 'You cannot remove the last administrator’s Admin role.';
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own Admin role.';
export const EMAIL_TAKEN = 'This email has already been used';
