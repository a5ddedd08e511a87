import type { ColumnType, Generated } from 'kysely';

type Decimal = ColumnType<string, string | number, string | number>;

/** One sales-data import of a campaign (migration 0020). */
export interface SmsSalesUploadsTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  user_id: number | null;
  uploaded_file_id: number | null;
  file_name: string;
  imported: number;
  matched: number;
  duplicate: number;
  invalid: number;
  new_matched_leads: number;
  uploaded_at: Generated<Date>;
}

/** One imported sale; lead_day set when its cellphone is a lead of the campaign (its revenue's day). */
export interface SmsSalesTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  upload_id: number;
  /** E.164, e.g. +27821234567 (the form sms_replies.from_number has). */
  cellphone: string;
  amount: Decimal;
  /** YYYY-MM-DD. */
  sale_date: ColumnType<string | null, string | null, string | null>;
  reference: string | null;
  sale_key: Buffer;
  lead_day: ColumnType<string | null, string | null, string | null>;
}
