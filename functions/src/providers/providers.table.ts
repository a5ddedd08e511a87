import type { Generated } from 'kysely';

export interface SmsProvidersTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  reverse_billed: Generated<number>;
  active: Generated<number>;
  created_at: Generated<Date>;
}
