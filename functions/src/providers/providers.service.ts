import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { badRequest, conflict, notFound } from '../platform/http/errors';
import { tenantScopeFor } from '../platform/tenancy';
import {
  gatewayFor,
  generateWebhookSecret,
  openProviderConnection,
  openWebhookSecret,
  sealProviderCredentials,
  type ProviderCredentials,
} from './gateways';
import { setUpWebhooks, webhooksToPaste } from './provider-webhooks';
import { toProvider } from './providers.mapper';
import { healthBadges } from './health/health.service';
import type { ProviderHealthBadge } from './health/health.schemas';
import * as repo from './providers.repository';
import {
  DEFAULT_API_ADDRESSES,
  PROVIDER_TEXTS,
  type ConnectionTestResult,
  type CreateProviderBody,
  type EditProviderBody,
  type Provider,
  type ProviderShort,
  type SavedProvider,
} from './providers.schemas';
import type { ProviderType } from './providers.table';

/** The account's providers, short form. */
export async function listShortProviders(db: Db, auth: AuthContext): Promise<ProviderShort[]> {
  const rows = await repo.listProviders(db, auth.scope);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    reverseBilled: r.reverse_billed === 1,
    active: r.active === 1,
  }));
}

// ---- Settings › SMS Providers ------------------------------------------------------------------------------

/** Administrators reach every account's providers; a client its own account's. */
const reachOf = (auth: AuthContext): repo.ProviderReach =>
  auth.role === 'Admin' ? 'any-account' : auth.scope;
const providerNotFound = () => notFound(PROVIDER_TEXTS.notFound);

/** The stored credentials of a type, from what the form sent (BulkSMS's token id and secret are its user and password). */
function storedCredentials(
  type: ProviderType,
  input: Record<string, string | undefined>,
): ProviderCredentials {
  if (type === 'BulkSms') return { username: input.tokenId!, password: input.tokenSecret! };
  if (type === 'Twilio')
    return { accountSid: input.accountSid!, authToken: input.authToken!, from: input.from! };
  return { apiKey: input.apiKey!, ...(input.from ? { from: input.from } : {}) };
}

/** Never evaluated (or a stale verdict): its full share. */
const OK_HEALTH: ProviderHealthBadge = { state: 'Ok', weight: 100, reason: null };

/** One provider as Settings shows it, with its routing health. */
async function viewOne(db: Db, row: repo.ManagedProviderRow, auth: AuthContext): Promise<Provider> {
  return view(row, auth, (await healthBadges(db, [row.id])).get(row.id));
}

function view(row: repo.ManagedProviderRow, auth: AuthContext, health = OK_HEALTH): Provider {
  let paste: Provider['webhooksToPaste'] = [];
  // The URLs may carry the provider's webhook secret: only administrators, who set providers up, see them.
  if (auth.role === 'Admin' && row.credentials) {
    try {
      paste = webhooksToPaste(openProviderConnection(row));
    } catch {
      paste = []; // a type without an adapter yet (Clickatell): nothing to paste until it can send
    }
  }
  return toProvider(row, paste, health);
}

async function load(db: Db, auth: AuthContext, providerId: number) {
  const row = await repo.findManagedProvider(db, reachOf(auth), providerId);
  if (!row) throw providerNotFound();
  return row;
}

/** Settings' list: a client's own providers; an administrator's every account's, or one account's. */
export async function listManagedProviders(
  db: Db,
  auth: AuthContext,
  accountId?: number,
): Promise<Provider[]> {
  const rows = await repo.listManagedProviders(
    db,
    reachOf(auth),
    auth.role === 'Admin' ? accountId : undefined,
  );
  const health = await healthBadges(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => view(row, auth, health.get(row.id)));
}

/** What a new provider is made of (Settings and scripts/providers/add-provider.ts). */
export interface NewProviderInput {
  name: string;
  type: ProviderType;
  credentials: ProviderCredentials;
  baseUrl?: string;
  pricePerPart: string;
  messagesPerSecond: number;
  reverseBilled: boolean;
  active: boolean;
}

/** Adds a provider to an account: credentials sealed, a new webhook secret; its id. */
export function addProvider(db: Db, accountId: number, input: NewProviderInput): Promise<number> {
  return repo.insertProvider(db, tenantScopeFor(accountId), {
    name: input.name,
    type: input.type,
    base_url: input.baseUrl ?? DEFAULT_API_ADDRESSES[input.type],
    reverse_billed: input.reverseBilled ? 1 : 0,
    active: input.active ? 1 : 0,
    ...sealProviderCredentials(input.credentials, generateWebhookSecret()),
    price_per_segment: input.pricePerPart,
    messages_per_second: input.messagesPerSecond,
  });
}

/** Adds a provider (administrators), to the named account or their own, and sets up its webhooks. */
export async function createProvider(
  db: Db,
  auth: AuthContext,
  body: CreateProviderBody,
): Promise<SavedProvider> {
  const accountId = body.accountId ?? auth.accountId;
  if (!(await repo.accountExists(db, accountId))) throw notFound(PROVIDER_TEXTS.accountNotFound);
  const id = await addProvider(db, accountId, {
    name: body.name,
    type: body.type,
    credentials: storedCredentials(body.type, body.credentials),
    baseUrl: body.apiAddress,
    pricePerPart: body.pricePerPart,
    messagesPerSecond: body.messagesPerSecond,
    reverseBilled: body.reverseBilled,
    active: body.active,
  });
  const webhooks = await setUpWebhooks(db, await load(db, auth, id));
  // Loaded again: registering may have given the provider its webhook secret.
  return { provider: await viewOne(db, await load(db, auth, id), auth), webhooks };
}

/** Edits a provider (administrators); credentials left out keep the stored ones. */
export async function editProvider(
  db: Db,
  auth: AuthContext,
  providerId: number,
  body: EditProviderBody,
): Promise<SavedProvider> {
  const row = await load(db, auth, providerId);
  if (body.type !== row.type)
    throw badRequest(PROVIDER_TEXTS.typeFixed, { type: [PROVIDER_TEXTS.typeFixed] });
  if (!body.credentials && !row.credentials)
    throw badRequest(PROVIDER_TEXTS.credentialsNeeded, { credentials: [PROVIDER_TEXTS.credentialsNeeded] });
  const baseUrl = body.apiAddress ?? DEFAULT_API_ADDRESSES[row.type];
  const sealed = body.credentials
    ? sealProviderCredentials(
        storedCredentials(row.type, body.credentials),
        openWebhookSecret(row) ?? generateWebhookSecret(),
      )
    : {};
  await repo.updateProvider(db, providerId, {
    name: body.name,
    reverse_billed: body.reverseBilled ? 1 : 0,
    active: body.active ? 1 : 0,
    base_url: baseUrl,
    price_per_segment: body.pricePerPart,
    messages_per_second: body.messagesPerSecond,
    ...sealed,
  });
  const saved = await load(db, auth, providerId);
  // The webhooks follow the credentials and the address; a change of name or price leaves them as they are.
  const webhooks =
    body.credentials || baseUrl !== row.base_url
      ? await setUpWebhooks(db, saved)
      : { outcome: 'unchanged' as const, detail: 'The webhooks are as they were.' };
  return { provider: await viewOne(db, saved, auth), webhooks };
}

/** Disables or enables a provider (administrators): a disabled one is left out of every send. */
export async function setProviderActive(db: Db, auth: AuthContext, providerId: number, active: boolean) {
  await load(db, auth, providerId);
  await repo.updateProvider(db, providerId, { active: active ? 1 : 0 });
  return viewOne(db, await load(db, auth, providerId), auth);
}

/** Moves a provider to another account (administrators), unless campaigns of its account select it. */
export async function assignProvider(db: Db, auth: AuthContext, providerId: number, accountId: number) {
  const row = await load(db, auth, providerId);
  if (!(await repo.accountExists(db, accountId))) throw notFound(PROVIDER_TEXTS.accountNotFound);
  if (accountId !== row.account_id) {
    if ((await repo.countCampaignsSelecting(db, row.account_id, providerId)) > 0)
      throw conflict(PROVIDER_TEXTS.selectedElsewhere);
    await repo.updateProvider(db, providerId, { account_id: accountId });
  }
  return viewOne(db, await load(db, auth, providerId), auth);
}

/** One real authenticated call to the provider (nothing is sent); a client may test its own providers. */
export async function testProviderConnection(
  db: Db,
  auth: AuthContext,
  providerId: number,
): Promise<ConnectionTestResult> {
  const row = await load(db, auth, providerId);
  if (!row.credentials)
    return { ok: false, reason: 'The provider has no credentials: edit it and enter them.' };
  const gateway = gatewayFor(openProviderConnection(row));
  return gateway.testConnection({ timeoutMs: 10_000 });
}
