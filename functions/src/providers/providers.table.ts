import type { Generated } from 'kysely';

/** Which published API a provider speaks (migration 0043 added Twilio and Clickatell). */
export type ProviderType = 'BulkSms' | 'Twilio' | 'Clickatell';

export interface SmsProvidersTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  reverse_billed: Generated<number>;
  active: Generated<number>;
  created_at: Generated<Date>;
  /** Which published API the provider speaks (migration 0012). */
  type: Generated<ProviderType>;
  /** The API's base URL, e.g. https://api.bulksms.com/v1 (locally the gateway emulator). */
  base_url: Generated<string>;
  /** Sealed JSON of the API credentials (platform/crypto/secret-box). */
  credentials: Buffer | null;
  /** Sealed shared secret that the provider's webhooks must present. */
  webhook_secret: Buffer | null;
  /** Price of one SMS part, in the account's currency. */
  price_per_segment: Generated<string>;
  /** Messages per second the provider accepts from us, across every worker. */
  messages_per_second: Generated<number>;
}
