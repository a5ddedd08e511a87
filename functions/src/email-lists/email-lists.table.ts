import type { Generated } from 'kysely';
import type { SmsListContactsTable } from '../lists/lists.table';

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

/** A contact of an e-mail list: the SMS list contact's columns, unique per list and lower-cased e-mail address. */
export type EmailListContactsTable = Omit<SmsListContactsTable, 'cellphone' | 'email'> & {
  email: string;
  cellphone: string | null;
};
