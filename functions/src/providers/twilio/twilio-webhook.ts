// Twilio's calls to the product (status callbacks, messages from handsets), proven by X-Twilio-Signature
// against the provider's auth token. The URL signed is the one Twilio called: the stage's public API host
// (API_HOST, e.g. https://example.com/api) followed by the route's path and query as API Gateway received
// them. The provider's token is kept briefly per function instance (a provider posts many calls in a row); a
// call that fails the check reads the row again before it is refused, so a token changed since is seen at
// once, and an unknown provider takes the same path as a wrong signature.
import { config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { bodyText, type PublicRequest } from '../../platform/http/public-route';
import type { RouteResult } from '../../platform/http/route-context';
import { createTtlCache } from '../../platform/ttl-cache';
import { openProviderConnection } from '../gateways';
import { formParamsOf, verifyTwilioSignature, type FormParams } from '../gateways/twilio-webhooks';
import { findProviderForWebhook } from '../providers.repository';
import type { WebhookProvider } from '../webhook-provider';

interface Known {
  provider: WebhookProvider | null;
  authToken: string | null;
}

const PROVIDER_CACHE_MS = 30_000;
const known = createTtlCache<number, Known>({ ttlMs: PROVIDER_CACHE_MS, maxEntries: 1000 });
const NOBODY: Known = { provider: null, authToken: null };

async function load(db: Db, id: number): Promise<Known> {
  const row = await findProviderForWebhook(db, id);
  if (!row || row.type !== 'Twilio' || !row.credentials) return NOBODY;
  const connection = openProviderConnection(row);
  if (connection.type !== 'Twilio') return NOBODY;
  return { provider: { id: row.id, accountId: row.account_id }, authToken: connection.credentials.authToken };
}

/** The URL Twilio called, as it signed it: the public API host, the path below /api, and the query. */
export function signedUrlOf(request: Pick<PublicRequest, 'event'>, apiHost = config.apiHost): string {
  const { event } = request;
  const path = (event.rawPath ?? '').replace(/^\/api(?=\/)/, '');
  const query =
    event.rawQueryString ??
    new URLSearchParams(
      Object.entries(event.queryStringParameters ?? {}).filter(([, v]) => v !== undefined) as [
        string,
        string,
      ][],
    ).toString();
  return `${apiHost.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

export interface VerifiedTwilioCall {
  provider: WebhookProvider;
  params: FormParams;
}

/** The provider and the form's parameters when the call carries the provider's signature; otherwise null. */
export async function verifyTwilioCall(db: Db, request: PublicRequest): Promise<VerifiedTwilioCall | null> {
  const params = formParamsOf(bodyText(request.event));
  const url = signedUrlOf(request);
  const signature = request.headers['x-twilio-signature'];
  const check = (k: Known) =>
    verifyTwilioSignature(k.authToken, signature, url, params) && k.provider ? k.provider : null;
  const text = request.event.pathParameters?.providerId ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 0xffffffff ? Number(text) : null;
  if (id === null) return check(NOBODY) && null;
  const first = check(await known.get(id, () => load(db, id)));
  if (first) return { provider: first, params };
  known.delete(id);
  const second = check(await known.get(id, () => load(db, id)));
  return second ? { provider: second, params } : null;
}

/** Twilio's answer to a call whose signature is wrong: nothing was read or stored. */
export const forbidden = (): RouteResult => ({
  statusCode: 403,
  headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  body: 'The X-Twilio-Signature does not match this provider.',
});

/** Forgets the cached providers (tests). */
export const clearTwilioProviderCache = (): void => known.clear();
