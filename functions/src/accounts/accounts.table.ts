import type { ColumnType, Generated } from 'kysely';

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  limit_downloads: Generated<number>;
  allow_internationalisation: Generated<number>;
  default_country_iso3166: Generated<string>;
  /** The secret-box sealed key the account's web-service callbacks are signed with (migration 0013). */
  webhook_signing_secret: Buffer | null;
  /** The secret before the last rotation, still signed with until `webhook_previous_secret_until` (0014). */
  webhook_previous_secret: Buffer | null;
  webhook_previous_secret_until: Date | null;
  created_at: Generated<Date>;
  /** Billing (migration 0036): prepaid, may buy prepaid credit, its balance in the account's currency. */
  prepaid: Generated<number>;
  allow_purchase_prepaid: Generated<number>;
  prepaid_balance: ColumnType<string, string | number | undefined, string | number>;
  /** The account's contact in Xero; invoices go to it. */
  xero_contact_id: string | null;
  /** The last invoice sent to Xero. */
  xero_invoice_number: string | null;
  xero_invoice_url: string | null;
  xero_invoice_created_at: Date | null;
  /** Sends one SMS confirming each opt-out (migration 0040, on by default). */
  optout_confirmation: Generated<number>;
  /** Who the account's marketing messages say they are from (migration 0041); null: the account's name. */
  sender_name: ColumnType<string | null, string | null | undefined, string | null>;
}
