import { authenticateApiKey, type ApiKeyPrincipal } from './api-keys.service';
import type { DbOrTrx } from '../platform/db/database';
import { apiError } from '../platform/http/errors';
import { header, type RouteEvent } from '../platform/http/route-context';
import { config } from '../platform/config';
import { sharedWindowLimiter } from '../platform/rate/shared-window';

const MISSING_KEY =
  'Give your API key in the apikey parameter, an "Authorization: Bearer" header or an "X-Api-Key" header.';
const BAD_KEY = 'The API key is not valid, or it was revoked.';

/** The key a partner sent: query parameter apikey, Authorization: Bearer, or X-Api-Key. */
export function apiKeyOf(event: RouteEvent): string | undefined {
  const bearer = header(event, 'authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return event.queryStringParameters?.apikey || bearer || header(event, 'x-api-key') || undefined;
}

/** Each key's requests-per-second limit, counted across every function instance (platform/rate). */
const takeToken = sharedWindowLimiter();

/** What this instance read about presented keys (null: unknown, revoked or disabled), until `until`. */
const known = new Map<string, { principal: ApiKeyPrincipal | null; until: number }>();
const KNOWN_MAX = 1000;

/**
 * The principal of a presented key, read at most once per PARTNER_KEY_CACHE_SECONDS per instance: a busy
 * partner's requests cost no key lookup, and a revoked key is refused everywhere within that time.
 */
async function principalOf(db: DbOrTrx, key: string, now: number): Promise<ApiKeyPrincipal | null> {
  const cached = known.get(key);
  if (cached && cached.until > now) return cached.principal;
  const principal = await authenticateApiKey(db, key);
  if (known.size >= KNOWN_MAX) known.clear(); // many keys tried (a scan): start over rather than grow
  known.set(key, { principal, until: now + config.partnerKeyCacheSeconds * 1000 });
  return principal;
}

/**
 * The partner behind a request, checked before anything about the campaign is looked at, so a wrong or
 * revoked key gets the same 401 whether or not the campaign exists. Then the key's requests-per-second
 * limit, shared by every function instance: 429 with Retry-After beyond it.
 */
export async function authenticatePartner(
  db: DbOrTrx,
  event: RouteEvent,
  now = Date.now(),
): Promise<ApiKeyPrincipal> {
  const key = apiKeyOf(event);
  if (!key) throw apiError(401, 'UNAUTHENTICATED', MISSING_KEY);
  const principal = key.length <= 200 ? await principalOf(db, key, now) : null;
  if (!principal) throw apiError(401, 'UNAUTHENTICATED', BAD_KEY);
  if (
    !(await takeToken(db, `key:${principal.keyId}`, Math.floor(now / 1000), principal.rateLimitPerSecond))
  ) {
    const refusal = apiError(
      429,
      'RATE_LIMITED',
      `This API key may send ${principal.rateLimitPerSecond} requests a second. Wait a moment and try again.`,
    );
    refusal.headers = { 'retry-after': '1' };
    throw refusal;
  }
  return principal;
}
