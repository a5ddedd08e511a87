import type { ColumnType, Generated } from 'kysely';

/** An invoice sent to Xero (migration 0036): one per account and invoice date. */
export interface AccountingInvoicesTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  /** YYYY-MM-DD. */
  invoice_date: ColumnType<string, string, string>;
  due_date: ColumnType<string, string, string>;
  xero_invoice_id: string;
  invoice_number: string;
  invoice_url: string | null;
  currency_code: string;
  total: ColumnType<string, string | number, string | number>;
  created_by_user_id: number;
  created_at: Generated<Date>;
}

/** A cached access token (sealed with platform/crypto/secret-box). */
export interface AccountingTokensTable {
  name: string;
  sealed: Buffer;
  expires_at: Date;
}
