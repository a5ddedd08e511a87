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

// ---- Settings › SMS Providers ------------------------------------------------------------------------------

/**
 * Whose providers a Settings call reaches: the caller's account (clients), or every account (administrators,
 * whose role the service checked; the account they name comes from the request by design).
 */
export type ProviderReach = TenantScope | 'any-account';

const MANAGED_COLUMNS = [
  'p.id',
  'p.account_id',
  'a.name as account_name',
  'p.name',
  'p.type',
  'p.base_url',
  'p.credentials',
  'p.webhook_secret',
  'p.price_per_segment',
  'p.messages_per_second',
  'p.reverse_billed',
  'p.active',
  'p.created_at',
] as const;

function managed(db: DbOrTrx, reach: ProviderReach) {
  const query = db
    .selectFrom('sms_providers as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select(MANAGED_COLUMNS);
  return reach === 'any-account' ? query : query.where('p.account_id', '=', reach.accountId);
}

/** The providers Settings lists: the reach's, optionally one account's, by account and name. */
export function listManagedProviders(db: DbOrTrx, reach: ProviderReach, accountId?: number) {
  let query = managed(db, reach);
  if (accountId !== undefined) query = query.where('p.account_id', '=', accountId);
  return query.orderBy('a.name').orderBy('p.name').orderBy('p.id').execute();
}

/** One provider within reach (undefined otherwise: other accounts' providers are not found). */
export function findManagedProvider(db: DbOrTrx, reach: ProviderReach, providerId: number) {
  return managed(db, reach).where('p.id', '=', providerId).executeTakeFirst();
}
export type ManagedProviderRow = NonNullable<Awaited<ReturnType<typeof findManagedProvider>>>;

/** The columns an edit changes (credentials and secret only when new ones were given). */
export interface ProviderChanges {
  name: string;
  reverse_billed: number;
  active: number;
  base_url: string;
  price_per_segment: string;
  messages_per_second: number;
  credentials?: Buffer;
  webhook_secret?: Buffer;
}

/** Changes a provider (the service found it within reach). */
export async function updateProvider(
  db: DbOrTrx,
  providerId: number,
  changes: ProviderChanges | { active: number } | { account_id: number },
) {
  await db.updateTable('sms_providers').set(changes).where('id', '=', providerId).execute();
}

/** Whether an account exists (administrators naming one). */
export async function accountExists(db: DbOrTrx, accountId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst());
}

/** How many of the account's campaigns select this provider in their Provider step. */
export async function countCampaignsSelecting(db: DbOrTrx, accountId: number, providerId: number) {
  const row = await db
    .selectFrom('sms_campaigns')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('provider_id', '=', providerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
