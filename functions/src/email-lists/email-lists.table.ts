import type { ColumnType, Generated } from 'kysely';

/** An e-mail list (migration 0024); status 0 Queued, 1 InProgress, 2 Completed, as sms_lists. */
export interface EmailListsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  description: string | null;
  country_iso3166: Generated<string>;
  exclusion_list: Generated<number>;
  new_process: Generated<number>;
  status: Generated<number>;
  contacts: Generated<number>;
  optouts: Generated<number>;
  dma_optouts: Generated<number>;
  created_at: Generated<Date>;
}

/** A contact of an e-mail list: unique per list and lower-cased e-mail address. */
export interface EmailListContactsTable {
  id: Generated<number>;
  list_id: number;
  import_job_id: number | null;
  source_row: number | null;
  email: string;
  cellphone: string | null;
  first_name: string | null;
  last_name: string | null;
  id_number: string | null;
  alt_contact_number: string | null;
  opt_in: string | null;
  marital_status: string | null;
  race: string | null;
  gender: string | null;
  income: string | null;
  postal_code: string | null;
  region: string | null;
  date_of_birth: string | null;
  custom1: string | null;
  custom2: string | null;
  custom3: string | null;
  custom4: string | null;
  custom5: string | null;
  /** Custom field values by custom field id (JSON object; mysql2 reads it parsed), or null. */
  custom_values: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}
