import type { Generated } from 'kysely';

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
}
