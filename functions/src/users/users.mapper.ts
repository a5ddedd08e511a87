import type { CurrentUser } from '../auth/auth.schemas';
import type { CsvValue } from '../platform/csv/csv-cell';
import type { AdminUserRow, UserRow } from './users.repository';
import type { UserDetail, UserRow as UserRowDto } from './users.schemas';

/** The API's view of a user row. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    lastLoginDate: row.last_login_at ? row.last_login_at.toISOString() : null,
    previousLoginDate: row.previous_login_at ? row.previous_login_at.toISOString() : null,
  };
}

/** An administrator's view of a user with their account's billing (spec 3 §3 "User row"). */
export function toUserRow(row: AdminUserRow): UserRowDto {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    cellphone: row.cellphone,
    email: row.email,
    prepaid: row.prepaid === 1,
    AllowPurchasePrepaid: row.allow_purchase_prepaid === 1,
    isAdmin: row.role === 'Admin',
    selfSignUp: row.self_sign_up === 1,
    emailVerified: row.email_verified === 1,
    created: row.created_at.toISOString(),
    lastLoginDate: row.last_login_at ? row.last_login_at.toISOString() : null,
    archived: row.archived === 1,
    contactId: row.xero_contact_id,
    xeroInvoiceCreated: row.xero_invoice_created_at ? row.xero_invoice_created_at.toISOString() : null,
    xeroInvoiceNumber: row.xero_invoice_number,
    xeroInvoiceUrl: row.xero_invoice_url,
  };
}

export const toUserDetail = (row: AdminUserRow): UserDetail => ({
  ...toUserRow(row),
  prepaidBalance: String(row.prepaid_balance),
});

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const minute = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace('T', ' ') : '');

export const accountTypeLabel = (row: { prepaid: boolean; AllowPurchasePrepaid: boolean }) =>
  row.prepaid ? (row.AllowPurchasePrepaid ? 'Prepaid, Purchasing Enabled' : 'Prepaid') : 'Arrears';
export const signedUpByLabel = (row: { selfSignUp: boolean; emailVerified: boolean }) =>
  row.selfSignUp ? (row.emailVerified ? 'Self' : 'Unverified Email') : 'Admin';

/** One line of active-users.csv (cells defused by the CSV writer). */
export function toUserCsvRow(row: AdminUserRow): CsvValue[] {
  const user = toUserRow(row);
  return [
    user.id,
    user.firstName,
    user.lastName,
    user.company,
    user.cellphone,
    user.email,
    user.accountName,
    accountTypeLabel(user),
    user.isAdmin ? 'Admin' : 'Client',
    signedUpByLabel(user),
    minute(row.created_at),
    minute(row.last_login_at),
    user.xeroInvoiceNumber ? `${user.xeroInvoiceNumber} (${day(row.xero_invoice_created_at)})` : '',
  ];
}
