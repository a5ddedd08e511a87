import type { ColumnType, Generated } from 'kysely';

/** A lead a public page's form stored (migration 0023), with its consent record. */
export interface PageLeadsTable {
  id: Generated<number>;
  account_id: number;
  page_id: number;
  submitted_at: Date;
  client_ip: string | null;
  user_agent: string | null;
  /** The form's values by field key, as text (JSON; read parsed or as text depending on the driver). */
  values: ColumnType<Record<string, string> | string, string, string>;
  cellphone: string | null;
  email: string | null;
  list_id: number | null;
  contact_id: number | null;
  opted_out: Generated<number>;
  consent_text: string;
}
