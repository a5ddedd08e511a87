import type { DbOrTrx } from '../platform/db/database';
import type { ProviderType } from './providers.table';
import type { TenantScope } from '../platform/tenancy';

/** The account's SMS providers by name. */
export function listProviders(db: DbOrTrx, scope: TenantScope) {
  return db
    .selectFrom('sms_providers')
    .select(['id', 'name', 'reverse_billed', 'active'])
    .where('account_id', '=', scope.accountId)
    .orderBy('name')
    .execute();
}

/** One provider of the account. */
export function findProvider(db: DbOrTrx, scope: TenantScope, providerId: number) {
  return db
    .selectFrom('sms_providers')
    .select(['id', 'name', 'reverse_billed', 'active'])
    .where('id', '=', providerId)
    .where('account_id', '=', scope.accountId)
    .executeTakeFirst();
}

const CONNECTION_COLUMNS = ['id', 'account_id', 'type', 'base_url', 'credentials', 'webhook_secret'] as const;

/**
 * A provider by id for its own webhook, whatever the account: the provider is identified by the id in the
 * URL and proven by its webhook secret, not by a session, so there is no tenant scope to apply.
 */
export function findProviderForWebhook(db: DbOrTrx, providerId: number) {
  return db
    .selectFrom('sms_providers')
    .select(CONNECTION_COLUMNS)
    .where('id', '=', providerId)
    .executeTakeFirst();
}

/** Every provider with API credentials (operators' scripts: registering webhooks after a change of host). */
export function listConnectedProviders(db: DbOrTrx) {
  return db
    .selectFrom('sms_providers')
    .select([...CONNECTION_COLUMNS, 'name', 'active', 'messages_per_second'])
    .where('credentials', 'is not', null)
    .orderBy('id')
    .execute();
}

/** The values a provider row is created with (sealed credentials and secret, price, rate). */
export interface NewProvider {
  name: string;
  reverse_billed: number;
  active: number;
  type: ProviderType;
  base_url: string;
  credentials: Buffer;
  webhook_secret: Buffer;
  price_per_segment: string;
  messages_per_second: number;
}

/** Adds a provider connection to the account; its id. */
export async function insertProvider(db: DbOrTrx, scope: TenantScope, values: NewProvider): Promise<number> {
  const { insertId } = await db
    .insertInto('sms_providers')
    .values({ ...values, account_id: scope.accountId })
    .executeTakeFirstOrThrow();
  return Number(insertId);
}

/** Gives a provider a new webhook secret (sealed). */
export async function setProviderWebhookSecret(
  db: DbOrTrx,
  providerId: number,
  sealed: Buffer,
): Promise<void> {
  await db
    .updateTable('sms_providers')
    .set({ webhook_secret: sealed })
    .where('id', '=', providerId)
    .execute();
}
