import type { Generated } from 'kysely';

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  limit_downloads: Generated<number>;
  allow_internationalisation: Generated<number>;
  default_country_iso3166: Generated<string>;
  created_at: Generated<Date>;
}
