// The provider a webhook call names, proven by its secret, with the row and the opened secret kept briefly in
// this function instance: a provider posts many calls in a row, and unsealing the secret and reading the row
// on each would cost more than the reply itself. A call that fails the check reads the row again before it
// is refused, so a secret set since (registering webhooks makes one) is seen at once; unknown providers and
// wrong secrets both take that path, so they stay indistinguishable.
import type { Db } from '../platform/db/database';
import { openWebhookSecret, verifyWebhook, type WebhookRequest } from './gateways';
import { findProviderForWebhook } from './providers.repository';
import { createTtlCache } from '../platform/ttl-cache';

export interface WebhookProvider {
  id: number;
  accountId: number;
}

interface Known {
  provider: WebhookProvider | null;
  secret: string | null;
}

/** Short enough that a deleted provider or a new secret is everywhere within half a minute. */
const PROVIDER_CACHE_MS = 30_000;
const providers = createTtlCache<number, Known>({ ttlMs: PROVIDER_CACHE_MS, maxEntries: 1000 });

async function load(db: Db, id: number): Promise<Known> {
  const row = await findProviderForWebhook(db, id);
  return row
    ? { provider: { id: row.id, accountId: row.account_id }, secret: openWebhookSecret(row) }
    : { provider: null, secret: null };
}

const check = (known: Known, request: WebhookRequest) =>
  verifyWebhook(known.provider ? { webhookSecret: known.secret } : null, request) ? known.provider : null;

/** The provider whose id is in the URL when the request carries its webhook secret; otherwise null. */
export async function findVerifiedProvider(
  db: Db,
  providerId: string,
  request: WebhookRequest,
): Promise<WebhookProvider | null> {
  const id = /^[1-9]\d{0,9}$/.test(providerId) ? Number(providerId) : null;
  if (id === null || id > 0xffffffff) return check({ provider: null, secret: null }, request);
  const verified = check(await providers.get(id, () => load(db, id)), request);
  if (verified) return verified;
  providers.delete(id);
  return check(await providers.get(id, () => load(db, id)), request);
}

/** Forgets the cached providers (tests). */
export const clearWebhookProviderCache = (): void => providers.clear();
