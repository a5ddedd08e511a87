import type { Generated } from 'kysely';

export interface SmsCategoriesTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  group_name: string | null;
  created_at: Generated<Date>;
}
